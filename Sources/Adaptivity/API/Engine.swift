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

    /// Resolves `screen` in `environment`: size-class variants (IB-*), trait inheritance and
    /// overrides (T-05 to T-07), containers and their collapse (S-*, PG-*, plugin containers),
    /// bars and frames (B-*), the actions routed by target-action (SH-*), then the presentations
    /// (P-*, PO-*, A-*). Problems are reported in the resolution, never by crashing.
    public func resolve(_ screen: ScreenSpec, in environment: Environment) -> Resolution {
        var resolution = ScreenResolution(screen: screen, environment: environment, behavior: behavior, extensions: extensions)
        return resolution.resolve()
    }
}
