/// Step 6: renders the pages on every core (`PageRenderer`), reading those not read yet, and hands
/// each page's files, with its own `resolution.json`, to the writer as soon as the page is rendered, keeping the page's
/// summary and not its resolutions, nor its body once the render cache holds it. A page the last build rendered from the same bytes is taken
/// from the render cache (`PageCacheEntry`) instead, its files kept as they are; each rendered
/// page refreshes its entry, and the entries of pages gone are removed. Then it puts the pages
/// in reading order (`order`, then path, section by section: `SiteSections`).
struct RenderStep {
    let configuration: Configuration
    /// Where the pages' files go; nil when nothing is written (a resolve).
    let writer: (any OutputWriter)?

    /// A page as rendered (its screens dropped once written, its body once in the render
    /// cache), its summary, the hash of its bytes, whether it came from the render cache and
    /// whether its body is left there.
    private struct Rendered: Sendable {
        var page: RenderedPage
        var summary: PageSummary
        var hash: UInt64
        var cached: Bool
        var bodyInCache: Bool
        /// Its render cache entry without the body, when the writer remembers entries.
        var entry: PageCacheEntry?
    }

    /// The entry `remembered` holds for `pending`, when it is the one the render cache would give.
    private static func rememberedEntry(in remembered: [String: PageCacheEntry], for pending: PendingPage, hash: UInt64, fingerprint: UInt64) -> PageCacheEntry? {
        guard let entry = remembered[pending.path],
              entry.isEntry(path: pending.path, slug: pending.slug, hash: hash, fingerprint: fingerprint) else { return nil }
        return entry
    }

    func run(_ read: ReadPagesStep.ReadPages) -> RenderedSite {
        let renderer = PageRenderer(services: configuration.services, registry: configuration.registry)
        let discovery = PageDiscovery(layout: configuration.layout, displayPath: configuration.displayPath)
        let writer = writer
        let counter = configuration.options.progress.map { PageCounter(total: read.pages.count, report: $0) }
        let cache = writer.flatMap { writer in writer.pageCache.map { (writer: writer, storage: $0, trusted: writer.lastBuild(trustedFor: configuration.fingerprint)) } }
        let fingerprint = configuration.fingerprint
        let remembered = writer?.rememberedEntries ?? [:]
        let remembering = writer?.remembersEntries ?? false
        let outcomes = read.pages.orderedParallelMap(jobs: configuration.options.jobs) { pending -> (rendered: Rendered?, diagnostics: [Diagnostic]) in
            defer { counter?.pageDone() }
            if let cache, let hash = pending.hash, cache.trusted?.pages[pending.path] == hash,
               let entry = Self.rememberedEntry(in: remembered, for: pending, hash: hash, fingerprint: fingerprint)
                   ?? PageCacheEntry.load(from: cache.storage, path: pending.path, slug: pending.slug, hash: hash, fingerprint: fingerprint, includingBody: false),
               cache.writer.keep(entry.files) {
                let rendered = Rendered(page: entry.page, summary: entry.summary, hash: hash, cached: true, bodyInCache: true, entry: remembering ? entry : nil)
                return (rendered, entry.diagnostics)
            }
            var diagnostics: [Diagnostic] = []
            let source: PageSource
            switch pending {
            case .read(let read, _):
                source = read
            case .listed(let found, _, _):
                guard let read = discovery.read(found, diagnostics: &diagnostics) else { return (nil, diagnostics) }
                source = read
            }
            let hash = pending.hash ?? StableHash.of(source.text)
            let outcome = renderer.render(source)
            diagnostics += outcome.diagnostics
            guard var page = outcome.page else { return (nil, diagnostics) }
            var summary = PageSummary(page)
            if let writer {
                let entry = ResolveDocument.encodedEntry(ResolveDocument.Page(summary, screens: page.screens))
                let files = outcome.files + [OutputFile(path: summary.resolutionPath, contents: entry.json)]
                diagnostics += entry.diagnostic.map { [$0] } ?? []
                let (kept, writeDiagnostics) = writer.writeKeeping(files, reportingAgainst: source.path)
                diagnostics += writeDiagnostics
                page.writtenFiles = files.map(\.path)
                summary.files = page.writtenFiles
                page.screens = []
                if let cache, writeDiagnostics.isEmpty, kept.count == files.count {
                    let entry = PageCacheEntry(
                        format: PageCacheEntry.currentFormat, fingerprint: fingerprint, path: source.path, slug: page.info.slug, pageHash: hash,
                        summary: summary, bodyHTML: page.bodyHTML, headElements: page.headElements, diagnostics: diagnostics, files: kept
                    )
                    if cache.storage.store(entry.encoded, named: PageCacheEntry.name(forPagePath: source.path)) {
                        page.bodyHTML = ""
                        var head = entry
                        head.bodyHTML = ""
                        let rendered = Rendered(page: page, summary: summary, hash: hash, cached: false, bodyInCache: true, entry: remembering ? head : nil)
                        return (rendered, diagnostics)
                    }
                }
            }
            return (Rendered(page: page, summary: summary, hash: hash, cached: false, bodyInCache: false), diagnostics)
        }
        // With no more entries than pages (an edit), naming every page to find an entry of a page gone
        // is skipped: an entry left over is only ever taken for its own page's bytes.
        if let storage = cache?.storage, storage.entryCount > read.pages.count {
            storage.retainOnly(Set(read.pages.orderedParallelMap(jobs: configuration.options.jobs) { PageCacheEntry.name(forPagePath: $0.path) }))
        }
        let pages = outcomes.compactMap { $0.rendered }
        if remembering {
            writer?.remember(pages.compactMap { $0.entry })
        }
        let orders = pages.map { $0.page.info.metadata.order }
        let paths = pages.map { $0.page.info.path }
        let sorted = pages.indices.sorted { left, right in
            switch (orders[left], orders[right]) {
            case let (left?, right?) where left != right: left < right
            case (.some, nil): true
            case (nil, .some): false
            default: paths[left] < paths[right]
            }
        }
        let sections = SiteSections(slugs: sorted.map { pages[$0].page.info.slug })
        let ordered = sections.readingOrder.map { sorted[$0] }
        return RenderedSite(
            pages: ordered.map { pages[$0].page },
            summaries: ordered.map { pages[$0].summary },
            hashes: ordered.map { pages[$0].hash },
            cached: ordered.map { pages[$0].cached },
            bodyInCache: ordered.map { pages[$0].bodyInCache },
            sections: sections,
            diagnostics: read.diagnostics + outcomes.flatMap { $0.diagnostics }
        )
    }
}
