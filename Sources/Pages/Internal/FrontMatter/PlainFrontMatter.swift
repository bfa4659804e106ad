import Adaptivity

/// Front matter read without a YAML parser when every line is a plain `key: value`: the common
/// case (`title: "A Page"`, `date: 2015-01-01`, `tags: [swift, notes]`), which composing through
/// libyaml and Yams made the largest part of reading a page after the Markdown itself.
///
/// The accepted text is a small subset of YAML, ASCII only, that libyaml reads the same way:
/// each line a key of letters, digits, `_` and `-` at the start of the line, `: `, and a value that
/// is a double- or single-quoted string without escapes, a plain scalar of safe characters, or a
/// one-line flow list of such plain scalars. Anything else (comments, blank lines, nesting,
/// escapes, anchors, non-ASCII, a repeated key, a value a known key rejects) gives nil, and the
/// caller composes the text with Yams as before, which reports what there is to report.
struct PlainFrontMatter {
    /// One value as written.
    enum Value {
        /// A scalar and whether it is plain (unquoted): only plain scalars read as numbers or booleans.
        case scalar(String, plain: Bool)
        /// A flow list of plain scalars.
        case list([String])
    }

    /// The keys in order, each with its 1-based line in the text and its value.
    let entries: [(key: String, line: Int, value: Value)]

    /// Reads `text`, or nil when it is outside the subset.
    init?(_ text: String) {
        var text = text
        guard let entries = text.withUTF8(Self.entries) else { return nil }
        self.entries = entries
    }

    /// The entries of the UTF-8 `bytes`, or nil when they are outside the subset.
    private static func entries(_ bytes: UnsafeBufferPointer<UInt8>) -> [(key: String, line: Int, value: Value)]? {
        var entries: [(key: String, line: Int, value: Value)] = []
        guard bytes.last == UInt8(ascii: "\n") else { return nil }
        var lineStart = 0
        var lineNumber = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            lineNumber += 1
            guard let (key, value) = entry(bytes, lineStart..<lineEnd), !entries.contains(where: { $0.key == key }) else { return nil }
            entries.append((key, lineNumber, value))
            lineStart = lineEnd + 1
        }
        return entries.isEmpty ? nil : entries
    }

    /// `key: value` on the line of `bytes` at `line` (without its line feed).
    private static func entry(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> (String, Value)? {
        guard let colon = line.first(where: { bytes[$0] == UInt8(ascii: ":") }), colon > line.lowerBound,
              (line.lowerBound..<colon).allSatisfy({ isKeyByte(bytes[$0]) }), bytes[line.lowerBound] != UInt8(ascii: "-"),
              colon + 1 < line.upperBound, bytes[colon + 1] == UInt8(ascii: " ") else { return nil }
        var valueStart = colon + 1
        while valueStart < line.upperBound, bytes[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
        guard let value = value(bytes, valueStart..<line.upperBound) else { return nil }
        return (string(bytes, line.lowerBound..<colon), value)
    }

    private static func value(_ bytes: UnsafeBufferPointer<UInt8>, _ text: Range<Int>) -> Value? {
        guard !text.isEmpty else { return nil }
        let first = bytes[text.lowerBound], last = bytes[text.upperBound - 1]
        guard last != UInt8(ascii: " ") else { return nil }
        switch first {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            guard text.count >= 2, last == first else { return nil }
            let inner = (text.lowerBound + 1)..<(text.upperBound - 1)
            guard inner.allSatisfy({ isQuotedByte(bytes[$0]) && bytes[$0] != first }) else { return nil }
            return .scalar(string(bytes, inner), plain: false)
        case UInt8(ascii: "["):
            guard last == UInt8(ascii: "]") else { return nil }
            let inner = (text.lowerBound + 1)..<(text.upperBound - 1)
            guard inner.contains(where: { bytes[$0] != UInt8(ascii: " ") }) else { return inner.isEmpty ? .list([]) : nil }
            var items: [String] = []
            var itemStart = inner.lowerBound
            while itemStart <= inner.upperBound {
                let itemEnd = inner[itemStart...].first { bytes[$0] == UInt8(ascii: ",") } ?? inner.upperBound
                var trimmed = itemStart..<itemEnd
                while let first = trimmed.first, bytes[first] == UInt8(ascii: " ") { trimmed = (first + 1)..<trimmed.upperBound }
                while let last = trimmed.last, bytes[last] == UInt8(ascii: " ") { trimmed = trimmed.lowerBound..<last }
                guard let first = trimmed.first, isAlphanumeric(bytes[first]), trimmed.allSatisfy({ isListItemByte(bytes[$0]) }) else { return nil }
                items.append(string(bytes, trimmed))
                itemStart = itemEnd + 1
            }
            return .list(items)
        default:
            guard isAlphanumeric(first), text.allSatisfy({ isPlainByte(bytes[$0]) }), last != UInt8(ascii: ":") else { return nil }
            for index in text.dropLast() where bytes[index] == UInt8(ascii: ":") && bytes[index + 1] == UInt8(ascii: " ") {
                return nil
            }
            return .scalar(string(bytes, text), plain: true)
        }
    }

    /// The ASCII `bytes` at `range` as a string.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    private static func isListItemByte(_ byte: UInt8) -> Bool {
        isKeyByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "+")
    }

    private static func isPlainByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "+"), UInt8(ascii: ","),
             UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "'"), UInt8(ascii: ";"):
            true
        default:
            isKeyByte(byte)
        }
    }

    /// Printable ASCII but the backslash, which starts an escape in double quotes.
    private static func isQuotedByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\")
    }
}
