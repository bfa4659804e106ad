/// What a block handler produces.
public struct BlockResult: Sendable {
    /// The HTML that replaces the block in the page.
    public var html: String
    /// Files to write, with paths relative to the output folder.
    public var files: [OutputFile]
    /// Screens resolved by the block, for `resolution.json` and the index.
    public var screens: [ScreenResult]
    /// Problems found.
    public var diagnostics: [Diagnostic]
    /// HTML for the page's `<head>`, added once per page however many blocks ask for it.
    public var headElements: [String]

    /// Creates a result.
    public init(
        html: String,
        files: [OutputFile] = [],
        screens: [ScreenResult] = [],
        diagnostics: [Diagnostic] = [],
        headElements: [String] = []
    ) {
        self.html = html
        self.files = files
        self.screens = screens
        self.diagnostics = diagnostics
        self.headElements = headElements
    }
}
