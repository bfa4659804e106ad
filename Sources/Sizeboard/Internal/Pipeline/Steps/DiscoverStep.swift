import Foundation

/// Step 3: lists the pages of the content folder with their stamps (`PageDiscovery`), reading
/// none; a builder that keeps its last listing and is told which paths changed amends that
/// listing instead (`PageDiscovery.amending`). A build whose output holds no last build to
/// compare stamps with lists the pages without stamps, and the render step takes each page's
/// stamp as it reads the page. Stops, writing nothing, when the configuration, the theme or the
/// content folder itself has an error.
struct DiscoverStep {
    let configuration: Configuration
    /// The last listing, kept for the next build; nil when the builder keeps nothing.
    var memory: ListingMemory?
    var changes: KnownChanges = .unknown
    /// Whether the pages' stamps are taken as they are listed; a builder that keeps its listing
    /// takes them whatever this says, since it amends that listing.
    var stamping = true

    /// The pages found, and the problems found so far.
    struct Discovery {
        var pages: [PageDiscovery.FoundPage]
        /// The pages' stamps by relative path, with their digest; empty when the pages were
        /// listed without stamps.
        var stamps: PageStampTable
        /// Whether the pages were listed with their stamps.
        var stamped: Bool
        /// The clock when the pages were listed, in nanoseconds since 1970: a stamp changed less
        /// than `PageStamp.trustMargin` before it is not trusted by the next build.
        var listedAt: Int64
        /// Problems of the content folder as a whole, then of single pages and subfolders.
        var diagnostics: [Diagnostic]
    }

    func run() throws(BuildStop) -> Discovery {
        var siteDiagnostics: [Diagnostic] = []
        let listedAt = PageStamp.now
        let folder = configuration.layout.content
        let discovery = PageDiscovery(layout: configuration.layout, displayPath: configuration.displayPath)
        let takesStamps = stamping || memory != nil
        let found: PageDiscovery.Found
        if case .only(let paths) = changes, let last = memory?.take(of: folder), let amended = discovery.amending(last, below: folder, changed: paths) {
            found = amended
        } else {
            found = discovery.pages(below: folder, jobs: configuration.options.jobs, stamping: takesStamps, diagnostics: &siteDiagnostics)
        }
        memory?.keep(siteDiagnostics.isEmpty ? found : nil, of: folder)
        if (configuration.diagnostics + siteDiagnostics).contains(where: { $0.severity == .error }) {
            throw configuration.stopping(
                "nothing-written",
                "the configuration, theme or content folder has errors, so nothing was written; the previous site was left in place",
                diagnostics: siteDiagnostics
            )
        }
        return Discovery(pages: found.pages, stamps: found.stamps, stamped: takesStamps, listedAt: listedAt, diagnostics: siteDiagnostics + found.pageDiagnostics)
    }

    /// The pages at `paths` (files or folders; none means the content folder), read, for a
    /// resolve: every problem is reported and nothing stops.
    func run(paths: [String]) -> ReadPagesStep.ReadPages {
        let discovery = PageDiscovery(layout: configuration.layout, displayPath: configuration.displayPath)
        var diagnostics: [Diagnostic] = []
        var sources: [PageSource] = []
        for path in paths.isEmpty ? [configuration.layout.content.path] : paths {
            let url = ProjectLayout.resolve(path, against: configuration.layout.root)
            sources += discovery.sources(at: url, diagnostics: &diagnostics)
        }
        return ReadPagesStep.ReadPages(pages: sources.map { .read($0, hash: nil) }, diagnostics: diagnostics)
    }
}
