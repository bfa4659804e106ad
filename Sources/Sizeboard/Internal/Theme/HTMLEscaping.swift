import Mustache

/// The `HTML` content type of Sizeboard's templates: swift-mustache's escaping (`<`, `>`, `&`, `"`,
/// `'`) byte for byte, done on UTF-8 bytes. The library's own walks `Character`s and looks each up
/// in a dictionary, about 150 ns a character, which made the section navigation most of a build.
/// Templates select it with `{{% CONTENT_TYPE: HTML }}` as their first line; a template without the
/// pragma gets the library's escaping, with the same output.
struct HTMLEscaping: MustacheContentType {
    /// Registers this type under the name `HTML`, before any template is parsed.
    static let registered: Void = MustacheContentTypes.register(HTMLEscaping(), named: "HTML")

    func escapeText(_ text: String) -> String {
        let utf8 = text.utf8
        let escapes = utf8.withContiguousStorageIfAvailable { $0.contains(where: Self.needsEscaping) } ?? utf8.contains(where: Self.needsEscaping)
        guard escapes else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "<"): escaped.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): escaped.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "\""): escaped.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): escaped.append(contentsOf: "&#39;".utf8)
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
