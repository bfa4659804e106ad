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
        /// Text of the template that is all ASCII: the bytes `range` of `asciiTexts`.
        case asciiText(Range<Int>)
        /// Text of the template with a character beyond ASCII.
        case text(String)
        case slot(Int, Writing)
    }

    let segments: [Segment]
    /// The bytes of the ASCII texts, one after another: copied without a string's retain and
    /// release, and never validated.
    let asciiTexts: [UInt8]

    /// The skeleton of `output`, rendered from the marked context of a shape whose strings (of any
    /// context of that shape) are `strings`; nil when `output` has a marker in a form it does not
    /// know, or the marker's opening character where no marker is.
    init?(parsing output: String, strings: [TemplateText]) {
        let bytes = Array(output.utf8)
        var segments: [Segment] = []
        var asciiTexts: [UInt8] = []
        func addText(_ text: ArraySlice<UInt8>) {
            guard !text.isEmpty else { return }
            if text.allSatisfy({ $0 < 0x80 }) {
                segments.append(.asciiText(asciiTexts.count..<(asciiTexts.count + text.count)))
                asciiTexts += text
            } else {
                segments.append(.text(String(decoding: text, as: UTF8.self)))
            }
        }
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
            addText(bytes[textStart..<index])
            segments.append(.slot(slot, writing))
            index = cursor
            textStart = cursor
        }
        addText(bytes[textStart...])
        self.segments = segments
        self.asciiTexts = asciiTexts
    }

    /// The output for a context of the skeleton's shape whose strings are `strings`, built without
    /// its bytes validated again as making a string of `filledBytes(with:)` would
    /// (`TemplateTextBuilder`).
    func filled(with strings: [TemplateText]) -> String {
        var builder = TemplateTextBuilder(capacity: asciiTexts.count + 32 * segments.count)
        asciiTexts.withUnsafeBufferPointer { asciiTexts in
            for segment in segments {
                switch segment {
                case .asciiText(let range):
                    builder.append(ascii: UnsafeBufferPointer(rebasing: asciiTexts[range]))
                case .text(let text):
                    builder.append(text)
                case .slot(let slot, .verbatim):
                    builder.append(strings[slot].string)
                case .slot(let slot, .escapedBytes):
                    builder.appendEscaped(strings[slot].string)
                case .slot(let slot, .escapedCharacters):
                    builder.append(Self.escapingCharacters(strings[slot].string))
                }
            }
        }
        return builder.finished()
    }

    /// The UTF-8 of `filled(with:)`: the texts and strings copied into one array sized at once.
    func filledBytes(with strings: [TemplateText]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(capacity(for: strings))
        asciiTexts.withUnsafeBufferPointer { asciiTexts in
            for segment in segments {
                switch segment {
                case .asciiText(let range):
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: asciiTexts[range]))
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
        }
        return output
    }

    /// About how many bytes the output for `strings` takes, with room for some escapes.
    private func capacity(for strings: [TemplateText]) -> Int {
        segments.reduce(0) { total, segment in
            switch segment {
            case .asciiText(let range): total + range.count
            case .text(let text): total + text.utf8.count
            case .slot(let slot, _): total + strings[slot].utf8Count + 16
            }
        }
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
