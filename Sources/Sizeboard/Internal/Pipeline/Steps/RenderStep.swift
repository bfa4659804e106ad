/// Step 6: renders the pages on every core (`PageRenderer`), reading those not read yet, and hands
/// each page's files, with its own `resolution.json`, to the writer as soon as the page is rendered, keeping the page's
/// summary and not its resolutions. A page's body is held in memory for the page HTML step when
/// it is short and `HeldBodies` has room for it, and otherwise left in the render cache; the cache
/// entry of a page whose body is held keeps no body (`PageCacheEntry.bodyKept`). A page the last build rendered from the same bytes is taken
/// from the render cache (`PageCacheEntry`) instead, its files kept as they are: those of every
/// such page are brought at once (`OutputWriter.keep(groups:)`) once the other pages are rendered,
/// and a page whose files cannot be brought is rendered after all. Each rendered page refreshes
/// its entry, and the entries of pages gone are removed. Then it puts the pages in reading order
/// (`order`, then path, section by section: `SiteSections`).
struct RenderStep {
    let configuration: Configuration
    /// Where the pages' files go; nil when nothing is written (a resolve).
    let writer: (any OutputWriter)?

    /// A page as rendered (its screens dropped once written, its body once in the render
    /// cache), its summary, the hash of its bytes, whether it came from the render cache and
    /// where its body is.
    fileprivate struct Rendered: Sendable {
        var page: RenderedPage
        var summary: PageSummary
        var hash: UInt64
        var cached: Bool
        var body: BodySource
        /// Its render cache entry without the body, when the writer remembers entries.
        var entry: PageCacheEntry? = nil
        /// Its path below the content folder and the stamp of its file as this step read it,
        /// when it read it.
        var readStamp: (relativePath: String, stamp: PageStamp)? = nil
    }

    /// The entry `remembered` holds for `pending`, when it is the one the render cache would give.
    private static func rememberedEntry(in remembered: [String: PageCacheEntry], for pending: PendingPage, hash: UInt64, fingerprint: UInt64) -> PageCacheEntry? {
        guard let entry = remembered[pending.path],
              entry.isEntry(path: pending.path, slug: pending.slug, hash: hash, fingerprint: fingerprint) else { return nil }
        return entry
    }

    /// What rendering made of a page: the page (nil for a draft or an unreadable page) and what
    /// was reported, and for a page taken from the render cache, the files still to be brought
    /// from the last site.
    private struct Outcome: Sendable {
        var rendered: Rendered?
        var diagnostics: [Diagnostic]
        var filesToBring: [KeptFile]? = nil
    }

    func run(_ read: ReadPagesStep.ReadPages) -> RenderedSite {
        let writer = writer
        let counter = configuration.options.progress.map { PageCounter(total: read.pages.count, report: $0) }
        let storage = writer?.pageCache
        // A page has the bytes the last build rendered when the read step says so and that
        // build is trusted (this fingerprint, its output intact).
        let unchanged = storage == nil || writer?.lastBuild(trustedFor: configuration.fingerprint) == nil ? [] : read.unchanged
        let fingerprint = configuration.fingerprint
        let remembered = writer?.rememberedEntries ?? [:]
        let remembering = writer?.remembersEntries ?? false
        let rendering = PageRendering(
            renderer: PageRenderer(services: configuration.services, registry: configuration.registry),
            discovery: PageDiscovery(layout: configuration.layout, displayPath: configuration.displayPath),
            writer: writer, storage: storage, fingerprint: fingerprint, remembering: remembering, heldBodies: HeldBodies()
        )
        let jobs = configuration.options.jobs
        let pending = read.pages
        var outcomes = Array(pending.indices).orderedParallelMap(jobs: jobs) { index -> Outcome in
            let pending = pending[index]
            if let storage, let hash = pending.hash, index < unchanged.count, unchanged[index],
               let entry = Self.rememberedEntry(in: remembered, for: pending, hash: hash, fingerprint: fingerprint)
                   ?? PageCacheEntry.load(from: storage, path: pending.path, slug: pending.slug, hash: hash, fingerprint: fingerprint) {
                let body: BodySource = entry.bodyKept ? .renderCache : .renderAgain(pending)
                let rendered = Rendered(page: entry.page, summary: entry.summary, hash: hash, cached: true, body: body, entry: remembering ? entry : nil)
                return Outcome(rendered: rendered, diagnostics: entry.diagnostics, filesToBring: entry.files)
            }
            defer { counter?.pageDone() }
            return rendering.render(pending)
        }
        let cached = outcomes.indices.compactMap { index in outcomes[index].filesToBring.map { (index: index, files: $0) } }
        let brought = writer?.keep(groups: cached.map(\.files)) ?? []
        let unbrought = zip(cached, brought).compactMap { page, brought in brought ? nil : page.index }
        counter?.pagesDone(cached.count - unbrought.count)
        let secondPass = unbrought.orderedParallelMap(jobs: jobs) { index in
            defer { counter?.pageDone() }
            return rendering.render(pending[index])
        }
        for (index, outcome) in zip(unbrought, secondPass) {
            outcomes[index] = outcome
        }
        // With no more entries than pages (an edit), naming every page to find an entry of a page gone
        // is skipped: an entry left over is only ever taken for its own page's bytes.
        if let storage, storage.entryCount > read.pages.count {
            storage.retainOnly(Set(read.pages.orderedParallelMap(jobs: configuration.options.jobs) { PageCacheEntry.name(forPagePath: $0.path) }))
        }
        // The outcomes are taken apart by moving their values, not copying them: a page holds
        // some twenty counted references, and copying then freeing 10k pages on one thread was
        // most of this step's time after the pages were rendered. The values the reading order
        // is sorted by are gathered as each page is moved, rather than read through the
        // optionals afterwards, which copied each page whole.
        var diagnostics = read.diagnostics
        var pages: [Rendered?] = []
        var orders: [Int?] = []
        var paths: [String] = []
        var slugs: [String] = []
        pages.reserveCapacity(outcomes.count)
        orders.reserveCapacity(outcomes.count)
        paths.reserveCapacity(outcomes.count)
        slugs.reserveCapacity(outcomes.count)
        for index in outcomes.indices {
            diagnostics += outcomes[index].diagnostics
            if let rendered = outcomes[index].rendered.take() {
                orders.append(rendered.page.info.metadata.order)
                paths.append(rendered.page.info.path)
                slugs.append(rendered.page.info.slug)
                pages.append(rendered)
            }
        }
        outcomes = []
        if remembering {
            writer?.remember(pages.compactMap { $0?.entry })
        }
        let sorted = pages.indices.sorted { left, right in
            switch (orders[left], orders[right]) {
            case let (left?, right?) where left != right: left < right
            case (.some, nil): true
            case (nil, .some): false
            default: paths[left] < paths[right]
            }
        }
        let sections = SiteSections(slugs: sorted.map { slugs[$0] })
        var site = RenderedSite(pages: [], summaries: [], hashes: [], cached: [], bodies: [], sections: sections, diagnostics: diagnostics)
        site.reserveCapacity(pages.count)
        for index in sections.readingOrder.map({ sorted[$0] }) {
            site.append(pages[index].take()!)
        }
        return site
    }

