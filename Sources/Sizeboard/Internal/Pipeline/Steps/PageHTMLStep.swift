/// Step 7: once every page is known, writes each page's HTML through the theme's `page` template
/// with its navigation (`SiteNavigation`: the sections, previous and next), on every core; then
/// lets the pages go, keeping their summaries.
struct PageHTMLStep {
    let configuration: Configuration
    let writer: any OutputWriter

    func run(_ site: RenderedSite) -> RenderedSite {
        let renderer = PageRenderer(services: configuration.services, registry: configuration.registry)
        let navigation = SiteNavigation(sections: site.sections, pages: site.pages, theme: configuration.services.theme)
        let pages = site.pages
        let writer = writer
        let written = Array(pages.indices).orderedParallelMap(jobs: configuration.options.jobs) { index in
            var page = pages[index]
            let html = renderer.html(of: page, navigation: navigation.context(forPageAt: index))
            let diagnostics = writer.write([html], reportingAgainst: page.info.path)
            page.writtenFiles.append(html.path)
            return (page: page, diagnostics: diagnostics)
        }
        var site = site
        site.pages = []
        for (index, outcome) in written.enumerated() {
            site.summaries[index].files = outcome.page.writtenFiles
        }
        site.diagnostics += written.flatMap(\.diagnostics)
        return site
    }
}
