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
    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, Self.isFence(first) else {
            self.init(yaml: nil, body: text[...], bodyLineOffset: 0, isUnterminated: false)
            return
        }
        guard let closing = lines.dropFirst().firstIndex(where: Self.isFence) else {
            self.init(yaml: nil, body: text[...], bodyLineOffset: 0, isUnterminated: true)
            return
        }
        let yaml = lines[1..<closing].joined(separator: "\n")
        let bodyStart = closing + 1 < lines.count ? lines[closing + 1].startIndex : text.endIndex
        self.init(yaml: yaml, body: text[bodyStart...], bodyLineOffset: closing + 1, isUnterminated: false)
    }

    private init(yaml: String?, body: Substring, bodyLineOffset: Int, isUnterminated: Bool) {
        self.yaml = yaml
        self.body = body
        self.bodyLineOffset = bodyLineOffset
        self.isUnterminated = isUnterminated
    }

    private static func isFence(_ line: Substring) -> Bool {
        line.trimmingTrailingWhitespace == "---"
    }
}

extension Substring {
    var trimmingTrailingWhitespace: Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
        return result
    }
}
