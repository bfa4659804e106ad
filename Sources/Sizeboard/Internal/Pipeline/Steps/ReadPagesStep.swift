/// Step 5: reads the pages whose stamps moved since the last build and hashes their bytes; a page
/// with the stamp the last build recorded keeps the hash recorded then, unread, and on a first
/// build no page is read here (the render step reads each on every core). Stops when the
/// last build had the same fingerprint and the same bytes for every page (only their stamps
/// moved) and its output is intact; otherwise readies the writer.
struct ReadPagesStep {
    let configuration: Configuration
    let output: OpenOutputStep.OpenedOutput

    /// The pages to render and the problems found so far.
    struct ReadPages {
        var pages: [PendingPage]
        var diagnostics: [Diagnostic]
        /// The paths below the content folder of the pages read because their stamp was not the
        /// one the last build recorded, or that it did not have: where the manifest's table of
        /// stamps changes (`BuildManifest.restamped`).
        var restamped: [String] = []
        /// Whether each page, in the same order, has the bytes the last build recorded for it
        /// (`BuildManifest.pages`); empty when there is no last build.
        var unchanged: [Bool] = []
    }

    func run(_ discovery: DiscoverStep.Discovery) throws(BuildStop) -> ReadPages {
        var diagnostics = discovery.diagnostics
        let pageDiscovery = PageDiscovery(layout: configuration.layout, displayPath: configuration.displayPath)
        let writer = output.writer
        let last = writer.lastBuild
        var pages: [PendingPage] = []
        pages.reserveCapacity(discovery.pages.count)
        var restamped: [String] = []
        var unchanged: [Bool] = []
        var bytesAsLastBuild = last != nil
        if let last {
            // The last build's tables are taken out of it once: the manifest is a large value,
            // and binding it anew for each page copied it 10k times.
            let lastStamps = last.pageStamps
            let lastHashes = last.pages
            let listedAt = last.listedAt
            for found in discovery.pages {
                if lastStamps[found.relativePath] == found.stamp, found.stamp.isSettled(before: listedAt) {
                    let path = found.shownPath
                    if let hash = lastHashes[path] {
                        pages.append(.listed(found, path: path, hash: hash))
                        unchanged.append(true)
                        continue
                    }
                }
                restamped.append(found.relativePath)
                if let source = pageDiscovery.read(found, diagnostics: &diagnostics) {
                    let hash = StableHash.of(contents: source.text)
                    let same = lastHashes[source.path] == hash
                    bytesAsLastBuild = bytesAsLastBuild && same
                    pages.append(.read(source, hash: hash))
                    unchanged.append(same)
                }
            }
        } else {
            pages = discovery.pages.map { .listed($0, path: $0.shownPath, hash: nil) }
        }
        if let last, bytesAsLastBuild, last.fingerprint == configuration.fingerprint,
           last.pages.count == pages.count, writer.isIntact(last.outline) {
            writer.record(last.restamped(output.stamps, digest: output.stampsDigest, restamped: restamped, listedAt: output.listedAt))
            throw configuration.upToDate(last.outline)
        }
        do {
            try writer.begin(jobs: configuration.options.jobs)
        } catch {
            throw configuration.stopping(OutputSession.writeFailedCode, "\(error.localizedDescription); the previous site was left in place")
        }
        return ReadPages(pages: pages, diagnostics: diagnostics, restamped: restamped, unchanged: unchanged)
    }
}
