/// The names a screen block may use beyond the built-in ones.
public struct ScreenVocabulary: Sendable {
    /// Leaf content kinds.
    public var contentKinds: Set<String>
    /// The standard vocabulary.
    public static let standard = ScreenVocabulary(contentKinds: ["empty", "list", "grid", "text", "image", "form", "map"])
}
