/// Step 9: puts the new site in place of the last one (for the output folder: the atomic swap of
/// `OutputSession`), unless a write failed or a page has no HTML, then runs the lifecycle hooks' `afterWrite`, tells
/// `inPlace` the report, and only then saves the render cache and, beside it on another thread,
/// records the build's manifest for the next one: what waits for the site (serve's reload) does
/// not wait for the bookkeeping. The two are independent files, each replaced by a rename, and a
/// cache entry is only taken for the page bytes it names, so a build killed between the two
/// leaves nothing wrong, at most work to do again.
/// The step is made as soon as the pages are rendered: the manifest's tables of the pages'
/// hashes and stamps are made on another thread from then on, while the page HTML and generate
/// steps run. Each is the last build's table (`PathTable`) with the rows of the pages read or
/// rendered this time set, so an edit sets a row or two instead of sorting and spelling 10k.
struct CommitStep {
    let configuration: Configuration
    let output: OpenOutputStep.OpenedOutput
    private let pageTables: Background<(pages: PathTable<UInt64>, stamps: PathTable<PageStamp>, stampsDigest: UInt64)>

    /// The commit of the site `rendered` (by the render step from `read`): starts making the
    /// manifest's tables of its pages.
    init(configuration: Configuration, output: OpenOutputStep.OpenedOutput, read: ReadPagesStep.ReadPages, rendered: RenderedSite) {
        self.configuration = configuration
        self.output = output
        let last = output.writer.lastBuild
        let hashes = rendered.hashes
        let cached = rendered.cached
        let paths = rendered.summaries.map(\.info.path)
        let stamped = output.stamped
        let stamps = stamped ? output.stamps : rendered.readStamps
        let restamped = read.restamped
        let stampsDigest = output.stampsDigest
        pageTables = Background {
            // A page from the render cache has the hash the last build's row gives it.
            var pages = last?.pages ?? [:]
            for index in paths.indices where !cached[index] {
                pages[paths[index]] = hashes[index]
            }
            if pages.count != paths.count {
                let kept = Set(paths)
                pages.removeAll { !kept.contains($0) }
            }
            if pages.count != paths.count {
                pages = PathTable(RenderedSite.byPath(hashes, paths: paths))
            }
            guard stamped else { return (pages.compacted(), PathTable(stamps).compacted(), PageStamp.digest(stamps)) }
            let table = last.map { $0.pageStamps.updated(to: stamps, changedAt: restamped) } ?? PathTable(stamps)
            return (pages.compacted(), table.compacted(), stampsDigest)
        }
    }

    func run(_ site: RenderedSite, inPlace: (BuildReport) -> Void = { _ in }) -> BuildReport {
        let writer = output.writer
        var report = configuration.report(pages: site.summaries, diagnostics: site.diagnostics)
        if writer.hasFailedWrites || !site.pagesWithoutHTML.isEmpty {
            writer.abandon()
            report.summary = BuildReport.Summary(code: OutputSession.writeFailedCode, message: "some files could not be written, so the previous site was left in place")
            return report
        }
        let fileCount: Int
        do {
            let summary = try writer.commit()
            fileCount = summary.files
            report.outputPath = configuration.layout.output.path
            report.written = summary.written
            report.unchanged = summary.unchanged
            report.removed = summary.removed
        } catch {
            writer.abandon()
            return configuration.stopping(OutputSession.writeFailedCode, "\(error.localizedDescription); the previous site was left in place", diagnostics: site.diagnostics).report
        }
        let hooks = configuration.registry.lifecycleHooks
        if !hooks.isEmpty {
            let written = writer.writtenPaths
            report.diagnostics += hooks.flatMap { $0.afterWrite(configuration.services, files: written) }
        }
        report.diagnostics.sort()
        inPlace(report)
        let cache = writer.pageCache
        let cacheSaved = Background { cache?.save() }
        let tables = pageTables.value
        writer.record(BuildManifest(
            fingerprint: configuration.fingerprint,
            pages: tables.pages,
            pageStamps: tables.stamps,
            stampsDigest: tables.stampsDigest,
            listedAt: output.listedAt,
            diagnostics: report.diagnostics,
            fileCount: fileCount,
            generation: 0,
            treeSignature: 0,
            pageCount: report.pageCount,
            screenCount: report.screenCount,
            pageHTML: site.pageHTML,
            generatedFiles: PathTable(site.generatedFiles)
        ))
        cacheSaved.value
        return report
    }
}
