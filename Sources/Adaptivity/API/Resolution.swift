/// What a screen looks like in one environment (the resolve contract's RESULT).
public struct Resolution: Sendable, Hashable {
    /// The environment resolved in.
    public var environment: Environment
    /// Whether the status bar is hidden (B-01).
    public var statusBarHidden: Bool
    /// The window's root controller as it is in the view hierarchy.
    public var root: ResolvedNode
    /// The presentations, in the order they were made.
    public var presentations: [ResolvedPresentation]
    /// Ids of the leaf views on screen, back to front.
    public var visible: [String]
    /// Problems found while resolving, reported as diagnostics by the build.
    public var problems: [ResolutionProblem]

    /// Creates a resolution.
    public init(
        environment: Environment,
        statusBarHidden: Bool,
        root: ResolvedNode,
        presentations: [ResolvedPresentation] = [],
        visible: [String] = [],
        problems: [ResolutionProblem] = []
    ) {
        self.environment = environment
        self.statusBarHidden = statusBarHidden
        self.root = root
        self.presentations = presentations
        self.visible = visible
        self.problems = problems
    }
}

extension Resolution: Encodable {
    private enum CodingKeys: String, CodingKey {
        case environment, statusBarHidden, root, presentations, visible
    }

    /// Encodes the contract's keys; problems travel separately, as diagnostics.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(environment, forKey: .environment)
        try container.encode(statusBarHidden, forKey: .statusBarHidden)
        try container.encode(root, forKey: .root)
        try container.encode(presentations, forKey: .presentations)
        try container.encode(visible, forKey: .visible)
    }
}
