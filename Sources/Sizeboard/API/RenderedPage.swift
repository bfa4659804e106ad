/// A page after its blocks were handled and its Markdown rendered: what transforms and the theme see.
///
/// Its values are shared by copies until one is changed (`CopyOnWrite`): a build passes every
/// page from step to step, and a copy costs one reference count.
public struct RenderedPage: Sendable {
    /// The page's file and front matter.
    public var info: PageInfo {
        get { storage.values.info }
        set { storage.change { $0.info = newValue } }
    }

    /// The page title.
    public var title: String {
        get { storage.values.title }
        set { storage.change { $0.title = newValue } }
    }

    /// The body HTML, handled blocks replaced by their figures.
    public var bodyHTML: String {
        get { storage.values.bodyHTML }
        set { storage.change { $0.bodyHTML = newValue } }
    }

    /// The screens of the page, in document order.
    public var screens: [ScreenResult] {
        get { storage.values.screens }
        set { storage.change { $0.screens = newValue } }
    }

    /// HTML for the page's `<head>`, each element once.
    public var headElements: [String] {
        get { storage.values.headElements }
        set { storage.change { $0.headElements = newValue } }
    }

    /// Files the page produced (its blocks' files and its HTML), until they are written: a build
    /// writes them as soon as the page is rendered and then keeps only their paths.
    public var files: [OutputFile] {
        get { storage.values.files }
        set { storage.change { $0.files = newValue } }
    }

    /// The paths of the page's files once written.
    public var writtenFiles: [String] {
        get { storage.values.writtenFiles }
        set { storage.change { $0.writtenFiles = newValue } }
    }

    /// Values a page transform keeps for site generators, which see the page's summary only
    /// (`PageSummary.values`): e.g. the search index's text of the page. Prefix keys with the
    /// plugin's name.
    public var summaryValues: [String: String] {
        get { storage.values.summaryValues }
        set { storage.change { $0.summaryValues = newValue } }
    }

    private var storage: CopyOnWrite<Values>

    /// Creates a rendered page.
    public init(info: PageInfo, title: String, bodyHTML: String, screens: [ScreenResult], headElements: [String], files: [OutputFile]) {
        storage = CopyOnWrite(Values(
            info: info, title: title, bodyHTML: bodyHTML, screens: screens, headElements: headElements, files: files, writtenFiles: [], summaryValues: [:]
        ))
    }

    private struct Values {
        var info: PageInfo
        var title: String
        var bodyHTML: String
        var screens: [ScreenResult]
        var headElements: [String]
        var files: [OutputFile]
        var writtenFiles: [String]
        var summaryValues: [String: String]
    }
}
