/// Step 6: renders the pages on every core (`PageRenderer`) and hands each page's files, with its
/// own `resolution.json`, to the writer as soon as the page is rendered, keeping the page's
/// summary and not its resolutions; then puts the pages in reading order (`order`, then path,
/// section by section: `SiteSections`).
struct RenderStep {
    let configuration: Configuration
    /// Where the pages' files go; nil when nothing is written (a resolve).
    let writer: (any OutputWriter)?

    /// A page as rendered (its screens dropped once written) and its summary.
    private struct Rendered: Sendable {
        var page: RenderedPage
        var summary: PageSummary
    }

    func run(_ read: ReadPagesStep.ReadPages) -> RenderedSite {
        let renderer = PageRenderer(services: configuration.services, registry: configuration.registry)
        let writer = writer
        let counter = configuration.options.progress.map { PageCounter(total: read.sources.count, report: $0) }
        let outcomes = read.sources.orderedParallelMap(jobs: configuration.options.jobs) { source -> (rendered: Rendered?, diagnostics: [Diagnostic]) in
            let outcome = renderer.render(source)
            counter?.pageDone()
            var diagnostics = outcome.diagnostics
            guard var page = outcome.page else { return (nil, diagnostics) }
            var summary = PageSummary(page)
            if let writer {
                let entry = ResolveDocument.encodedEntry(ResolveDocument.Page(summary, screens: page.screens))
                let files = outcome.files + [OutputFile(path: summary.resolutionPath, contents: entry.json)]
                diagnostics += entry.diagnostic.map { [$0] } ?? []
                diagnostics += writer.write(files, reportingAgainst: source.path)
                page.writtenFiles = files.map(\.path)
                summary.files = page.writtenFiles
                page.screens = []
            }
            return (Rendered(page: page, summary: summary), diagnostics)
        }
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
