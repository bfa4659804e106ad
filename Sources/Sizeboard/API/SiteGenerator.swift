/// Writes site-wide files (the index, `resolution.json`, a sitemap, a search index) from every page.
public protocol SiteGenerator: Sendable {
    /// The files to add to the output.
    func generate(_ site: GeneratedSite) -> SiteGeneration
}

/// Every page of a build, for site generators.
public struct GeneratedSite: Sendable {
    /// The pages in index order.
    public var pages: [RenderedPage]
    /// The site's configuration and services.
    public var services: SiteServices
    /// Every diagnostic reported so far.
    public var diagnostics: [Diagnostic]

    /// Creates a generated site.
    public init(pages: [RenderedPage], services: SiteServices, diagnostics: [Diagnostic]) {
        self.pages = pages
        self.services = services
        self.diagnostics = diagnostics
    }
}

/// What a site generator produces.
public struct SiteGeneration: Sendable {
    /// Files to write.
    public var files: [OutputFile]
    /// Problems found.
    public var diagnostics: [Diagnostic]

    /// Creates a generation result.
    public init(files: [OutputFile], diagnostics: [Diagnostic] = []) {
        self.files = files
        self.diagnostics = diagnostics
    }
}
