/// The text of a template slot: a string, or UTF-8 bytes the build wrote from a string itself (a
/// page's body read back from the render cache), which a skeleton copies into its output without
/// their being made a string again. Making a string validates its bytes, about 10 instructions a
/// byte once any is not ASCII, as a page with screens always has one (`·`, `×`): a twentieth of
/// a build with screens went to bodies read back that way.
enum TemplateText: Sendable {
    case string(String)
    case utf8(ArraySlice<UInt8>)

    /// Calls `body` with the text's UTF-8.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch self {
        case .string(var string): string.withUTF8(body)
        case .utf8(let bytes): bytes.withUnsafeBufferPointer(body)
        }
    }

    /// How many bytes its UTF-8 has.
    var utf8Count: Int {
        switch self {
        case .string(let string): string.utf8.count
        case .utf8(let bytes): bytes.count
        }
    }

    /// The text as a string, for a render by the template engine itself.
    var string: String {
        switch self {
        case .string(let string): string
        case .utf8(let bytes): String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Whether its last character is a line feed alone: a last byte `\n` not after `\r`, since
    /// `\r\n` is one character and a line feed never joins anything after it.
    var endsWithLineFeed: Bool {
        withUTF8(Self.endsWithLineFeed)
    }

    /// Whether the UTF-8 `bytes` end with a line feed alone, as `endsWithLineFeed` tells.
    static func endsWithLineFeed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.last == UInt8(ascii: "\n") else { return false }
        return bytes.count < 2 || bytes[bytes.count - 2] != UInt8(ascii: "\r")
    }
}
