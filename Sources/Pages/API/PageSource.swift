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
        let path = Array(relativePath.utf8)
        var components = path.split(separator: UInt8(ascii: "/"))
        if let last = components.last, last.count >= 3, last[last.endIndex - 3] == UInt8(ascii: "."),
           last[last.endIndex - 2] | 0x20 == UInt8(ascii: "m"), last[last.endIndex - 1] | 0x20 == UInt8(ascii: "d") {
            components[components.count - 1] = last.dropLast(3)
        }
        var slug: [UInt8] = []
        slug.reserveCapacity(path.count)
        for (index, component) in components.enumerated() {
            if index > 0 { slug.append(UInt8(ascii: "/")) }
            Slug.appendNonEmpty(component, to: &slug)
        }
        return String(decoding: slug, as: UTF8.self)
    }
}
