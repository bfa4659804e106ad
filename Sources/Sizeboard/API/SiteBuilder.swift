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

    /// Builds the site into the output folder, replacing it atomically.
    public func build() -> BuildReport {
        var setup = BuildSetup(options: options, availablePlugins: availablePlugins)
        let layout = setup.layout
        if let refusal = OutputFolderPolicy.refusal(output: layout.output, content: layout.content, projectRoot: options.projectRoot) {
            setup.diagnostics.append(.error("unsafe-output", refusal, path: setup.configDisplayPath, at: nil))
            return setup.report(pages: [])
        }
        let sources = PageDiscovery(layout: layout, displayPath: setup.displayPath).sources(below: layout.content, diagnostics: &setup.diagnostics)
        let pageHashes = Dictionary(sources.map { ($0.path, StableHash.of($0.text)) }, uniquingKeysWith: { first, _ in first })
        if let previous = BuildManifest.read(for: layout.output), previous.fingerprint == setup.fingerprint,
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
        let (pages, files) = setup.render(sources)
        var report = setup.report(pages: pages)
        let writer = SiteWriter(output: layout.output, jobs: options.jobs)
        do {
            let summary = try writer.write(files)
            report.outputPath = layout.output.path
            report.written = summary.written
            report.unchanged = summary.unchanged
            report.removed = summary.removed
            report.diagnostics += setup.afterWrite(files.map(\.path))
            BuildManifest(
                fingerprint: setup.fingerprint,
                pages: pageHashes,
                diagnostics: report.diagnostics.sorted(),
                fileCount: files.count,
                pageCount: report.pageCount,
                screenCount: report.screenCount
            ).write(for: layout.output)
        } catch {
            report.diagnostics.append(.error("write-failed", "\(error.localizedDescription); the previous site was left in place", path: setup.displayPath(layout.output), at: nil))
        }
        report.diagnostics.sort()
        return report
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
        let (pages, _) = setup.render(sources)
        return setup.report(pages: pages)
    }
}
