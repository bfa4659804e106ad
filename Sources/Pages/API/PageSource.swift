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
        var path = relativePath
        return path.withUTF8 { bytes in
            let slash = UInt8(ascii: "/")
            var lastEnd = bytes.count
            while lastEnd > 0, bytes[lastEnd - 1] == slash { lastEnd -= 1 }
            var lastStart = lastEnd
            while lastStart > 0, bytes[lastStart - 1] != slash { lastStart -= 1 }
            var trimmedEnd = lastEnd
            if lastEnd - lastStart >= 3, bytes[lastEnd - 3] == UInt8(ascii: "."),
               bytes[lastEnd - 2] | 0x20 == UInt8(ascii: "m"), bytes[lastEnd - 1] | 0x20 == UInt8(ascii: "d") {
                trimmedEnd = lastEnd - 3
            }
            if let slug = Slug.path(bytes, lastComponent: lastStart..<trimmedEnd, end: lastEnd) {
                return slug
            }
            return bytes[..<lastEnd].split(separator: slash).map { component in
                let name = component.startIndex == lastStart ? bytes[lastStart..<trimmedEnd] : component
                return Slug.makeNonEmpty(String(decoding: name, as: UTF8.self))
            }.joined(separator: "/")
        }
    }
}
