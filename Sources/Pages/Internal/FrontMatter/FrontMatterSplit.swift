/// A page's text cut into its YAML front matter and its Markdown body.
struct FrontMatterSplit {
    /// The YAML between the `---` lines, if the page starts with front matter.
    var yaml: String?
    /// The Markdown after the closing `---` line.
    var body: Substring
    /// How many lines precede the body in the file.
    var bodyLineOffset: Int
    /// Whether the page opens front matter with `---` and never closes it.
    var isUnterminated: Bool

    /// Splits `text`; front matter is recognized only when the very first line is `---`.
    /// Only the front matter's lines are scanned, over the text's bytes in place.
    init(_ text: String) {
        self.init(yaml: nil, body: text[...], bodyLineOffset: 0, isUnterminated: false)
        var contiguous = text
        switch contiguous.withUTF8(Self.fences) {
        case .absent:
            return
        case .unterminated:
            isUnterminated = true
        case let .closed(yamlStart, yamlEnd, bodyStart, lines):
            let utf8 = text.utf8
            func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
            yaml = String(text[index(yamlStart)..<index(yamlEnd)])
            body = text[index(bodyStart)...]
            bodyLineOffset = lines
        }
    }

    /// Where the front matter of a page whose UTF-8 is `bytes` lies, by byte offsets.
    private enum Fences {
        /// The first line is not `---`.
        case absent
        /// The first line is `---` and no later one is.
        case unterminated
        /// The YAML's bytes, where the body starts, and how many lines precede it.
        case closed(yamlStart: Int, yamlEnd: Int, bodyStart: Int, lines: Int)
    }

    private static func fences(_ bytes: UnsafeBufferPointer<UInt8>) -> Fences {
        var lineStart = 0
        var lineNumber = 0
        var yamlStart: Int?
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let isFence = Self.isFence(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
            lineNumber += 1
            let next = lineEnd < bytes.count ? lineEnd + 1 : bytes.count
            if lineNumber == 1 {
                guard isFence else { return .absent }
                yamlStart = next
            } else if isFence, let yamlStart {
                return .closed(yamlStart: yamlStart, yamlEnd: lineStart, bodyStart: next, lines: lineNumber)
            }
            lineStart = next
        }
        return yamlStart == nil ? .absent : .unterminated
    }

    private init(yaml: String?, body: Substring, bodyLineOffset: Int, isUnterminated: Bool) {
        self.yaml = yaml
        self.body = body
        self.bodyLineOffset = bodyLineOffset
        self.isUnterminated = isUnterminated
    }

    /// `---` followed by nothing but spaces, tabs or a carriage return.
    private static func isFence(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = line.count
        while end > 0, line[end - 1] == UInt8(ascii: " ") || line[end - 1] == UInt8(ascii: "\t") || line[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return end == 3 && line[0] == UInt8(ascii: "-") && line[1] == UInt8(ascii: "-") && line[2] == UInt8(ascii: "-")
    }
}
