/// Step 5: reads the pages and hashes their bytes. Stops when the last build had the same
/// fingerprint and the same bytes for every page (only their stamps moved) and its output is
/// intact; otherwise readies the writer.
struct ReadPagesStep {
    let configuration: Configuration
    let output: OpenOutputStep.OpenedOutput

    /// The pages to render, each page's hash for the manifest, and the problems found so far.
    struct ReadPages {
        var sources: [PageSource]
        var hashes: [String: UInt64]
        var diagnostics: [Diagnostic]
    }

    func run(_ discovery: DiscoverStep.Discovery) throws(BuildStop) -> ReadPages {
        var diagnostics = discovery.diagnostics
        let sources = PageDiscovery(layout: configuration.layout, displayPath: configuration.displayPath)
            .read(discovery.pages, diagnostics: &diagnostics)
        let hashes = Dictionary(sources.map { ($0.path, StableHash.of($0.text)) }, uniquingKeysWith: { first, _ in first })
        let writer = output.writer
        if let last = writer.lastBuild, last.fingerprint == configuration.fingerprint, last.pages == hashes, writer.isIntact(last) {
            writer.record(last.restamped(output.stamps, listedAt: output.listedAt))
            throw configuration.upToDate(last)
        }
        do {
            try writer.begin()
        } catch {
            throw configuration.stopping(OutputSession.writeFailedCode, "\(error.localizedDescription); the previous site was left in place")
        }
        return ReadPages(sources: sources, hashes: hashes, diagnostics: diagnostics)
    }
}
