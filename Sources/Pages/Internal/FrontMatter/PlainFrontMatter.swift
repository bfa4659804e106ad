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
        var entries: [(key: String, line: Int, value: Value)] = []
        var keys: Set<String> = []
        let bytes = Array(text.utf8)
        guard bytes.last == UInt8(ascii: "\n") else { return nil }
        var lineStart = 0
        var lineNumber = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            lineNumber += 1
            guard let (key, value) = Self.entry(bytes[lineStart..<lineEnd]), keys.insert(key).inserted else { return nil }
            entries.append((key, lineNumber, value))
            lineStart = lineEnd + 1
        }
        guard !entries.isEmpty else { return nil }
        self.entries = entries
    }

    /// `key: value` on one line (without its line feed).
    private static func entry(_ line: ArraySlice<UInt8>) -> (String, Value)? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
              line[line.startIndex..<colon].allSatisfy(isKeyByte), line[line.startIndex] != UInt8(ascii: "-"),
              colon + 1 < line.endIndex, line[colon + 1] == UInt8(ascii: " ") else { return nil }
        var valueStart = colon + 1
        while valueStart < line.endIndex, line[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
        guard let value = Self.value(line[valueStart...]) else { return nil }
        return (String(decoding: line[line.startIndex..<colon], as: UTF8.self), value)
    }

    private static func value(_ text: ArraySlice<UInt8>) -> Value? {
        guard let first = text.first, let last = text.last, last != UInt8(ascii: " ") else { return nil }
        switch first {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            guard text.count >= 2, last == first else { return nil }
            let inner = text.dropFirst().dropLast()
            guard inner.allSatisfy({ isQuotedByte($0) && $0 != first }) else { return nil }
            return .scalar(String(decoding: inner, as: UTF8.self), plain: false)
        case UInt8(ascii: "["):
            guard last == UInt8(ascii: "]") else { return nil }
            let inner = text.dropFirst().dropLast()
            guard inner.contains(where: { $0 != UInt8(ascii: " ") }) else { return inner.isEmpty ? .list([]) : nil }
            var items: [String] = []
            for item in inner.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
                let trimmed = item.drop { $0 == UInt8(ascii: " ") }.reversed().drop { $0 == UInt8(ascii: " ") }.reversed()
                guard let first = trimmed.first, isAlphanumeric(first), trimmed.allSatisfy(isListItemByte) else { return nil }
                items.append(String(decoding: trimmed, as: UTF8.self))
            }
            return .list(items)
        default:
            guard isAlphanumeric(first), text.allSatisfy(isPlainByte), last != UInt8(ascii: ":") else { return nil }
            for index in text.indices.dropLast() where text[index] == UInt8(ascii: ":") && text[index + 1] == UInt8(ascii: " ") {
                return nil
            }
            return .scalar(String(decoding: text, as: UTF8.self), plain: true)
        }
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
