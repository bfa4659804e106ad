/// A presentation as it resolves in one environment (the resolve contract's PRESENTATION).
public struct ResolvedPresentation: Sendable, Hashable {
    /// The id of the presented controller.
    public var presented: String
    /// The style the spec asked for.
    public var requestedStyle: PresentationStyle
    /// The style after adaptation.
    public var style: PresentationStyle
    /// Whether adaptation changed the style.
    public var adapted: Bool
    /// The id of the presenting controller (P-20, P-21).
    public var presenting: String
    /// The frame of the presented view in window coordinates.
    public var frame: Rect
    /// `navigation` when the delegate wrapped the adapted controller (P-09).
    public var wrapper: String?
    /// The popover's arrow direction, if it shows as a popover.
    public var arrow: ArrowDirection?
    /// Whether the background is dimmed.
    public var dimmed: Bool
    /// The presented hierarchy.
    public var root: ResolvedNode
    /// The registered custom presentation's name, with `style: custom`.
    public var custom: String?
    /// The chrome a custom presentation draws behind the presented view (`dimming`, or a name a
    /// plugin draws); nil for the built-in styles.
    public var chrome: String?
    /// The frame of the popover's source in window coordinates.
    public var sourceFrame: Rect?
    /// Whether the presenter's view is removed (shouldRemovePresentersView).
    public var removesPresenterView: Bool
    /// Modern sheets and presentations only: what ADAPTIVITY-MODERN section 7 adds.
    public var sheet: ResolvedSheet?

    /// Creates a resolved presentation.
    public init(
        presented: String,
        requestedStyle: PresentationStyle,
        style: PresentationStyle,
        adapted: Bool,
        presenting: String,
        frame: Rect,
        wrapper: String? = nil,
        arrow: ArrowDirection? = nil,
        dimmed: Bool,
        root: ResolvedNode,
        custom: String? = nil,
        chrome: String? = nil,
        sourceFrame: Rect? = nil,
        removesPresenterView: Bool,
        sheet: ResolvedSheet? = nil
    ) {
        self.presented = presented
        self.requestedStyle = requestedStyle
        self.style = style
        self.adapted = adapted
        self.presenting = presenting
        self.frame = frame
        self.wrapper = wrapper
        self.arrow = arrow
        self.dimmed = dimmed
        self.root = root
        self.custom = custom
        self.chrome = chrome
        self.sourceFrame = sourceFrame
        self.removesPresenterView = removesPresenterView
        self.sheet = sheet
    }
}

extension ResolvedPresentation: Encodable {
    private enum CodingKeys: String, CodingKey {
        case presented, requestedStyle, style, adapted, presenting, frame, wrapper, arrow, dimmed, root
        case custom, chrome, sourceFrame, removesPresenterView
        case detent, detents, largestUndimmedDetent, grabber, cornerRadius, edgeAttached, dismissible, level
        case presenterPushedBack, visible
    }

    /// Encodes the contract's keys; `wrapper` and `arrow` are `null` when absent. Under `modern`
    /// the keys of ADAPTIVITY-MODERN section 7 follow: `detent` (null unless a sheet),
    /// `edgeAttached`, `cornerRadius` (null when square), `dismissible`, `level`,
    /// `presenterPushedBack`, and `detents`, `largestUndimmedDetent`, `grabber`, `visible`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(presented, forKey: .presented)
        try container.encode(requestedStyle, forKey: .requestedStyle)
        try container.encode(style, forKey: .style)
        try container.encode(adapted, forKey: .adapted)
        try container.encode(presenting, forKey: .presenting)
        try container.encode(frame, forKey: .frame)
        try container.encode(wrapper, forKey: .wrapper)
        try container.encode(arrow, forKey: .arrow)
        try container.encode(dimmed, forKey: .dimmed)
        try container.encode(root, forKey: .root)
        try container.encodeIfPresent(custom, forKey: .custom)
        try container.encodeIfPresent(chrome, forKey: .chrome)
        try container.encodeIfPresent(sourceFrame, forKey: .sourceFrame)
        try container.encode(removesPresenterView, forKey: .removesPresenterView)
        guard let sheet else { return }
        try container.encode(sheet.dismissible, forKey: .dismissible)
        try container.encode(sheet.level, forKey: .level)
        try container.encode(sheet.presenterPushedBack, forKey: .presenterPushedBack)
        try container.encode(sheet.edgeAttached, forKey: .edgeAttached)
        try container.encode(sheet.cornerRadius, forKey: .cornerRadius)
        try container.encode(sheet.detent, forKey: .detent)
        if !sheet.detents.isEmpty { try container.encode(sheet.detents, forKey: .detents) }
        try container.encode(sheet.largestUndimmedDetent, forKey: .largestUndimmedDetent)
        try container.encode(sheet.grabber, forKey: .grabber)
        try container.encode(sheet.visible, forKey: .visible)
    }
}
