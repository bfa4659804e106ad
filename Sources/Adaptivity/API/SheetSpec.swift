/// What a presentation asks of its sheet presentation controller (M-SH-01): the `sheet:` field.
public struct SheetSpec: Sendable, Hashable {
    /// The detents, small to large; empty means `[large]` (M-SH-01).
    public var detents: [SheetDetent]
    /// The selected detent's identifier; nil means the smallest listed detent (M-SH-01).
    public var selected: String?
    /// The largest detent that does not dim; nil means dimmed at every detent (M-SH-05).
    public var largestUndimmed: String?
    /// Whether the sheet attaches to the bottom edge in compact height (M-SH-06).
    public var edgeAttachedInCompactHeight: Bool
    /// Whether an edge-attached sheet takes the preferred content width (M-SH-06).
    public var widthFollowsPreferredSize: Bool
    /// Whether the grabber shows (M-SH-01).
    public var grabber: Bool
    /// The corner radius; nil means the system's (M-SH-01).
    public var cornerRadius: Double?
    /// Whether an iPad page sheet follows the readable width (`prefersPageSizing`, M-SH-08).
    public var pageSizing: Bool

    /// Creates a sheet spec; every field defaults as UIKit's properties do (M-SH-01).
    public init(
        detents: [SheetDetent] = [],
        selected: String? = nil,
        largestUndimmed: String? = nil,
        edgeAttachedInCompactHeight: Bool = false,
        widthFollowsPreferredSize: Bool = false,
        grabber: Bool = false,
        cornerRadius: Double? = nil,
        pageSizing: Bool = true
    ) {
        self.detents = detents
        self.selected = selected
        self.largestUndimmed = largestUndimmed
        self.edgeAttachedInCompactHeight = edgeAttachedInCompactHeight
        self.widthFollowsPreferredSize = widthFollowsPreferredSize
        self.grabber = grabber
        self.cornerRadius = cornerRadius
        self.pageSizing = pageSizing
    }
}

/// A sheet detent (M-SH-04).
public enum SheetDetent: Sendable, Hashable {
    /// About half the screen height; inactive in compact height.
    case medium
    /// The full height.
    case large
    /// A custom detent `id` whose resolver returns `height` points within the safe area (16+).
    case custom(id: String, height: Double)

    /// The detent's identifier: `medium`, `large` or the custom id.
    public var identifier: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .custom(let id, _): id
        }
    }
}
