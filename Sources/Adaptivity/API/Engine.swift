/// The adaptivity engine: resolves a screen in an environment under a behavior.
public struct Engine: Sendable {
    /// The rule set whose defaults apply where UIKit is silent.
    public var behavior: Behavior
    /// Container kinds and presentations registered by plugins.
    public var extensions: EngineExtensions

    /// Creates an engine.
    public init(behavior: Behavior = .classic, extensions: EngineExtensions = EngineExtensions()) {
        self.behavior = behavior
        self.extensions = extensions
    }

    /// Resolves `screen` in `environment`.
    public func resolve(_ screen: ScreenSpec, in environment: Environment) -> Resolution {
        let root = ResolvedNode(
            id: screen.root.id,
            kind: screen.root.kind.name,
            title: screen.root.title,
            frame: environment.bounds,
            horizontal: environment.horizontal,
            vertical: environment.vertical
        )
        return Resolution(
            environment: environment,
            statusBarHidden: environment.vertical == .compact,
            root: root,
            visible: [screen.root.id]
        )
    }
}
