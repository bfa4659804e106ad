import Foundation

/// Builds a site, or resolves its screens, with the built-in features and the given plugins.
///
/// A build is a fixed sequence of steps, each a small type in `Internal/Pipeline/Steps` with a
/// typed input and output (docs/ARCHITECTURE.md walks through them): configure, check folders,
/// discover, open the output, read the pages, render, page HTML, generate, commit. A step that ends the build
/// early throws the report to return. The render and page HTML steps work on every core,
/// keeping results in input order so output never depends on scheduling.
public struct SiteBuilder: Sendable {
    /// How to build.
    public let options: BuildOptions
    /// The plugins available to `sizeboard.yml`'s `plugins:` list, beside the built-in ones.
    public let availablePlugins: [any Plugin]
    /// Where builds write: the output folder, or memory in tests.
    let destination: any OutputDestination
    /// The last listing of the content folder, when the builder keeps its last build in memory.
    let listing: ListingMemory?

    /// Creates a builder.
    public init(options: BuildOptions, availablePlugins: [any Plugin] = []) {
        self.init(options: options, availablePlugins: availablePlugins, destination: FolderDestination())
    }

    /// This builder, keeping what each build leaves for the next one in memory (the manifest and
    /// the render cache's entries, decoded) instead of reading it back from beside the output
    /// folder: for a process that builds the same site again and again, as a development server
    /// does. What is kept is used only while the manifest beside the output folder is still the
    /// one this builder wrote, so a build by another process is noticed and the output is the
    /// same either way. It also keeps the last listing of the content folder, which a build
    /// told the changed paths (`build(changes:whenInPlace:)`) amends instead of listing again.
    public func keepingLastBuildInMemory() -> SiteBuilder {
        SiteBuilder(options: options, availablePlugins: availablePlugins, destination: FolderDestination(memory: BuildMemory()), listing: ListingMemory())
    }

    /// Creates a builder that writes to `destination`.
    init(options: BuildOptions, availablePlugins: [any Plugin], destination: any OutputDestination, listing: ListingMemory? = nil) {
        self.options = options
        self.availablePlugins = availablePlugins
        self.destination = destination
        self.listing = listing
    }

    /// Starts, on other threads, what the next build can learn before it is asked, for a caller
    /// that knows one is coming: a development server calls it when a change arrives, and the
    /// work runs while it waits for the burst of changes to end. With the last build kept in
    /// memory (`keepingLastBuildInMemory()`), that is the check that the output folder is still
    /// what the last build left, 30 ms at 10k pages; the next build takes the answer instead of
    /// checking then, so a change made to the output folder in between is not seen, as one made
    /// during a build is not. Does nothing for a builder that keeps nothing in memory.
    public func anticipateBuild() {
        destination.anticipate()
    }

    /// Builds the site into the output folder, replacing it atomically. Errors in a page are
    /// reported and the other pages still built; an error in the configuration, the theme or the
    /// content folder stops the build before anything is written.
    public func build() -> BuildReport {
        build(whenInPlace: { _ in })
    }

    /// Builds the site as `build()` does, calling `inPlace` with the build's report as soon as
    /// the new site is in place, before the build records what the next one needs (its
    /// manifest, its render cache): a development server reloads its pages there. Not called
    /// when the build stops early or leaves the previous site.
    public func build(whenInPlace inPlace: (BuildReport) -> Void) -> BuildReport {
        build(changes: .unknown, whenInPlace: inPlace)
    }

    /// Builds the site as `build(whenInPlace:)` does, taking `changes` as what changed since this
    /// builder's last build began (a file watcher's report).
    public func build(changes: KnownChanges, whenInPlace inPlace: (BuildReport) -> Void) -> BuildReport {
        build(changes: changes, whenInPlace: inPlace) { $0 }
    }

    /// Builds the site as `build()` does, then hands the report to `finish`, which ends the
    /// process (a command-line build): what the build holds (at 10k pages, tables of every
    /// page and every output file) is left to the process's end instead of being freed piece by
    /// piece first, some 40 ms at 10k pages.
    public func build(thenExit finish: (BuildReport) -> Never) -> Never {
        build(changes: .unknown, whenInPlace: { _ in }, then: finish)
    }

    private func build<Outcome>(changes: KnownChanges, whenInPlace inPlace: (BuildReport) -> Void, then finish: (BuildReport) -> Outcome) -> Outcome {
        var clock = StepClock()
        do throws(BuildStop) {
            clock.start("configure")
            let configuration = try ConfigureStep(options: options, availablePlugins: availablePlugins).run()
            try CheckFoldersStep(configuration: configuration).run(output: true)
            clock.start("discover")
            let stamping = destination.mayHoldLastBuild(configuration.layout.output)
            let discovery = try DiscoverStep(configuration: configuration, memory: listing, changes: changes, stamping: stamping).run()
            clock.start("open output")
            let output = try OpenOutputStep(configuration: configuration, destination: destination).run(discovery)
            clock.start("read pages")
            let pages = try ReadPagesStep(configuration: configuration, output: output).run(discovery)
            clock.start("render")
            let rendered = RenderStep(configuration: configuration, writer: output.writer).run(pages)
            let commit = CommitStep(configuration: configuration, output: output, read: pages, rendered: rendered)
            clock.start("page HTML")
            let site = PageHTMLStep(configuration: configuration, writer: output.writer).run(rendered)
            clock.start("generate")
            let generated = GenerateStep(configuration: configuration, writer: output.writer).run(site)
            clock.start("commit")
            var report = commit.run(generated, inPlace: inPlace)
            report.stepTimes = clock.finish()
            return withExtendedLifetime((discovery, output, pages, rendered, site, generated)) { [report] in finish(report) }
        } catch {
            var report = error.report
            report.stepTimes = clock.finish()
            return finish(report)
        }
    }

    /// The site's device catalog (the standard one with the devices and groups of `sizeboard.yml`
    /// and the plugins' environments) and the configuration's problems.
    public func catalog() -> (catalog: DeviceCatalog, diagnostics: [Diagnostic]) {
        let configuration = Configuration(options: options, availablePlugins: availablePlugins)
        return (configuration.services.catalog, configuration.diagnostics.sorted())
    }

    /// Resolves the screens of the pages at `paths` (files or folders; none means the content
    /// folder) without writing anything.
    public func resolve(paths: [String]) -> BuildReport {
        do throws(BuildStop) {
            let configuration = try ConfigureStep(options: options, availablePlugins: availablePlugins).run()
            try CheckFoldersStep(configuration: configuration).run(output: false)
            let pages = DiscoverStep(configuration: configuration).run(paths: paths)
            let rendered = RenderStep(configuration: configuration, writer: nil).run(pages)
            let site = GenerateStep(configuration: configuration, writer: nil).run(rendered)
            let resolved = zip(site.summaries, site.pages).map { ResolveDocument.Page($0, screens: $1.screens) }
            return configuration.report(pages: site.summaries, resolved: resolved, diagnostics: site.diagnostics)
        } catch {
            return error.report
        }
    }
}
