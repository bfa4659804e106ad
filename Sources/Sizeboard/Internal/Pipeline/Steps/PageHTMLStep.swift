/// Step 7: once every page is known, writes each page's HTML through the theme's `page` template
/// with its navigation (`SiteNavigation`: the sections, previous and next), on every core; then
/// lets the pages go, keeping their summaries.
///
/// A page from the render cache whose navigation is the one it had in the last build has the
/// HTML the last build wrote: that file is kept as it is (`OutputWriter.keep`), not rendered
/// again. Each page's HTML is recorded (`PageHTMLRecord`) for the next build to compare with.
struct PageHTMLStep {
    let configuration: Configuration
    let writer: any OutputWriter

    func run(_ site: RenderedSite) -> RenderedSite {
        let renderer = PageRenderer(services: configuration.services, registry: configuration.registry)
        let navigation = SiteNavigation(sections: site.sections, pages: site.pages, theme: configuration.services.theme)
        let pages = site.pages
        let writer = writer
        let last = writer.lastBuild?.pageHTML ?? [:]
        let fingerprint = String(configuration.fingerprint)
        let written = Array(pages.indices).orderedParallelMap(jobs: configuration.options.jobs) { index in
            var page = pages[index]
            let path = page.info.path
            var key = StableHash()
            key.combine(fingerprint)
            key.combine(site.hashes[path].map { String($0) } ?? "")
            key.combine(String(navigation.key(forPageAt: index)))
            let htmlPath = PageRenderer.htmlPath(of: page.info)
            page.writtenFiles.append(htmlPath)
            if site.cached[index], let kept = last[path], kept.key == key.value, writer.keep([KeptFile(path: htmlPath, hash: kept.hash)]) {
                return (page: page, record: kept, diagnostics: [Diagnostic]())
            }
            let html = renderer.html(of: page, navigation: navigation.context(forPageAt: index))
            let diagnostics = writer.write([html], reportingAgainst: path)
            return (page: page, record: PageHTMLRecord(key: key.value, hash: KeptFile(html)?.hash ?? 0), diagnostics: diagnostics)
        }
        var site = site
        site.pages = []
        for (index, outcome) in written.enumerated() {
            site.summaries[index].files = outcome.page.writtenFiles
            site.pageHTML[outcome.page.info.path] = outcome.record
        }
        site.diagnostics += written.flatMap(\.diagnostics)
        return site
    }
}
