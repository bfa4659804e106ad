/// Writes site-wide files (the index, `resolution.json`, a sitemap, a search index) from every
/// page's summary.
public protocol SiteGenerator: Sendable {
    /// The files to add to the output.
    func generate(_ site: GeneratedSite) -> SiteGeneration
}

/// Every page of a build, for site generators: each page's summary, and its resolutions on demand.
///
/// A build does not keep every page's resolutions in memory: they are written to each page's
/// `resolution.json` as soon as the page is rendered. `screens(of:)` reads one page's back.
public struct GeneratedSite: Sendable {
    /// The pages in index order.
    public var pages: [PageSummary]
    /// The site's configuration and services.
    public var services: SiteServices
    /// Every diagnostic reported so far.
    public var diagnostics: [Diagnostic]
    /// How many threads a generator may use (the build's `--jobs`): the index hashes every
    /// page's entry on that many.
    public var jobs: Int
    private let screenReader: @Sendable (PageSummary) throws -> [ScreenResult]

    /// Creates a generated site whose `screens(of:)` calls `screens`, its generators on `jobs` threads.
    public init(
        pages: [PageSummary],
        services: SiteServices,
        diagnostics: [Diagnostic],
        jobs: Int = 1,
        screens: @escaping @Sendable (PageSummary) throws -> [ScreenResult]
    ) {
        self.pages = pages
        self.services = services
        self.diagnostics = diagnostics
        self.jobs = jobs
        screenReader = screens
    }

    /// The screens of `page` with their resolutions, in document order, read from the page's
    /// `resolution.json`: what the resolve contract holds of each `Resolution` (the engine's
    /// problems are diagnostics, not part of it, and come back empty). Read one page at a time
    /// and let it go: a site's resolutions together can be larger than memory.
    public func screens(of page: PageSummary) throws -> [ScreenResult] {
        try screenReader(page)
    }
}

/// What a site generator produces.
public struct SiteGeneration: Sendable {
    /// Files to write.
    public var files: [OutputFile]
    /// Files to write unless the last build wrote them from the same key (`KeyedOutputFile`),
    /// written after `files`.
    public var keyedFiles: [KeyedOutputFile]
    /// Problems found.
    public var diagnostics: [Diagnostic]

    /// Creates a generation result.
    public init(files: [OutputFile], keyedFiles: [KeyedOutputFile] = [], diagnostics: [Diagnostic] = []) {
        self.files = files
        self.keyedFiles = keyedFiles
        self.diagnostics = diagnostics
    }
}
