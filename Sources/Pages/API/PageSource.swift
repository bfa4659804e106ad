/// A Markdown file of the content folder.
public struct PageSource: Sendable, Hashable {
    /// The path shown in diagnostics and the resolve contract, e.g. `Content/photos.md`.
    public var path: String
    /// The path below the content folder, e.g. `guide/photos.md`.
    public var relativePath: String
    /// The file's text.
    public var text: String

    /// Creates a source.
    public init(path: String, relativePath: String, text: String) {
        self.path = path
        self.relativePath = relativePath
        self.text = text
    }

    /// The output folder of the page: each path component slugged, without the `.md` extension (in
    /// any case); a component with no ASCII letter or digit gets a stable hashed name, never an
    /// empty one that would land on the index.
    public var slug: String {
        Self.slug(forRelativePath: relativePath)
    }

    /// The output folder of the page at `relativePath` below the content folder (see `slug`).
    public static func slug(forRelativePath relativePath: String) -> String {
        var components = relativePath.split(separator: "/").map(String.init)
        if let last = components.last, last.lowercased().hasSuffix(".md") {
            components[components.count - 1] = String(last.dropLast(3))
        }
        return components.map(Slug.makeNonEmpty).joined(separator: "/")
    }
}
