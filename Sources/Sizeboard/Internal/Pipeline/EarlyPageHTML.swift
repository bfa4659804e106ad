/// The page HTML a build writes while it renders, when no page can come from the render cache
/// (a first build, a new output folder, a new fingerprint): a page's HTML needs only the titles
/// of the pages its navigation shows (`SiteNavigation.positionsShown(forPageAt:)`), so it is
/// written as soon as those pages are rendered, and its body is let go, rather than held or
/// stored in the render cache until every page is known.
///
/// The reading order is foreseen from the pages' paths alone (`SiteSections` of the listing's
/// slugs: what it is when no page has an `order` and every page renders). The render step
/// renders the pages a chunk at a time, in listing order, and after each chunk this writes the
/// HTML of every page whose shown pages are all rendered. A page that turns out a draft, fails
/// to render or has an `order` ends the foresight: from then on the pages keep their bodies for
/// the page HTML step, as in any other build. A page written here carries its HTML's key
/// (`PageHTMLStep.key`) with the foreseen navigation; the page HTML step keeps the file when the
/// key of the navigation every page ends up with is the same (the same navigation, so the same
/// bytes), and renders the page again from its source otherwise.
struct EarlyPageHTML {
    /// How many pages the render step renders between two rounds of writing.
    static let chunkSize = 128

    private var navigation: SiteNavigation
    /// The foreseen position in reading order of each page, by its index in the listing.
    private let positions: [Int]
    /// Whether the page at each foreseen position is rendered, with its title given to `navigation`.
    private var titled: [Bool]
    /// The listing indices of the rendered pages whose HTML waits for pages they show.
    private var waiting: [Int] = []
    /// How many of the listing's pages were handed to `advance`.
    private var handed = 0
    private let pages: [PendingPage]
    private let configuration: Configuration
    private let writer: any OutputWriter

    /// Whether the foreseen reading order still holds: the render step then keeps the bodies of
    /// the pages it renders for this to write their HTML.
    private(set) var foreseeing = true

    /// Foresight for `pages` (in listing order) written through `writer`.
    init(pages: [PendingPage], configuration: Configuration, writer: any OutputWriter) {
        let slugs = pages.map(\.slug)
        let sections = SiteSections(slugs: slugs)
        var positions = Array(repeating: 0, count: pages.count)
        for (position, index) in sections.readingOrder.enumerated() {
            positions[index] = position
        }
        self.positions = positions
        navigation = SiteNavigation(
            sections: sections, slugs: sections.readingOrder.map { slugs[$0] }, theme: configuration.services.theme, jobs: configuration.options.jobs
        )
        titled = Array(repeating: false, count: pages.count)
        self.pages = pages
        self.configuration = configuration
        self.writer = writer
    }

    /// Takes the outcomes of the pages the render step rendered since the last call (those of
    /// `outcomes` past the ones handed before), then writes the HTML of every waiting page whose
    /// shown pages are all rendered, letting its body go.
    mutating func advance(_ outcomes: inout [RenderStep.Outcome]) {
        for index in handed..<outcomes.count where foreseeing {
            guard let rendered = outcomes[index].rendered, rendered.page.info.metadata.order == nil else {
                foreseeing = false
                break
            }
            navigation.setTitle(rendered.page.title, forPageAt: positions[index])
            titled[positions[index]] = true
            waiting.append(index)
        }
        handed = outcomes.count
        guard foreseeing else {
            waiting = []
            return
        }
        var ready: [Int] = []
        var stillWaiting: [Int] = []
        for index in waiting {
            if navigation.positionsShown(forPageAt: positions[index]).allSatisfy({ titled[$0] }) {
                ready.append(index)
            } else {
                stillWaiting.append(index)
            }
        }
        waiting = stillWaiting
        guard !ready.isEmpty else { return }
        write(ready, in: &outcomes)
    }

    /// Writes the HTML of the pages at listing indices `ready` with the foreseen navigation.
    private func write(_ ready: [Int], in outcomes: inout [RenderStep.Outcome]) {
        let jobs = configuration.options.jobs
        let positions = positions
        let navigation = navigation
        let rendering = navigation.rendering(ready.map { positions[$0] }.sorted(), jobs: jobs)
        let renderer = PageRenderer(services: configuration.services, registry: configuration.registry)
        let writer = writer
        let fingerprint = configuration.fingerprint
        let work = ready.map { (position: positions[$0], rendered: outcomes[$0].rendered!) }
        let written = work.orderedParallelMap(jobs: jobs) { page in
            PageHTMLStep.write(
                page.rendered.page, body: .string(page.rendered.page.bodyHTML), navigation: rendering.context(forPageAt: page.position),
                key: PageHTMLStep.key(fingerprint: fingerprint, pageHash: page.rendered.hash, navigationKey: navigation.key(forPageAt: page.position)),
                renderer: renderer, writer: writer, replacing: false
            )
        }
        for (index, outcome) in zip(ready, written) {
            outcomes[index].rendered!.earlyHTML = outcome.record
            outcomes[index].rendered!.page.bodyHTML = ""
            outcomes[index].rendered!.body = .renderAgain(pages[index])
            outcomes[index].diagnostics += outcome.diagnostics
        }
    }
}
