/// Step 9: puts the new site in place of the last one (for the output folder: the atomic swap of
/// `OutputSession`), unless a write failed or a page has no HTML, then runs the lifecycle hooks' `afterWrite`, tells
/// `inPlace` the report, and only then saves the render cache and records the build's manifest
/// for the next one: what waits for the site (serve's reload) does not wait for the bookkeeping.
/// The manifest's tables of pages are made on another thread meanwhile.
struct CommitStep {
    let configuration: Configuration
    let output: OpenOutputStep.OpenedOutput

    func run(_ site: RenderedSite, inPlace: (BuildReport) -> Void = { _ in }) -> BuildReport {
        let writer = output.writer
        let pageTables = Background { (hashes: site.hashesByPath, pageHTML: site.pageHTMLByPath) }
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
        writer.pageCache?.save()
        writer.record(BuildManifest(
            fingerprint: configuration.fingerprint,
            pages: pageTables.value.hashes,
            pageStamps: output.stamps,
            listedAt: output.listedAt,
            diagnostics: report.diagnostics,
            fileCount: fileCount,
            generation: 0,
            treeSignature: 0,
            pageCount: report.pageCount,
            screenCount: report.screenCount,
            pageHTML: pageTables.value.pageHTML,
            generatedFiles: site.generatedFiles
        ))
        return report
    }
}
