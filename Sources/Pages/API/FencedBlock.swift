import Adaptivity

/// A fenced code block of a page, with its position in the file (front matter lines counted).
public struct FencedBlock: Sendable, Hashable {
    /// The whole info string, e.g. `screen {compact-only}`.
    public var info: String
    /// The first word of the info string, e.g. `screen`.
    public var language: String
    /// The words inside `{…}` after the language, e.g. `["compact-only"]`.
    public var attributes: [String]
    /// The literal content, without the fences.
    public var body: String
    /// The block from its opening fence to its closing fence.
    public var range: SourceRange
    /// The file line of the body's first line.
    public var bodyStartLine: Int
    /// The columns cmark removed from each body line (the opening fence's indentation).
    public var bodyIndent: Int

    /// Creates a block.
    public init(info: String, language: String, attributes: [String], body: String, range: SourceRange, bodyStartLine: Int, bodyIndent: Int) {
        self.info = info
        self.language = language
        self.attributes = attributes
        self.body = body
        self.range = range
        self.bodyStartLine = bodyStartLine
        self.bodyIndent = bodyIndent
    }

    /// The file position of a position inside the body (both 1-based).
    public func filePosition(bodyLine: Int, bodyColumn: Int) -> SourcePosition {
        SourcePosition(line: bodyStartLine + bodyLine - 1, column: bodyColumn + bodyIndent)
    }
}
