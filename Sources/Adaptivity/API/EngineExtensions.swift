/// What plugins add to the engine: container kinds and custom presentations by name.
public struct EngineExtensions: Sendable {
    /// Container behaviors by kind name, as the `custom` controller kind names them.
    public var containers: [String: any ContainerBehavior]
    /// Custom presentations by name, as `custom:` in a presentation names them (P-03, P-11).
    public var presentations: [String: any CustomPresentation]

    /// Creates a set of extensions; both registries default to empty.
    public init(containers: [String: any ContainerBehavior] = [:], presentations: [String: any CustomPresentation] = [:]) {
        self.containers = containers
        self.presentations = presentations
    }
}
