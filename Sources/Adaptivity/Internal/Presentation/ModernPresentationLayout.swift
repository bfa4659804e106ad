extension PresentationLayout {
    /// A built-in style under the modern behavior: `automatic` mapped (M-P-01), the appearance
    /// chosen by the presenting traits (M-P-02, M-P-03, M-P-04), sheets laid out by
    /// `ModernSheetLayout`, popovers by PO-*, everything else by its classic frame (P-03).
    init(
        modernStandard request: PresentationRequest,
        spec: PresentationSpec,
        traits: TraitCollection,
        windowBounds: Rect,
        safeArea: SafeAreaInsets,
        contextFrame: Rect,
        sourceFrame: Rect?,
        defaults: PresentationDefaults,
        metrics: SheetMetrics
    ) {
        let sheetSpec = spec.sheet ?? SheetSpec()
        let resolved = SheetAppearance.resolve(
            mapped: request.mappedStyle, traits: traits, answer: spec.adaptive,
            edgeAttachedInCompactHeight: sheetSpec.edgeAttachedInCompactHeight
        )
        let wrapper = resolved.adapted && spec.wrapsInNavigationWhenAdapted ? "navigation" : nil
        switch resolved.appearance {
        case .card, .edgeAttached, .centered:
            let layout = ModernSheetLayout(
                appearance: resolved.appearance, style: resolved.style, spec: sheetSpec,
                preferredSize: request.preferredSize, window: windowBounds, safeArea: safeArea, metrics: metrics
            )
            self.init(
                style: resolved.style, adapted: resolved.adapted, frame: layout.frame,
                backdrop: PresentationBackdrop(chrome: layout.dimmed ? .dimming : .none, removesPresenterView: false),
                wrapper: wrapper
            )
            sheet = layout.sheet
        case .popover:
            self.init(
                style: .popover, adapted: false, frame: windowBounds,
                backdrop: PresentationBackdrop(style: .popover, custom: nil, defaults: defaults)
            )
            placePopover(
                content: request.preferredSize, spec: spec, windowBounds: safeArea.inset(windowBounds),
                sourceFrame: sourceFrame, defaults: defaults,
                missingSource: .popoverWithoutSource(source: spec.source, position: spec.position)
            )
        case .plain:
            self.init(
                style: resolved.style, adapted: resolved.adapted,
                frame: presentedViewFrame(
                    style: resolved.style, windowBounds: windowBounds, contextFrame: contextFrame,
                    preferredSize: request.preferredSize, custom: nil, traits: traits, defaults: defaults
                ),
                backdrop: PresentationBackdrop(style: resolved.style, custom: nil, defaults: defaults),
                wrapper: wrapper
            )
        }
    }

    /// Completes the modern additions of any presentation: the interface level (M-T-03: sheets,
    /// popovers and alerts elevated, full-screen and context presentations base) and whether it
    /// can be dismissed (M-P-06: not when modal in presentation, nor full-screen or context styles).
    mutating func finishModern(request: PresentationRequest, spec: PresentationSpec, modern: ModernDefaults) {
        var resolved = sheet ?? ResolvedSheet()
        let elevated: Bool = switch request.kind {
        case .alert, .actionSheet: true
        case .search, .custom: false
        case .standard: [.formSheet, .pageSheet, .popover].contains(style)
        }
        resolved.level = elevated ? .elevated : .base
        let fixed: Set<PresentationStyle> = [.fullScreen, .overFullScreen, .currentContext, .overCurrentContext]
        resolved.dismissible = !spec.modalInPresentation && !fixed.contains(style)
        if resolved.cornerRadius == nil, style == .popover {
            resolved.cornerRadius = modern.sheet.cornerRadius
        }
        sheet = resolved
    }
}
