/// A `present(_:animated:)` call (DESIGN.md section 2).
public struct PresentationSpec: Sendable, Hashable {
    /// The id of the controller that calls present; nil means the root.
    public var from: String?
    /// What is presented.
    public var controller: ControllerSpec
    /// The requested style; nil means the default of the controller (alerts and search imply theirs) or of the behavior (P-02).
    public var style: PresentationStyle?
    /// The registered custom presentation, with `style: custom`.
    public var custom: String?
    /// The id of the bar item or controller a popover or action sheet is anchored to.
    public var source: String?
    /// The permitted arrow directions; empty means any (PO-02).
    public var arrows: [ArrowDirection]
    /// The preferred content size.
    public var preferredSize: Size?
    /// What the delegate answers for the adaptive style (P-07).
    public var adaptive: AdaptiveStyle
    /// Whether the delegate wraps the presented controller in a navigation controller while adapted (P-09).
    public var wrapsInNavigationWhenAdapted: Bool
    /// The sheet presentation controller's configuration (M-SH); nil means the defaults.
    public var sheet: SheetSpec?
    /// `isModalInPresentation`: no interactive dismissal (M-P-06).
    public var modalInPresentation: Bool
    /// Where the presentation was written.
    public var position: SourcePosition?

    /// Creates a presentation.
    public init(
        from: String? = nil,
        controller: ControllerSpec,
        style: PresentationStyle? = nil,
        custom: String? = nil,
        source: String? = nil,
        arrows: [ArrowDirection] = [],
        preferredSize: Size? = nil,
        adaptive: AdaptiveStyle = .automatic,
        wrapsInNavigationWhenAdapted: Bool = false,
        sheet: SheetSpec? = nil,
        modalInPresentation: Bool = false,
        position: SourcePosition? = nil
    ) {
        self.from = from
        self.controller = controller
        self.style = style
        self.custom = custom
        self.source = source
        self.arrows = arrows
        self.preferredSize = preferredSize
        self.adaptive = adaptive
        self.wrapsInNavigationWhenAdapted = wrapsInNavigationWhenAdapted
        self.sheet = sheet
        self.modalInPresentation = modalInPresentation
        self.position = position
    }
}
