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
    /// Only the front matter's lines are scanned, byte by byte.
    init(_ text: String) {
        self.init(yaml: nil, body: text[...], bodyLineOffset: 0, isUnterminated: false)
        let bytes = text.utf8
        var lineStart = bytes.startIndex
        var lineNumber = 0
        var yamlStart: String.Index?
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            let isFence = Self.isFence(bytes[lineStart..<lineEnd])
            lineNumber += 1
            let next = lineEnd < bytes.endIndex ? bytes.index(after: lineEnd) : bytes.endIndex
            if lineNumber == 1 {
                guard isFence else { return }
                yamlStart = next
            } else if isFence, let yamlStart {
                yaml = String(text[yamlStart..<lineStart])
                body = text[next...]
                bodyLineOffset = lineNumber
                return
            }
            lineStart = next
        }
        isUnterminated = yamlStart != nil
    }

    private init(yaml: String?, body: Substring, bodyLineOffset: Int, isUnterminated: Bool) {
        self.yaml = yaml
        self.body = body
        self.bodyLineOffset = bodyLineOffset
        self.isUnterminated = isUnterminated
    }

    /// `---` followed by nothing but spaces, tabs or a carriage return.
    private static func isFence(_ line: Substring.UTF8View) -> Bool {
        var trimmed = line
        while let last = trimmed.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") {
            trimmed = trimmed.dropLast()
        }
        return trimmed.elementsEqual("---".utf8)
    }
}
