/// How a container kind registered by a plugin lays out its children (DESIGN.md section 6): the
/// custom container view controller's `size(forChildContentContainer:withParentContainerSize:)`,
/// its `setOverrideTraitCollection(_:forChild:)` calls and its collapse behaviour.
public protocol ContainerBehavior: Sendable {
    /// Which children are in the view hierarchy, where, and with which trait overrides, for a
    /// container with the given children, attributes, bounds and traits.
    func layout(_ container: ContainerLayoutInput) -> ContainerLayout
}

/// What a container behavior is given.
public struct ContainerLayoutInput: Sendable, Hashable {
    /// The container's id.
    public var id: String
    /// The child controllers, in declaration order.
    public var children: [ControllerSpec]
    /// The scalar fields of the container's mapping.
    public var attributes: [String: String]
    /// The container's bounds: its own coordinates, origin at zero.
    public var bounds: Rect
    /// The container's fully specified traits.
    public var traits: TraitCollection

    /// Creates an input.
    public init(id: String, children: [ControllerSpec], attributes: [String: String], bounds: Rect, traits: TraitCollection) {
        self.id = id
        self.children = children
        self.attributes = attributes
        self.bounds = bounds
        self.traits = traits
    }
}

/// What a container behavior answers.
public struct ContainerLayout: Sendable, Hashable {
    /// The children in the view hierarchy, back to front; children not listed are not shown.
    public var children: [ContainerChildPlacement]
    /// Whether the container reports itself collapsed, as a split does; nil when the notion does
    /// not apply.
    public var collapsed: Bool?

    /// Creates a layout.
    public init(children: [ContainerChildPlacement], collapsed: Bool? = nil) {
        self.children = children
        self.collapsed = collapsed
    }
}

/// One child a container shows.
public struct ContainerChildPlacement: Sendable, Hashable {
    /// The child's index in `ContainerLayoutInput.children`.
    public var index: Int
    /// The child's frame in the container's coordinates (sizeForChildContentContainer plus a position).
    public var frame: Rect
    /// The trait override the container sets for the child (T-06); partial, unspecified by default.
    public var traitOverride: TraitCollection

    /// Creates a placement.
    public init(index: Int, frame: Rect, traitOverride: TraitCollection = TraitCollection()) {
        self.index = index
        self.frame = frame
        self.traitOverride = traitOverride
    }
}
