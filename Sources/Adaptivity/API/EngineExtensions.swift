/// What plugins add to the engine: container kinds and custom presentations by name.
public struct EngineExtensions: Sendable {
    /// Creates an empty set of extensions.
    public init() {}
}
