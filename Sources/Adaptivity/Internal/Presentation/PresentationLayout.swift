/// How one presentation shows in one environment: everything of the resolve contract's
/// PRESENTATION except the presenter (see `PresentationAncestry`) and the presented hierarchy.
struct PresentationLayout: Sendable, Hashable {
    /// The style after adaptation.
    var style: PresentationStyle
    /// Whether adaptation changed the requested style.
    var adapted: Bool
    /// The frame of the presented view, in window coordinates.
    var frame: Rect
    /// The arrow direction, when the presentation shows as a popover with a source.
    var arrow: ArrowDirection?
    /// What lies behind: chrome and whether the presenter's view is removed.
    var backdrop: PresentationBackdrop
    /// `navigation` when the delegate wraps the adapted controller (P-09).
    var wrapper: String?
    /// Alert controllers only: the titles of the buttons shown, in display order.
    var alertActions: [AlertAction]?
    /// Problems of this presentation in this environment.
    var problems: [ResolutionProblem]
    /// Under the modern behavior: the sheet's detent and shape, the interface level and whether
    /// it can be dismissed (ADAPTIVITY-MODERN section 7); nil under `classic`.
    var sheet: ResolvedSheet?

    /// Lays out `spec`, read as `request`, presented from an environment with `traits` (the
    /// presenter's traits) in a window of `windowBounds`, over a presenter whose view has
    /// `contextFrame`, anchored to `sourceFrame` when the source is on screen; `safeArea` is the
    /// window's (B-04).
    ///
    /// A popover that shows as a popover, or an action sheet in regular width, without a source is
    /// an error (PO-01, A-03), laid out centered with no arrow so the figure still shows it.
    init(
        request: PresentationRequest,
        spec: PresentationSpec,
        traits: TraitCollection,
        windowBounds: Rect,
        safeArea: SafeAreaInsets,
        contextFrame: Rect,
        sourceFrame: Rect?,
        defaults: PresentationDefaults,
        modern: ModernDefaults? = nil
    ) {
        defer {
            if let modern { finishModern(request: request, spec: spec, modern: modern) }
        }
        switch request.kind {
        case .alert(let alert):
            let layout = AlertLayout(title: spec.controller.title, alert: alert, form: .alert, metrics: defaults.alert)
            let height = min(layout.size.height, windowBounds.height - 2 * defaults.alert.screenEdgeMargin)
            self.init(
                style: request.requestedStyle,
                adapted: false,
                frame: centered(Size(width: layout.size.width, height: height), in: windowBounds),
                backdrop: PresentationBackdrop(chrome: .dimming, removesPresenterView: false),
                alertActions: layout.actions
            )
        case .actionSheet(let alert):
            self.init(
                actionSheet: alert, spec: spec, traits: traits, windowBounds: windowBounds, safeArea: safeArea, sourceFrame: sourceFrame, defaults: defaults
            )
        case .search:
            self.init(
                style: request.requestedStyle,
                adapted: false,
                frame: contextFrame,
                backdrop: PresentationBackdrop(chrome: defaults.searchDimsBackground ? .dimming : .none, removesPresenterView: false)
            )
        case .standard where modern != nil:
            self.init(
                modernStandard: request, spec: spec, traits: traits, windowBounds: windowBounds,
                safeArea: safeArea, contextFrame: contextFrame, sourceFrame: sourceFrame,
                defaults: defaults, metrics: modern?.sheet ?? .standard
            )
        case .standard, .custom:
            let adaptation = PresentationAdaptation(
                requested: request.mappedStyle,
                traits: traits,
                delegateAnswer: spec.adaptive,
                custom: request.customPresentation,
                defaults: defaults
            )
            self.init(
                style: adaptation.style,
                adapted: adaptation.adapted,
                frame: presentedViewFrame(
                    style: adaptation.style,
                    windowBounds: windowBounds,
                    contextFrame: contextFrame,
                    preferredSize: request.preferredSize,
                    custom: request.customPresentation,
                    traits: traits,
                    defaults: defaults
                ),
                backdrop: PresentationBackdrop(style: adaptation.style, custom: request.customPresentation, defaults: defaults),
                wrapper: adaptation.wrapper(wrapsInNavigationWhenAdapted: spec.wrapsInNavigationWhenAdapted)
            )
            if adaptation.style == .popover {
                placePopover(
                    content: request.preferredSize,
                    spec: spec,
                    windowBounds: safeArea.inset(windowBounds),
                    sourceFrame: sourceFrame,
                    defaults: defaults,
                    missingSource: .popoverWithoutSource(source: spec.source, position: spec.position)
                )
            }
        }
    }

