/// What a presentation does to what lies behind it: the chrome it draws and whether the
/// presenter's view leaves the view hierarchy (P-03, P-11, PO-09).
struct PresentationBackdrop: Sendable, Hashable {
    /// The chrome drawn behind the presented view.
    var chrome: PresentationChrome
    /// Whether the presenter's view is removed once the presentation is in place.
    var removesPresenterView: Bool

    /// Whether the chrome dims what lies behind.
    var dimmed: Bool { chrome == .dimming }

    /// The backdrop of a presentation showing with `style` (after adaptation).
    ///
    /// fullScreen and currentContext remove the presenter's view; the over styles, sheets and
    /// popovers keep it. Form and page sheets dim per the behavior (dimmed under `classic`),
    /// popovers per PO-09 (not dimmed under `classic`: no visible tint since iOS 7). A custom
    /// presentation draws its own chrome and says whether it removes the presenter's view (P-11).
    init(style: PresentationStyle, custom: (any CustomPresentation)?, defaults: PresentationDefaults) {
        switch style {
        case .fullScreen, .currentContext, .automatic:
            self.init(chrome: .none, removesPresenterView: true)
        case .overFullScreen, .overCurrentContext, .none:
            self.init(chrome: .none, removesPresenterView: false)
        case .formSheet, .pageSheet:
            self.init(chrome: defaults.sheetsDimBackground ? .dimming : .none, removesPresenterView: false)
        case .popover:
            self.init(chrome: defaults.popoverDimsBackground ? .dimming : .none, removesPresenterView: false)
        case .custom:
            self.init(chrome: custom?.chrome ?? .none, removesPresenterView: custom?.shouldRemovePresentersView ?? false)
        }
    }

    /// A backdrop with the given chrome and presenter's view.
    init(chrome: PresentationChrome, removesPresenterView: Bool) {
        self.chrome = chrome
        self.removesPresenterView = removesPresenterView
    }
}