    /// Renders one page (reading it first when it is only listed) and hands its files, with its
    /// own `resolution.json`, to the writer; stores its render cache entry, with its body unless
    /// `heldBodies` lets the body stay in memory.
    private struct PageRendering: Sendable {
        let renderer: PageRenderer
        let discovery: PageDiscovery
        let writer: (any OutputWriter)?
        let storage: (any PageCacheStorage)?
        let fingerprint: UInt64
        let remembering: Bool
        let heldBodies: HeldBodies

        func render(_ pending: PendingPage) -> Outcome {
            var diagnostics: [Diagnostic] = []
            guard let (source, stamp) = discovery.stampedSource(of: pending, diagnostics: &diagnostics) else { return Outcome(diagnostics: diagnostics) }
            let readStamp = stamp.map { (source.relativePath, $0) }
            let hash = pending.hash ?? StableHash.of(contents: source.text)
            let outcome = renderer.render(source)
            diagnostics += outcome.diagnostics
            guard var page = outcome.page else { return Outcome(diagnostics: diagnostics) }
            var summary = PageSummary(page)
            guard let writer else {
                return Outcome(rendered: Rendered(page: page, summary: summary, hash: hash, cached: false, body: .held, readStamp: readStamp), diagnostics: diagnostics)
            }
            let entry = ResolveDocument.encodedEntry(ResolveDocument.Page(summary, screens: page.screens))
            let files = outcome.files + [OutputFile(path: summary.resolutionPath, contents: entry.json)]
            diagnostics += entry.diagnostic.map { [$0] } ?? []
            let (kept, writeDiagnostics) = writer.writeKeeping(files, reportingAgainst: source.path)
            diagnostics += writeDiagnostics
            page.writtenFiles = files.map(\.path) + [PageRenderer.htmlPath(of: page.info)]
            summary.files = page.writtenFiles
            page.screens = []
            if let storage, writeDiagnostics.isEmpty, kept.count == files.count {
                let held = heldBodies.hold(page.bodyHTML.utf8.count)
                let entry = PageCacheEntry(
                    format: PageCacheEntry.currentFormat, fingerprint: fingerprint, path: source.path, slug: page.info.slug, pageHash: hash,
                    summary: summary, bodyHTML: held ? "" : page.bodyHTML, bodyKept: !held, headElements: page.headElements, diagnostics: diagnostics, files: kept
                )
                if entry.store(in: storage) {
                    var head = entry
                    head.bodyHTML = ""
                    if !held { page.bodyHTML = "" }
                    return Outcome(rendered: Rendered(page: page, summary: summary, hash: hash, cached: false, body: held ? .held : .renderCache, entry: remembering ? head : nil, readStamp: readStamp), diagnostics: diagnostics)
                }
            }
            return Outcome(rendered: Rendered(page: page, summary: summary, hash: hash, cached: false, body: .held, readStamp: readStamp), diagnostics: diagnostics)
        }
    }
}

private extension RenderedSite {
    mutating func reserveCapacity(_ count: Int) {
        pages.reserveCapacity(count)
        summaries.reserveCapacity(count)
        hashes.reserveCapacity(count)
        cached.reserveCapacity(count)
        bodies.reserveCapacity(count)
    }

    /// Appends `rendered`'s page and what the later steps need of it, moved in.
    mutating func append(_ rendered: consuming RenderStep.Rendered) {
        if let (relativePath, stamp) = rendered.readStamp {
            readStamps[relativePath] = stamp
        }
        hashes.append(rendered.hash)
        cached.append(rendered.cached)
        bodies.append(rendered.body)
        summaries.append(rendered.summary)
        pages.append(rendered.page)
    }
}
