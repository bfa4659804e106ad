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
        Self.appendEscaped(text, to: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Appends the UTF-8 of `text`, escaped as `escapeText` escapes it, to `output`.
    static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped($0, to: &output) }
    }

    /// Appends the UTF-8 `bytes`, escaped as `escapeText` escapes a text, to `output`.
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var start = 0
        for (index, byte) in bytes.enumerated() where needsEscaping(byte) {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            switch byte {
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            default: output.append(contentsOf: "&#39;".utf8)
            }
            start = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
