/// Step 6: renders the pages on every core (`PageRenderer`) and hands each page's files to the
/// writer as soon as the page is rendered; then puts the pages in reading order (`order`, then
/// path, section by section: `SiteSections`).
struct RenderStep {
    let configuration: Configuration
    /// Where the pages' files go; nil when nothing is written (a resolve).
    let writer: (any OutputWriter)?

    func run(_ read: ReadPagesStep.ReadPages) -> RenderedSite {
        let renderer = PageRenderer(services: configuration.services, registry: configuration.registry)
        let writer = writer
        let counter = configuration.options.progress.map { PageCounter(total: read.sources.count, report: $0) }
        let outcomes = read.sources.orderedParallelMap(jobs: configuration.options.jobs) { source in
            var outcome = renderer.render(source)
            counter?.pageDone()
            if let writer, var page = outcome.page {
                outcome.diagnostics += writer.write(outcome.files, reportingAgainst: source.path)
                page.writtenFiles = outcome.files.map(\.path)
                outcome.page = page
            }
            outcome.files = []
            return outcome
        }
        let pages = outcomes.compactMap(\.page).sorted { left, right in
            switch (left.info.metadata.order, right.info.metadata.order) {
            case let (left?, right?) where left != right: left < right
            case (.some, nil): true
            case (nil, .some): false
            default: left.info.path < right.info.path
            }
        }
        let sections = SiteSections(pages: pages)
        return RenderedSite(
            pages: sections.readingOrder.map { pages[$0] },
            sections: sections,
            diagnostics: read.diagnostics + outcomes.flatMap(\.diagnostics)
        )
    }
}
