/// A template's output for one `TemplateShape`, with a slot wherever one of the context's strings
/// went: made from the output of the context the shape marked (`TemplateSlotMarker`), filled
/// with the strings of any context of the same shape.
struct TemplateSkeleton: Sendable {
    /// How a slot's string was written.
    enum Writing: Sendable {
        /// As it is.
        case verbatim
        /// Escaped by Sizeboard's `HTML` content type (`HTMLEscaping`).
        case escapedBytes
        /// Escaped by swift-mustache's own HTML escaping, character by character.
        case escapedCharacters
    }

    enum Segment: Sendable {
        case text(String)
        case slot(Int, Writing)
    }

    let segments: [Segment]

    /// The skeleton of `output`, rendered from the marked context of a shape whose strings (of any
    /// context of that shape) are `strings`; nil when `output` has a marker in a form it does not
    /// know, or the marker's opening character where no marker is.
    init?(parsing output: String, strings: [TemplateText]) {
        let bytes = Array(output.utf8)
        var segments: [Segment] = []
        var textStart = 0
        var index = 0
        while index < bytes.count {
            guard Self.matches(Self.opening, in: bytes, at: index) else {
                index += 1
                continue
            }
            var cursor = index + Self.opening.count
            var slot = 0
            let digitsStart = cursor
            while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]), cursor - digitsStart < 9 {
                slot = slot * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
                cursor += 1
            }
            guard cursor > digitsStart, slot < strings.count,
                  let (writing, tailLength) = Self.tails.lazy.compactMap({ writing, tail in
                      Self.matches(tail, in: bytes, at: cursor) ? (writing, tail.count) : nil
                  }).first else { return nil }
            cursor += tailLength
            guard Self.matches(Self.closing, in: bytes, at: cursor) else { return nil }
            cursor += Self.closing.count
            if strings[slot].endsWithLineFeed {
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\n") else { return nil }
                cursor += 1
            }
            if textStart < index { segments.append(.text(String(decoding: bytes[textStart..<index], as: UTF8.self))) }
            segments.append(.slot(slot, writing))
            index = cursor
            textStart = cursor
        }
        if textStart < bytes.count { segments.append(.text(String(decoding: bytes[textStart...], as: UTF8.self))) }
        self.segments = segments
    }

    /// The output for a context of the skeleton's shape whose strings are `strings`.
    func filled(with strings: [TemplateText]) -> String {
        String(decoding: filledBytes(with: strings), as: UTF8.self)
    }

    /// The UTF-8 of `filled(with:)`: the texts and strings copied into one array sized at once.
    func filledBytes(with strings: [TemplateText]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(segments.reduce(0) { total, segment in
            switch segment {
            case .text(let text): total + text.utf8.count
            case .slot(let slot, _): total + strings[slot].utf8Count + 16
            }
        })
        for segment in segments {
            switch segment {
            case .text(let text):
                Self.append(text, to: &output)
            case .slot(let slot, .verbatim):
                strings[slot].withUTF8 { output.append(contentsOf: $0) }
            case .slot(let slot, .escapedBytes):
                strings[slot].withUTF8 { HTMLEscaping.appendEscaped($0, to: &output) }
            case .slot(let slot, .escapedCharacters):
                Self.append(Self.escapingCharacters(strings[slot].string), to: &output)
            }
        }
        return output
    }

    private static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    /// `text` escaped as swift-mustache's `HTMLContentType` does: each character that is `<`,
    /// `>`, `&`, `"` or `'` alone replaced.
    static func escapingCharacters(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static let opening = Array("\u{E000}".utf8)
    private static let closing = Array("\u{E001}".utf8)
    private static let tails: [(Writing, [UInt8])] = [
        (.verbatim, Array("\\&&\u{301}".utf8)),
        (.escapedBytes, Array("\\&amp;&amp;\u{301}".utf8)),
        (.escapedCharacters, Array("\\&amp;&\u{301}".utf8)),
    ]

    private static func matches(_ pattern: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }
}
