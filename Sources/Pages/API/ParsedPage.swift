/// A page parsed into its metadata and Markdown document.
///
/// It holds a `MarkdownDocument`, so it is not `Sendable`: keep it within the task that parsed it.
public struct ParsedPage {
    /// The file.
    public var source: PageSource
    /// The front matter.
    public var metadata: PageMetadata
    /// The Markdown after the front matter.
    public var document: MarkdownDocument
    /// Problems with the front matter.
    public var diagnostics: [Diagnostic]

    /// Parses `source`: front matter first, then the body through libcmark, with file line numbers.
    public init(_ source: PageSource) {
        let split = FrontMatterSplit(source.text)
        var diagnostics: [Diagnostic] = []
        var metadata = PageMetadata()
        if split.isUnterminated {
            diagnostics.append(.error(
                "unterminated-front-matter",
                "front matter opened with '---' is never closed by a '---' line",
                path: source.path,
                at: .init(line: 1, column: 1)
            ))
        }
        if let yaml = split.yaml {
            (metadata, diagnostics) = FrontMatterDecoder(path: source.path, lineOffset: 1).decode(yaml)
        }
        let document = MarkdownDocument(markdown: String(split.body), lineOffset: split.bodyLineOffset)
        if metadata.title == nil { metadata.title = document.firstHeading }
        self.source = source
        self.metadata = metadata
        self.document = document
        self.diagnostics = diagnostics
    }

    /// The title: the front matter's, else the first heading, else the file name.
    public var title: String {
        metadata.title ?? String(source.slug.split(separator: "/").last ?? "")
    }
}
