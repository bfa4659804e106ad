/// Step 8: runs the site generators one after another (the index, `resolution.json`, the theme's
/// assets, the plugins' generators) on every page, writing their files; a later generator's file
/// replaces an earlier one's at the same path.
struct GenerateStep {
    let configuration: Configuration
    /// Where the generators' files go; nil when nothing is written (a resolve).
    let writer: (any OutputWriter)?

    func run(_ site: RenderedSite) -> RenderedSite {
        var site = site
        for generator in configuration.registry.siteGenerators {
            let generated = GeneratedSite(pages: site.pages, services: configuration.services, diagnostics: configuration.diagnostics + site.diagnostics)
            let generation = generator.generate(generated)
            site.diagnostics += generation.diagnostics
            if let writer {
                site.diagnostics += writer.write(generation.files, replacing: true, reportingAgainst: configuration.configDisplayPath)
            }
        }
        return site
    }
}
