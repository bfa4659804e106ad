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
            if let slug = Self.slugInPlace(of: bytes, lastStart: lastStart, lastEnd: lastEnd, trimmedEnd: trimmedEnd) {
                return String(decoding: slug, as: UTF8.self)
            }
            var slug: [UInt8] = []
            slug.reserveCapacity(bytes.count)
            var start = 0
            while start < lastEnd {
                guard bytes[start] != slash else {
                    start += 1
                    continue
                }
                var end = start
                while end < bytes.count, bytes[end] != slash { end += 1 }
                if !slug.isEmpty { slug.append(slash) }
                Slug.appendNonEmpty(bytes[start..<(start == lastStart ? trimmedEnd : end)], to: &slug)
                start = end
            }
            return String(decoding: slug, as: UTF8.self)
        }
    }

    /// The slug `slug(forRelativePath:)` makes of the path `bytes`, written into an array of the
    /// path's length without a check a byte; nil when a component has no ASCII letter or digit
    /// (its slug is a hash name, which can be longer than the component).
    private static func slugInPlace(of bytes: UnsafeBufferPointer<UInt8>, lastStart: Int, lastEnd: Int, trimmedEnd: Int) -> [UInt8]? {
        let slash = UInt8(ascii: "/")
        var complete = true
        let slug = [UInt8](unsafeUninitializedCapacity: bytes.count) { output, initialized in
            var count = 0
            var start = 0
            while start < lastEnd {
                guard bytes[start] != slash else {
                    start += 1
                    continue
                }
                var end = start
                while end < bytes.count, bytes[end] != slash { end += 1 }
                let componentEnd = start == lastStart ? trimmedEnd : end
                let componentStart = count
                if count > 0 {
                    output[count] = slash
                    count += 1
                }
                var pendingDash = false
                var wrote = false
                for index in start..<componentEnd {
                    let byte = bytes[index]
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                        if pendingDash, wrote {
                            output[count] = UInt8(ascii: "-")
                            count += 1
                        }
                        output[count] = byte | (byte >= UInt8(ascii: "A") ? 0x20 : 0)
                        count += 1
                        pendingDash = false
                        wrote = true
                    default:
                        pendingDash = true
                    }
                }
                guard wrote else {
                    complete = false
                    count = componentStart
                    break
                }
                start = end
            }
            initialized = count
        }
        return complete ? slug : nil
    }
}
