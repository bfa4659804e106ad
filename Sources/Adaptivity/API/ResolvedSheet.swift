/// What the modern behavior adds to a resolved presentation (ADAPTIVITY-MODERN section 7): the
/// sheet's detent and shape, its interface level and how it treats what lies behind it.
public struct ResolvedSheet: Sendable, Hashable {
    /// The selected detent's identifier when the presentation shows as a sheet (card or
    /// edge-attached); nil otherwise (M-SH-04).
    public var detent: String?
    /// The active detents' identifiers, small to large; empty unless a card (M-SH-04).
    public var detents: [String]
    /// The largest undimmed detent, if any (M-SH-05).
    public var largestUndimmedDetent: String?
    /// Whether the grabber shows (M-SH-01).
    public var grabber: Bool
    /// The corner radius of the presented view; nil when it is square (full screen) (M-SH-02).
    public var cornerRadius: Double?
    /// Whether the sheet is attached to the bottom edge in compact height (M-SH-06).
    public var edgeAttached: Bool
    /// Whether the presenter's full-window view is scaled back behind a card (M-SH-03).
    public var presenterPushedBack: Bool
    /// Whether the user can dismiss it by swiping or tapping outside (M-P-06).
    public var dismissible: Bool
    /// The presented controller's interface level (M-T-03).
    public var level: InterfaceLevel
    /// Whether the presented view is still on screen: false for a sheet more than two levels
    /// below the top of a stack of cards (M-SH-07).
    public var visible: Bool

    /// Creates the modern additions of a presentation.
    public init(
        detent: String? = nil,
        detents: [String] = [],
        largestUndimmedDetent: String? = nil,
        grabber: Bool = false,
        cornerRadius: Double? = nil,
        edgeAttached: Bool = false,
        presenterPushedBack: Bool = false,
        dismissible: Bool = true,
        level: InterfaceLevel = .base,
        visible: Bool = true
    ) {
        self.detent = detent
        self.detents = detents
        self.largestUndimmedDetent = largestUndimmedDetent
        self.grabber = grabber
        self.cornerRadius = cornerRadius
        self.edgeAttached = edgeAttached
        self.presenterPushedBack = presenterPushedBack
        self.dismissible = dismissible
        self.level = level
        self.visible = visible
    }
}
