/// A coarse description of the room along one axis (T-01).
public enum SizeClass: String, Sendable, Hashable, Codable, CaseIterable {
    /// No value: the trait is not specified in a partial collection.
    case unspecified
    /// Constrained room: an iPhone's width in portrait, its height in landscape.
    case compact
    /// Expansive room: an iPad's width and height.
    case regular
}
