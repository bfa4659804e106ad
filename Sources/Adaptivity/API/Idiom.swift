/// The kind of device an interface runs on (T-01).
public enum Idiom: String, Sendable, Hashable, Codable, CaseIterable {
    /// No value: the trait is not specified in a partial collection.
    case unspecified
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
}
