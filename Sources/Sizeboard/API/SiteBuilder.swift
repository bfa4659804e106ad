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
        if let refusal = OutputFolderPolicy.refusal(output: layout.output, content: layout.content, projectRoot: options.projectRoot) {
            setup.diagnostics.append(.error("unsafe-output", refusal, path: setup.configDisplayPath, at: nil))
            return setup.report(pages: [])
        }
        let sources = PageDiscovery(layout: layout, displayPath: setup.displayPath).sources(below: layout.content, diagnostics: &setup.diagnostics)
        if setup.diagnostics.contains(where: { $0.severity == .error }) {
            setup.diagnostics.append(.error(
                "nothing-written",
                "the configuration, theme or content folder has errors, so nothing was written; the previous site was left in place",
                path: setup.displayPath(layout.output),
                at: nil
            ))
            return setup.report(pages: [])
        }
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
        do {
            let session = try OutputSession(output: layout.output)
            let pages = setup.render(sources, into: session)
            var report = setup.report(pages: pages)
            if report.diagnostics.contains(where: { $0.code == OutputSession.writeFailedCode }) {
                report.diagnostics.append(.error(OutputSession.writeFailedCode, "the previous site was left in place", path: setup.displayPath(layout.output), at: nil))
                report.diagnostics.sort()
                return report
            }
            let summary = try session.finish(liveFileCount: previous?.fileCount)
            let written = session.writtenPaths
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
                pageCount: report.pageCount,
                screenCount: report.screenCount
            ).write(for: layout.output)
            return report
        } catch {
            var report = setup.report(pages: [])
            report.diagnostics.append(.error(
                OutputSession.writeFailedCode,
                "\(error.localizedDescription); the previous site was left in place",
                path: setup.displayPath(layout.output),
                at: nil
            ))
            report.diagnostics.sort()
            return report
        }
    }

    /// Resolves the screens of the pages at `paths` (files or folders; none means the content
    /// folder) without writing anything.
    public func resolve(paths: [String]) -> BuildReport {
        var setup = BuildSetup(options: options, availablePlugins: availablePlugins)
        let discovery = PageDiscovery(layout: setup.layout, displayPath: setup.displayPath)
        var sources: [PageSource] = []
        for path in paths.isEmpty ? [setup.layout.content.path] : paths {
            let url = ProjectLayout.resolve(path, against: setup.layout.root)
            sources += discovery.sources(at: url, diagnostics: &setup.diagnostics)
        }
        let pages = setup.render(sources, into: nil)
        return setup.report(pages: pages)
    }
}
