/// An override a parent sets for a child (T-06), applied only while the child's container size
/// meets the condition.
public struct TraitOverrideSpec: Sendable, Hashable {
    /// The horizontal size class to force, if any.
    public var horizontal: SizeClass
    /// The vertical size class to force, if any.
    public var vertical: SizeClass
    /// The size condition; the override applies only when it holds.
    public var when: SizeCondition

    /// Creates an override.
    public init(horizontal: SizeClass = .unspecified, vertical: SizeClass = .unspecified, when: SizeCondition = SizeCondition()) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.when = when
    }

    /// The partial trait collection this override sets.
    public var traits: TraitCollection {
        TraitCollection(horizontal: horizontal, vertical: vertical)
    }
}

/// Bounds on a container's size, each optional and inclusive.
public struct SizeCondition: Sendable, Hashable {
    /// The smallest width that matches.
    public var minimumWidth: Double?
    /// The largest width that matches.
    public var maximumWidth: Double?
    /// The smallest height that matches.
    public var minimumHeight: Double?
    /// The largest height that matches.
    public var maximumHeight: Double?

    /// Creates a condition; no bound means any size matches.
    public init(minimumWidth: Double? = nil, maximumWidth: Double? = nil, minimumHeight: Double? = nil, maximumHeight: Double? = nil) {
        self.minimumWidth = minimumWidth
        self.maximumWidth = maximumWidth
        self.minimumHeight = minimumHeight
        self.maximumHeight = maximumHeight
    }

    /// Whether `size` meets every bound.
    public func matches(_ size: Size) -> Bool {
        (minimumWidth.map { size.width >= $0 } ?? true)
            && (maximumWidth.map { size.width <= $0 } ?? true)
            && (minimumHeight.map { size.height >= $0 } ?? true)
            && (maximumHeight.map { size.height <= $0 } ?? true)
    }
}
