/// Step 7: once every page is known, writes each page's HTML through the theme's `page` template
/// with its navigation (`SiteNavigation`: the sections, previous and next), on every core; then
/// lets the pages go, keeping their summaries.
///
/// A page from the render cache whose navigation is the one it had in the last build has the
/// HTML the last build wrote: that file is kept as it is (every such page's at once,
/// `OutputWriter.keep(groups:)`), not rendered again, and the navigation renders only the entries
/// of the pages rendered (180 ms instead of 320 ms for a one-page edit at 10k pages, when this was
/// first done). Each page's HTML is recorded (`PageHTMLRecord`) for
/// the next build to compare with. A page whose body is not in memory (`RenderedSite.bodies`) has
/// it read back from the render cache just before its HTML is rendered, as bytes copied into the
/// HTML (`TemplateText`), or, when the cache entry kept no body, has it rendered again from the
/// page's source; when that fails, the page is in `RenderedSite.pagesWithoutHTML` and the commit
/// leaves the last site.
struct PageHTMLStep {
    let configuration: Configuration
    let writer: any OutputWriter

    /// The code of the error for a page whose body the render cache could not give back.
    static let bodyUnreadableCode = "render-cache-unreadable"

    /// Where a page's HTML goes, its key, and the last build's record of it when that file can
    /// be kept (and, once the files to keep are brought, when it is).
    private struct PlannedPage: Sendable {
        var htmlPath: String
        var key: UInt64
        var kept: PageHTMLRecord?
    }

    func run(_ site: RenderedSite) -> RenderedSite {
        let renderer = PageRenderer(services: configuration.services, registry: configuration.registry)
        let navigation = SiteNavigation(sections: site.sections, pages: site.pages, theme: configuration.services.theme, jobs: configuration.options.jobs)
        let pages = site.pages
        let writer = writer
        let last = writer.lastBuild?.pageHTML ?? [:]
        let fingerprint = configuration.fingerprint
        let jobs = configuration.options.jobs
        let hashes = site.hashes
        let cached = site.cached
        var planned = Array(pages.indices).orderedParallelMap(jobs: jobs) { index -> PlannedPage in
            let path = pages[index].info.path
            var key = StableHash()
            key.combine(fingerprint)
            key.combine(1)
            key.combine(hashes[index])
            key.combine(navigation.key(forPageAt: index))
            let htmlPath = PageRenderer.htmlPath(of: pages[index].info)
            if cached[index], let kept = last[path], kept.key == key.value {
                return PlannedPage(htmlPath: htmlPath, key: key.value, kept: kept)
            }
            return PlannedPage(htmlPath: htmlPath, key: key.value, kept: nil)
        }
        let keepable = planned.indices.compactMap { index in planned[index].kept.map { (index: index, file: KeptFile(path: planned[index].htmlPath, hash: $0.hash)) } }
        for (page, brought) in zip(keepable, writer.keep(groups: keepable.map { [$0.file] })) where !brought {
            planned[page.index].kept = nil
        }
        let plan = planned
        let toRender = planned.indices.filter { planned[$0].kept == nil }
        let rendering = navigation.rendering(toRender, jobs: jobs)
        let rendered = toRender.orderedParallelMap(jobs: jobs) { index -> (record: PageHTMLRecord?, diagnostics: [Diagnostic]) in
            let page = pages[index]
            let path = page.info.path
            let body: TemplateText
            switch site.bodies[index] {
            case .held:
                body = .string(page.bodyHTML)
            case .renderCache:
                guard let storage = writer.pageCache,
                      let bytes = PageCacheEntry.bodyBytes(from: storage, path: path, slug: page.info.slug, hash: site.hashes[index], fingerprint: fingerprint) else {
                    return (record: nil, diagnostics: [.error(Self.bodyUnreadableCode, "cannot read the page's body back from the render cache, so its HTML was not written", path: path, at: nil)])
                }
                body = .utf8(bytes)
            case .renderAgain(let pending):
                guard let again = bodyRenderedAgain(pending, hash: site.hashes[index], renderer: renderer) else {
                    return (record: nil, diagnostics: [.error(Self.bodyUnreadableCode, "cannot render the page's body again from the bytes the build started with (the file changed or cannot be read), so its HTML was not written", path: path, at: nil)])
                }
                body = .string(again)
            }
            let html = renderer.html(of: page, body: body, navigation: rendering.context(forPageAt: index))
            let written = writer.writeKeeping([html], reportingAgainst: page.info.path)
            return (record: PageHTMLRecord(key: plan[index].key, hash: written.kept.first?.hash ?? 0), diagnostics: written.diagnostics)
        }
        // The last build's rows stay for the pages whose HTML was kept (they are theirs); the
        // rendered pages' rows are set, and the rows of pages gone are looked for only when the
        // count says there are some.
        var records = last
        var pagesWithHTML = pages.count - toRender.count
        for (index, outcome) in zip(toRender, rendered) {
            records[pages[index].info.path] = outcome.record
            if outcome.record != nil { pagesWithHTML += 1 }
        }
        if records.count != pagesWithHTML {
            let paths = Set(pages.map(\.info.path))
            records.removeAll { !paths.contains($0) }
        }
        var site = site
        for (index, outcome) in zip(toRender, rendered) where outcome.record == nil {
            site.pagesWithoutHTML.append(pages[index].info.path)
        }
        site.pageHTML = records
        site.pages = []
        site.diagnostics += rendered.flatMap { $0.diagnostics }
        return site
    }

    /// The body of the page `pending` rendered again from its source, read anew when it is only
    /// listed; nil when it cannot be read or its bytes no longer hash to `hash`. What the render
    /// reports was reported when the page was first rendered, and its files were kept then.
    private func bodyRenderedAgain(_ pending: PendingPage, hash: UInt64, renderer: PageRenderer) -> String? {
        var unused: [Diagnostic] = []
        let discovery = PageDiscovery(layout: configuration.layout, displayPath: configuration.displayPath)
        guard let source = discovery.source(of: pending, diagnostics: &unused), StableHash.of(contents: source.text) == hash else { return nil }
        return renderer.render(source).page?.bodyHTML
    }
}
