import Sizeboard

/// Writes `sitemap.xml` with an absolute URL for the index and every page, from `baseURL`.
public struct SitemapPlugin: Plugin {
    /// `sitemap`.
    public let name = "sitemap"

    /// Creates the plugin.
    public init() {}

    /// Adds the sitemap generator.
    public func install(into registry: inout PluginRegistry) {
        registry.addSiteGenerator(SitemapGenerator())
    }
}

/// Generates `sitemap.xml`.
struct SitemapGenerator: SiteGenerator {
    func generate(_ site: GeneratedSite) -> SiteGeneration {
        var base = site.services.config.baseURL
        if !base.hasSuffix("/") { base += "/" }
        let locations = [base] + site.pages.map { "\(base)\($0.info.slug)/" }
        let entries = locations.map { "  <url><loc>\(SVGText.escape($0))</loc></url>" }.joined(separator: "\n")
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        \(entries)
        </urlset>

        """
        return SiteGeneration(files: [OutputFile(path: "sitemap.xml", text: xml)])
    }
}
