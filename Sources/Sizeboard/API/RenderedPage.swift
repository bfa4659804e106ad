/// A page after its blocks were handled and its Markdown rendered: what transforms and the theme see.
public struct RenderedPage: Sendable {
    /// The page's file and front matter.
    public var info: PageInfo
    /// The page title.
    public var title: String
    /// The body HTML, handled blocks replaced by their figures.
    public var bodyHTML: String
    /// The screens of the page, in document order.
    public var screens: [ScreenResult]
    /// HTML for the page's `<head>`, each element once.
    public var headElements: [String]
    /// Files the page produced (its blocks' files and its HTML), until they are written: a build
    /// writes them as soon as the page is rendered and then keeps only their paths.
    public var files: [OutputFile]
    /// The paths of the page's files once written.
    public var writtenFiles: [String] = []
    /// Values a page transform keeps for site generators, which see the page's summary only
    /// (`PageSummary.values`): e.g. the search index's text of the page. Prefix keys with the
    /// plugin's name.
    public var summaryValues: [String: String] = [:]

    /// Creates a rendered page.
    public init(info: PageInfo, title: String, bodyHTML: String, screens: [ScreenResult], headElements: [String], files: [OutputFile]) {
        self.info = info
        self.title = title
        self.bodyHTML = bodyHTML
        self.screens = screens
        self.headElements = headElements
        self.files = files
    }
}
