/// The names a `screen` block may use beyond the built-in controller kinds: leaf content kinds,
/// container kinds and custom presentations registered by plugins or declared in `sizeboard.yml`.
///
/// A name outside the vocabulary is an error with a "did you mean" among the names it holds.
public struct ScreenVocabulary: Sendable, Hashable {
    /// The content kinds every site knows: `empty list grid text image form map`.
    public static let standardContentKinds: Set<String> = ["empty", "list", "grid", "text", "image", "form", "map"]

    /// The built-in content kinds, no plugin container kinds and no custom presentations.
    public static let standard = ScreenVocabulary()

    /// The values a leaf's `content` may take.
    public var contentKinds: Set<String>
    /// Container kinds registered by plugins; their children go under `children:` and their other
    /// scalar fields into `CustomContainerSpec.attributes`. A name equal to a built-in kind is ignored.
    public var containerKinds: Set<String>
    /// The names `custom:` may take in a presentation with `style: custom`.
    public var customPresentations: Set<String>

    /// Creates a vocabulary; the content kinds default to the standard ones.
    public init(
        contentKinds: Set<String> = ScreenVocabulary.standardContentKinds,
        containerKinds: Set<String> = [],
        customPresentations: Set<String> = []
    ) {
        self.contentKinds = contentKinds
        self.containerKinds = containerKinds
        self.customPresentations = customPresentations
    }
}
