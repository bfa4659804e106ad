/// Step 8: runs the site generators one after another (the index, `resolution.json`, the theme's
/// assets, the plugins' generators) on every page's summary, writing their files; a later
/// generator's file replaces an earlier one's at the same path, and a page one of whose files a
/// generator replaces loses its render cache entry (its files in the site are not its own). A
/// generator reads a page's resolutions on demand: from the page's `resolution.json` as
/// written, or (a resolve, which writes nothing) from the pages in memory.
struct GenerateStep {
    let configuration: Configuration
    /// Where the generators' files go; nil when nothing is written (a resolve).
    let writer: (any OutputWriter)?

    func run(_ site: RenderedSite) -> RenderedSite {
        var site = site
        let screens: @Sendable (PageSummary) throws -> [ScreenResult]
        if let writer {
            screens = { page in try ResolutionReading.screens(of: page, from: writer.writtenBytes(of: page.resolutionPath)) }
        } else {
            let byPath = Dictionary(site.pages.map { ($0.info.path, $0.screens) }, uniquingKeysWith: { first, _ in first })
            screens = { page in byPath[page.info.path] ?? [] }
        }
        let pageByFile = Dictionary(site.summaries.flatMap { page in page.files.map { ($0, page.info.path) } }, uniquingKeysWith: { first, _ in first })
        for generator in configuration.registry.siteGenerators {
            let generated = GeneratedSite(
                pages: site.summaries, services: configuration.services, diagnostics: configuration.diagnostics + site.diagnostics, screens: screens
            )
            let generation = generator.generate(generated)
            site.diagnostics += generation.diagnostics
            if let writer {
                site.diagnostics += writer.write(generation.files, replacing: true, reportingAgainst: configuration.configDisplayPath)
                for page in Set(generation.files.compactMap { pageByFile[$0.path] }) {
                    writer.pageCache?.remove(named: PageCacheEntry.name(forPagePath: page))
                }
            }
        }
        return site
    }
}
