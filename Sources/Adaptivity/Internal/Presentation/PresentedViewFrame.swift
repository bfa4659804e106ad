/// The frame, in window coordinates, of a presented view that does not show as a popover (P-03).
///
/// - fullScreen, overFullScreen: the window bounds.
/// - currentContext, overCurrentContext: `contextFrame`, the frame of the presenter that defines
///   the context (P-21).
/// - formSheet: centered in the window; the preferred size when the behavior honors it (P-03 cites
///   the documentation's "honors preferredContentSize", and a spec's `preferredSize` is written to
///   be seen), a side that is missing or not positive taking the default 540x620; clamped to the window.
/// - pageSheet: the window's portrait width (its shorter side) by its full height, centered;
///   a preferred size does not change it.
/// - custom: the custom presentation's frame in its container, the window or, when it does not
///   present in full screen, the context (P-11).
/// - popover and none have no frame of their own here: popovers are placed by
///   `PopoverPlacement`, and `none` is never a presentation style (P-12); both get the window bounds.
func presentedViewFrame(
    style: PresentationStyle,
    windowBounds: Rect,
    contextFrame: Rect,
    preferredSize: Size?,
    custom: (any CustomPresentation)?,
    traits: TraitCollection,
    defaults: PresentationDefaults
) -> Rect {
    switch style {
    case .fullScreen, .overFullScreen, .popover, .none, .automatic:
        return windowBounds
    case .currentContext, .overCurrentContext:
        return contextFrame
    case .formSheet:
        let preferred = defaults.formSheetHonorsPreferredSize ? preferredSize : nil
        let width = preferred.map(\.width).flatMap { $0 > 0 ? $0 : nil } ?? defaults.formSheetSize.width
        let height = preferred.map(\.height).flatMap { $0 > 0 ? $0 : nil } ?? defaults.formSheetSize.height
        return centered(Size(width: width, height: height), in: windowBounds)
    case .pageSheet:
        let portraitWidth = min(windowBounds.width, windowBounds.height)
        return centered(Size(width: portraitWidth, height: windowBounds.height), in: windowBounds)
    case .custom:
        guard let custom else { return windowBounds }
        let container = custom.shouldPresentInFullScreen ? windowBounds : contextFrame
        let local = custom.frameOfPresentedView(in: Rect(size: container.size), traits: traits)
        return Rect(x: container.x + local.x, y: container.y + local.y, width: local.width, height: local.height)
    }
}

/// `size`, clamped to `container`, centered in it.
func centered(_ size: Size, in container: Rect) -> Rect {
    let width = min(size.width, container.width)
    let height = min(size.height, container.height)
    return Rect(x: container.midX - width / 2, y: container.midY - height / 2, width: width, height: height)
}
