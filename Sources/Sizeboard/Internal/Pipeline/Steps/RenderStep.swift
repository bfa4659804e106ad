/// Step 6: renders the pages on every core (`PageRenderer`) and hands each page's files, with its
/// own `resolution.json`, to the writer as soon as the page is rendered, keeping the page's
/// summary and not its resolutions. A page the last build rendered from the same bytes is taken
/// from the render cache (`PageCacheEntry`) instead, its files kept as they are; each rendered
/// page refreshes its entry, and the entries of pages gone are removed. Then it puts the pages
/// in reading order (`order`, then path, section by section: `SiteSections`).
struct RenderStep {
    let configuration: Configuration
    /// Where the pages' files go; nil when nothing is written (a resolve).
    let writer: (any OutputWriter)?

    /// A page as rendered (its screens dropped once written) and its summary.
    private struct Rendered: Sendable {
        var page: RenderedPage
        var summary: PageSummary
    }

    /// The last build, when its files can be kept as they are: it had this build's fingerprint
    /// and its output still holds exactly what it wrote. A cached page is used only when the
    /// last build rendered it from the same bytes, so its files in the output are the entry's.
    private func trustedLastBuild(of writer: any OutputWriter) -> BuildManifest? {
        guard let last = writer.lastBuild, last.fingerprint == configuration.fingerprint, writer.isIntact(last) else { return nil }
        return last
    }

    func run(_ read: ReadPagesStep.ReadPages) -> RenderedSite {
        let renderer = PageRenderer(services: configuration.services, registry: configuration.registry)
        let writer = writer
        let counter = configuration.options.progress.map { PageCounter(total: read.sources.count, report: $0) }
        let cache = writer.flatMap { writer in writer.pageCache.map { (writer: writer, storage: $0, trusted: trustedLastBuild(of: writer)) } }
        let fingerprint = configuration.fingerprint
        let outcomes = read.sources.orderedParallelMap(jobs: configuration.options.jobs) { source -> (rendered: Rendered?, diagnostics: [Diagnostic]) in
            let hash = read.hashes[source.path]
            if let cache, let hash, cache.trusted?.pages[source.path] == hash,
               let bytes = cache.storage.entry(named: PageCacheEntry.name(forPagePath: source.path)),
               let entry = PageCacheEntry.decode(bytes, for: source, hash: hash, fingerprint: fingerprint),
               cache.writer.keep(entry.files) {
                counter?.pageDone()
                return (Rendered(page: entry.page, summary: entry.summary), entry.diagnostics)
            }
            let outcome = renderer.render(source)
            counter?.pageDone()
            var diagnostics = outcome.diagnostics
            guard var page = outcome.page else { return (nil, diagnostics) }
            var summary = PageSummary(page)
            if let writer {
                let entry = ResolveDocument.encodedEntry(ResolveDocument.Page(summary, screens: page.screens))
                let files = outcome.files + [OutputFile(path: summary.resolutionPath, contents: entry.json)]
                diagnostics += entry.diagnostic.map { [$0] } ?? []
                let writeDiagnostics = writer.write(files, reportingAgainst: source.path)
                diagnostics += writeDiagnostics
                page.writtenFiles = files.map(\.path)
                summary.files = page.writtenFiles
                page.screens = []
                let kept = files.compactMap(KeptFile.init)
                if let cache, let hash, writeDiagnostics.isEmpty, kept.count == files.count {
                    let entry = PageCacheEntry(
                        format: PageCacheEntry.currentFormat, fingerprint: fingerprint, path: source.path, slug: source.slug, pageHash: hash,
                        summary: summary, bodyHTML: page.bodyHTML, headElements: page.headElements, diagnostics: diagnostics, files: kept
                    )
                    cache.storage.store(entry.encoded, named: PageCacheEntry.name(forPagePath: source.path))
                }
            }
            return (Rendered(page: page, summary: summary), diagnostics)
        }
        cache?.storage.retainOnly(Set(read.sources.map { PageCacheEntry.name(forPagePath: $0.path) }))
        let pages = outcomes.compactMap(\.rendered).sorted { left, right in
            switch (left.page.info.metadata.order, right.page.info.metadata.order) {
            case let (left?, right?) where left != right: left < right
            case (.some, nil): true
            case (nil, .some): false
            default: left.page.info.path < right.page.info.path
            }
        }
        let sections = SiteSections(slugs: pages.map(\.page.info.slug))
        let ordered = sections.readingOrder.map { pages[$0] }
        return RenderedSite(
            pages: ordered.map(\.page),
            summaries: ordered.map(\.summary),
            sections: sections,
            diagnostics: read.diagnostics + outcomes.flatMap(\.diagnostics)
        )
    }
}
