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
    /// The behavior's name when it is not `classic` (reported as `behavior`).
    public var behavior: String?
    /// The iOS version whose rules the resolution follows, under `modern` (reported as `ios`).
    public var iosVersion: Int?

    /// Creates a resolution.
    public init(
        environment: Environment,
        statusBarHidden: Bool,
        root: ResolvedNode,
        presentations: [ResolvedPresentation] = [],
        visible: [String] = [],
        problems: [ResolutionProblem] = [],
        behavior: String? = nil,
        iosVersion: Int? = nil
    ) {
        self.environment = environment
        self.statusBarHidden = statusBarHidden
        self.root = root
        self.presentations = presentations
        self.visible = visible
        self.problems = problems
        self.behavior = behavior
        self.iosVersion = iosVersion
    }
}

extension Resolution: Encodable {
    private enum CodingKeys: String, CodingKey {
        case environment, statusBarHidden, root, presentations, visible, behavior, ios
    }

    /// Encodes the contract's keys; problems travel separately, as diagnostics. `behavior` and
    /// `ios` are added under a behavior other than `classic`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(environment, forKey: .environment)
        try container.encode(statusBarHidden, forKey: .statusBarHidden)
        try container.encode(root, forKey: .root)
        try container.encode(presentations, forKey: .presentations)
        try container.encode(visible, forKey: .visible)
        try container.encodeIfPresent(behavior, forKey: .behavior)
        try container.encodeIfPresent(iosVersion, forKey: .ios)
    }
}