    /// An action sheet: in compact width a sheet from the bottom, full width less the margins
    /// above the home indicator and between the sensor housing's insets, no wider than the
    /// portrait screen and centred in landscape (B-04), reported as its popover adapted to
    /// overFullScreen; otherwise a popover at its source without the cancel button.
    /// Every behavior adapts it so: the card model and the compact-height trigger of `modern`
    /// leave action sheets unchanged (M-P-08).
    private init(
        actionSheet alert: AlertSpec,
        spec: PresentationSpec,
        traits: TraitCollection,
        windowBounds: Rect,
        safeArea: SafeAreaInsets,
        sourceFrame: Rect?,
        defaults: PresentationDefaults
    ) {
        let metrics = defaults.alert
        guard traits.horizontal == .compact else {
            let layout = AlertLayout(title: spec.controller.title, alert: alert, form: .popover, metrics: metrics)
            self.init(
                style: .popover,
                adapted: false,
                frame: windowBounds,
                backdrop: PresentationBackdrop(style: .popover, custom: nil, defaults: defaults),
                alertActions: layout.actions
            )
            placePopover(
                content: layout.size,
                spec: spec,
                windowBounds: safeArea.inset(windowBounds),
                sourceFrame: sourceFrame,
                defaults: defaults,
                missingSource: .actionSheetWithoutSource(source: spec.source, position: spec.position)
            )
            return
        }
        let area = safeArea.inset(windowBounds)
        let sheetWidth = min(area.width, windowBounds.width, windowBounds.height)
        let layout = AlertLayout(
            title: spec.controller.title, alert: alert, form: .sheet(windowWidth: sheetWidth), metrics: metrics
        )
        let height = min(layout.size.height, area.height - 2 * metrics.screenEdgeMargin)
        self.init(
            style: .overFullScreen,
            adapted: true,
            frame: Rect(
                x: area.midX - layout.size.width / 2,
                y: area.maxY - metrics.screenEdgeMargin - height,
                width: layout.size.width,
                height: height
            ),
            backdrop: PresentationBackdrop(chrome: .dimming, removesPresenterView: false),
            alertActions: layout.actions
        )
    }

    init(
        style: PresentationStyle,
        adapted: Bool,
        frame: Rect,
        backdrop: PresentationBackdrop,
        wrapper: String? = nil,
        alertActions: [AlertAction]? = nil
    ) {
        self.style = style
        self.adapted = adapted
        self.frame = frame
        self.arrow = nil
        self.backdrop = backdrop
        self.wrapper = wrapper
        self.alertActions = alertActions
        self.problems = []
        self.sheet = nil
    }

    /// Sets the frame and arrow of a popover of `content` size (nil: the default size, PO-06) inside
    /// `windowBounds`, the window's safe area; with no source, reports `missingSource` and centers
    /// the content in it.
    mutating func placePopover(
        content: Size?,
        spec: PresentationSpec,
        windowBounds: Rect,
        sourceFrame: Rect?,
        defaults: PresentationDefaults,
        missingSource: ResolutionProblem
    ) {
        guard let sourceFrame else {
            problems.append(missingSource)
            let fallback = Size(
                width: content?.width ?? defaults.popoverDefaultWidth,
                height: content?.height ?? windowBounds.height - 2 * defaults.popoverLayoutMargin
            )
            frame = centered(fallback, in: windowBounds)
            return
        }
        let placement = PopoverPlacement(
            sourceFrame: sourceFrame,
            containerBounds: windowBounds,
            preferredSize: content,
            permittedArrows: spec.arrows,
            defaults: defaults
        )
        frame = placement.frame
        arrow = placement.arrow
    }
}
