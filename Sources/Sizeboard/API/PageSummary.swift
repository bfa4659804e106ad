/// What a build keeps of a page once its files are written: enough for the index, the navigation
/// and the site generators, without the page's resolutions (those are in the page's
/// `resolution.json`, read on demand through `GeneratedSite.screens(of:)`).
///
/// A summary is small and does not hold the page's body, so a build keeps every page's summary in
/// memory whatever the site's size; it is `Codable` so that a build can keep it between runs.
/// Its values are shared by copies until one is changed, so the steps copy it cheaply.
public struct PageSummary: Sendable, Hashable, Codable {
    /// The page's file, slug and front matter.
    public var info: PageInfo {
        get { storage.values.info }
        set { storage.change { $0.info = newValue } }
    }

    /// The page title.
    public var title: String {
        get { storage.values.title }
        set { storage.change { $0.title = newValue } }
    }

    /// The page's screens, in document order.
    public var screens: [ScreenSummary] {
        get { storage.values.screens }
        set { storage.change { $0.screens = newValue } }
    }

    /// The paths of the files the page wrote (its blocks' files, its `resolution.json` and its
    /// HTML), below the output folder.
    public var files: [String] {
        get { storage.values.files }
        set { storage.change { $0.files = newValue } }
    }

    /// A fingerprint of the page's prose without its figures, as `resolution.json` writes it.
    public var proseHash: String {
        get { storage.values.proseHash }
        set { storage.change { $0.proseHash = newValue } }
    }

    /// What the page's transforms kept for site generators (`RenderedPage.summaryValues`).
    public var values: [String: String] {
        get { storage.values.values }
        set { storage.change { $0.values = newValue } }
    }

    private var storage: CopyOnWrite<Values>

    /// Creates a summary.
    public init(info: PageInfo, title: String, screens: [ScreenSummary], files: [String] = [], proseHash: String, values: [String: String] = [:]) {
        storage = CopyOnWrite(Values(info: info, title: title, screens: screens, files: files, proseHash: proseHash, values: values))
    }

    /// Creates a summary from its encoded form: `info`, `title`, `screens`, `files`, `proseHash`, `values`.
    public init(from decoder: any Decoder) throws {
        storage = CopyOnWrite(try Values(from: decoder))
    }

    /// Encodes `info`, `title`, `screens`, `files`, `proseHash` and `values`.
    public func encode(to encoder: any Encoder) throws {
        try storage.values.encode(to: encoder)
    }

    /// Whether two summaries are the same, value for value.
    public static func == (left: PageSummary, right: PageSummary) -> Bool {
        left.storage.holdsSameValues(as: right.storage)
    }

    /// Hashes every value.
    public func hash(into hasher: inout Hasher) {
        storage.values.hash(into: &hasher)
    }

    private struct Values: Hashable, Codable {
        var info: PageInfo
        var title: String
        var screens: [ScreenSummary]
        var files: [String]
        var proseHash: String
        var values: [String: String]
    }

    /// The summary of a rendered page, with the files it has written so far.
    public init(_ page: RenderedPage) {
        self.init(
            info: page.info,
            title: page.title,
            screens: page.screens.map(ScreenSummary.init),
            files: page.writtenFiles,
            proseHash: ProseFingerprint.of(page.bodyHTML),
            values: page.summaryValues
        )
    }

    /// The page's own `resolution.json` below the output folder: its entry of the site's
    /// `resolution.json`, e.g. `photos/resolution.json`.
    public var resolutionPath: String {
        Self.resolutionPath(slug: info.slug)
    }

    /// The `resolution.json` of the page with `slug`.
    static func resolutionPath(slug: String) -> String {
        "\(slug)/resolution.json"
    }
}

/// A screen of a page, without its resolutions: its id, caption and environments.
public struct ScreenSummary: Sendable, Hashable, Codable {
    /// The screen's id.
    public var id: String
    /// The screen's caption.
    public var title: String?
    /// Where the screen's block starts in its page.
    public var position: SourcePosition?
    /// The environments the screen was resolved in, in order: one SVG each, at
    /// `<page slug>/<screen id>/<environment id>.svg`. The first is the screen's thumbnail on the index.
    public var environments: [Environment]

    /// Creates a screen summary.
    public init(id: String, title: String?, position: SourcePosition? = nil, environments: [Environment]) {
        self.id = id
        self.title = title
        self.position = position
        self.environments = environments
    }

    /// The summary of a resolved screen.
    public init(_ screen: ScreenResult) {
        self.init(id: screen.id, title: screen.title, position: screen.position, environments: screen.results.map(\.environment))
    }
}
