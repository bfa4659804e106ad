import Foundation

/// Builds a site, or resolves its screens, with the built-in features and the given plugins.
///
/// The stages run one after another (config, pages, generators, output); the pages stage works
/// on every core, keeping results in input order so output never depends on scheduling.
public struct SiteBuilder: Sendable {
    /// How to build.
    public let options: BuildOptions
    /// The plugins available to `sizeboard.yml`'s `plugins:` list, beside the built-in ones.
    public let availablePlugins: [any Plugin]

    /// Creates a builder.
    public init(options: BuildOptions, availablePlugins: [any Plugin] = []) {
        self.options = options
        self.availablePlugins = availablePlugins
    }

    /// Builds the site into the output folder, replacing it atomically. Errors in a page are
    /// reported and the other pages still built; an error in the configuration, the theme or the
    /// content folder stops the build before anything is written.
    public func build() -> BuildReport {
        var setup = BuildSetup(options: options, availablePlugins: availablePlugins)
        let layout = setup.layout
        if setup.usageError != nil { return setup.report(pages: []) }
        if let refusal = OutputFolderPolicy.refusal(output: layout.output, content: layout.content, projectRoot: options.projectRoot) {
            return setup.refusingOutput(refusal, blaming: [setup.outputOrigin, setup.contentOrigin])
        }
        if let refused = Self.refusingDiagnosticsFile(setup) { return refused }
        let found = PageDiscovery(layout: layout, displayPath: setup.displayPath).sources(below: layout.content, diagnostics: &setup.diagnostics)
        if setup.diagnostics.contains(where: { $0.severity == .error }) {
            var report = setup.report(pages: [])
            report.summary = BuildReport.Summary(
                code: "nothing-written",
                message: "the configuration, theme or content folder has errors, so nothing was written; the previous site was left in place"
            )
            return report
        }
        let lock: OutputLock
        do {
            lock = try OutputLock(output: layout.output) {
                FileHandle.standardError.write(Data("Another build is writing \(layout.output.path); waiting for it to finish.\n".utf8))
            }
        } catch {
            var report = setup.report(pages: [])
            report.summary = BuildReport.Summary(code: OutputSession.writeFailedCode, message: "\(error.localizedDescription); nothing was written")
            return report
        }
        defer { withExtendedLifetime(lock) {} }
        if let refusal = OutputFolderPolicy.ownershipRefusal(output: layout.output) {
            return setup.refusingOutput(refusal, blaming: [setup.outputOrigin])
        }
        setup.diagnostics += found.pageDiagnostics
        let sources = found.sources
        let pageHashes = Dictionary(sources.map { ($0.path, StableHash.of($0.text)) }, uniquingKeysWith: { first, _ in first })
        let previous = BuildManifest.read(for: layout.output)
        if let previous, previous.fingerprint == setup.fingerprint,
           previous.pages == pageHashes, previous.isIntact(layout.output) {
            var report = setup.report(pages: [])
            report.diagnostics = previous.diagnostics
            report.pageCount = previous.pageCount
            report.screenCount = previous.screenCount
            report.unchanged = previous.fileCount
            report.outputPath = layout.output.path
            report.upToDate = true
            return report
        }
        var session: OutputSession?
        do {
            let started = try OutputSession(output: layout.output)
            session = started
            let pages = setup.render(sources, into: started).summaries
            var report = setup.report(pages: pages)
            if started.hasFailedWrites {
                started.abandon()
                report.summary = BuildReport.Summary(code: OutputSession.writeFailedCode, message: "some files could not be written, so the previous site was left in place")
                return report
            }
            let liveFileCount = previous.flatMap { SiteMarker.generation(inFolder: layout.output.path) == $0.generation ? $0.fileCount : nil }
            let summary = try started.finish(liveFileCount: liveFileCount)
            let written = started.writtenPaths
            report.outputPath = layout.output.path
            report.written = summary.written
            report.unchanged = summary.unchanged
            report.removed = summary.removed
            report.diagnostics += setup.afterWrite(written)
            report.diagnostics.sort()
            BuildManifest(
                fingerprint: setup.fingerprint,
                pages: pageHashes,
                diagnostics: report.diagnostics,
                fileCount: written.count,
                generation: started.generation,
                treeSignature: FileTree.signature(of: layout.output.path),
                pageCount: report.pageCount,
                screenCount: report.screenCount
            ).write(for: layout.output)
            return report
        } catch {
            session?.abandon()
            var report = setup.report(pages: [])
            report.summary = BuildReport.Summary(code: OutputSession.writeFailedCode, message: "\(error.localizedDescription); the previous site was left in place")
            return report
        }
    }

    /// The site's device catalog (the standard one with the devices and groups of `sizeboard.yml`
    /// and the plugins' environments) and the configuration's problems.
    public func catalog() -> (catalog: DeviceCatalog, diagnostics: [Diagnostic]) {
        let setup = BuildSetup(options: options, availablePlugins: availablePlugins)
        return (setup.services.catalog, setup.diagnostics.sorted())
    }

    /// Resolves the screens of the pages at `paths` (files or folders; none means the content
    /// folder) without writing anything.
    public func resolve(paths: [String]) -> BuildReport {
        var setup = BuildSetup(options: options, availablePlugins: availablePlugins)
        if setup.usageError != nil { return setup.report(pages: []) }
        if let refused = Self.refusingDiagnosticsFile(setup) { return refused }
        let discovery = PageDiscovery(layout: setup.layout, displayPath: setup.displayPath)
        var sources: [PageSource] = []
        for path in paths.isEmpty ? [setup.layout.content.path] : paths {
            let url = ProjectLayout.resolve(path, against: setup.layout.root)
            sources += discovery.sources(at: url, diagnostics: &setup.diagnostics)
        }
        let rendered = setup.render(sources, into: nil)
        return setup.report(pages: rendered.summaries, resolved: rendered.resolved)
    }

    /// A report that stops before any work when the diagnostics file may not be written (see
    /// `BuildOptions.diagnosticsFile`), else nil.
    private static func refusingDiagnosticsFile(_ setup: BuildSetup) -> BuildReport? {
        guard let file = setup.options.diagnosticsFile, let refusal = OutputFolderPolicy.diagnosticsFileRefusal(
            URL(fileURLWithPath: file), content: setup.layout.content, output: setup.layout.output, config: setup.configURL
        ) else { return nil }
        var report = setup.report(pages: [])
        report.diagnosticsFile = nil
        report.summary = BuildReport.Summary(code: "unusable-diagnostics-file", message: "\(refusal); nothing was done")
        return report
    }
}
