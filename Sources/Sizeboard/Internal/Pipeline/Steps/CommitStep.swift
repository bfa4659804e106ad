/// Step 9: puts the new site in place of the last one (for the output folder: the atomic swap of
/// `OutputSession`), unless a write failed or a page has no HTML, then runs the lifecycle hooks' `afterWrite`, tells
/// `inPlace` the report, and only then saves the render cache and, beside it on another thread,
/// records the build's manifest for the next one: what waits for the site (serve's reload) does
/// not wait for the bookkeeping. The two are independent files, each replaced by a rename, and a
/// cache entry is only taken for the page bytes it names, so a build killed between the two
/// leaves nothing wrong, at most work to do again.
/// The step is made as soon as the pages are rendered: the manifest's tables of the pages'
/// hashes and stamps are encoded on another thread from then on, while the page HTML and
/// generate steps run (`BuildManifest.PageTables`), and the table of the pages' HTML while the
/// site is put in place.
struct CommitStep {
    let configuration: Configuration
    let output: OpenOutputStep.OpenedOutput
    private let pageTables: Background<BuildManifest.PageTables>

    /// The commit of the site `rendered` (by the render step): starts encoding the manifest's
    /// tables of its pages.
    init(configuration: Configuration, output: OpenOutputStep.OpenedOutput, rendered: RenderedSite) {
        self.configuration = configuration
        self.output = output
        let hashes = rendered.hashes
        let paths = rendered.summaries.map(\.info.path)
        let stamps = output.stamped ? output.stamps : rendered.readStamps
        pageTables = Background { BuildManifest.PageTables(pages: RenderedSite.byPath(hashes, paths: paths), stamps: stamps) }
    }

    func run(_ site: RenderedSite, inPlace: (BuildReport) -> Void = { _ in }) -> BuildReport {
        let writer = output.writer
        let pageHTML = Background { site.pageHTMLByPath }
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
            listedAt: output.listedAt,
            diagnostics: report.diagnostics,
            fileCount: fileCount,
            generation: 0,
            treeSignature: 0,
            pageCount: report.pageCount,
            screenCount: report.screenCount,
            pageHTML: pageHTML.value,
            generatedFiles: site.generatedFiles
        ), pageTables: tables)
        cacheSaved.value
        return report
    }
}
