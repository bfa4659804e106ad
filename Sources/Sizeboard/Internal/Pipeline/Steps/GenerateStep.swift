/// Step 8: runs the site generators one after another (the index, `resolution.json`, the theme's
/// assets, the plugins' generators) on every page's summary, writing their files; a later
/// generator's file replaces an earlier one's at the same path, and a page one of whose files a
/// generator replaces loses its render cache entry (its files in the site are not its own; the
/// pages are looked through only when a generator wrote a path this build had written before). A
/// generator reads a page's resolutions on demand: from the page's `resolution.json` as
/// written, or (a resolve, which writes nothing) from the pages in memory.
///
/// A generator's keyed files (`KeyedOutputFile`) are written after its other files, rendered on
/// every core, except those the last build wrote from the same key: when the last build is
/// trusted (this build's fingerprint, its output intact), such a file is kept as it is
/// (`OutputWriter.keep`) without rendering it. The key recorded for each (`GeneratedFileRecord`)
/// hashes this build's fingerprint with the file's path and the generator's key, so a changed
/// configuration, theme or plugin renders every keyed file again.
struct GenerateStep {
    let configuration: Configuration
    /// Where the generators' files go; nil when nothing is written (a resolve).
    let writer: (any OutputWriter)?

    func run(_ site: RenderedSite) -> RenderedSite {
        var site = site
        let screens: @Sendable (PageSummary) throws -> [ScreenResult]
        if let writer {
            screens = { page in try ResolutionReading.screens(of: page, from: writer.writtenBytes(of: page.resolutionPath)) }
        } else {
            let byPath = Dictionary(site.pages.map { ($0.info.path, $0.screens) }, uniquingKeysWith: { first, _ in first })
            screens = { page in byPath[page.info.path] ?? [] }
        }
        var generatedPaths: Set<String> = []
        /// Whether a generator wrote a path already written in this build (by a page, or by an
        /// earlier generator): only then can a page's file have been replaced.
        var replacedWrittenPaths = false
        let lastFiles = writer?.lastBuild(trustedFor: configuration.fingerprint)?.generatedFiles ?? [:]
        for generator in configuration.registry.siteGenerators {
            let generated = GeneratedSite(
                pages: site.summaries, services: configuration.services, diagnostics: configuration.diagnostics + site.diagnostics,
                jobs: configuration.options.jobs, screens: screens
            )
            let generation = generator.generate(generated)
            site.diagnostics += generation.diagnostics
            if let writer {
                let paths = generation.files.map(\.path) + generation.keyedFiles.map(\.path)
                replacedWrittenPaths = replacedWrittenPaths || paths.contains(where: writer.hasWritten)
                site.diagnostics += writer.write(generation.files, replacing: true, reportingAgainst: configuration.configDisplayPath)
                for file in generation.files {
                    site.generatedFiles[file.path] = nil
                }
                let written = write(generation.keyedFiles, to: writer, last: lastFiles)
                for (file, outcome) in zip(generation.keyedFiles, written) {
                    site.generatedFiles[file.path] = outcome.record
                    site.diagnostics += outcome.diagnostics
                }
                generatedPaths.formUnion(paths)
            }
        }
        if replacedWrittenPaths, let cache = writer?.pageCache {
            for page in site.summaries where page.files.contains(where: generatedPaths.contains) {
                cache.remove(named: PageCacheEntry.name(forPagePath: page.info.path))
            }
        }
        return site
    }

    /// Writes `files` on every core, each kept from the last build when `last` records the same
    /// key for its path and the last site still has it, else rendered; returns each file's record
    /// (nil when its write failed) and diagnostics, in order.
    private func write(
        _ files: [KeyedOutputFile], to writer: any OutputWriter, last: PathTable<GeneratedFileRecord>
    ) -> [(record: GeneratedFileRecord?, diagnostics: [Diagnostic])] {
        let fingerprint = String(configuration.fingerprint)
        let reportPath = configuration.configDisplayPath
        return files.orderedParallelMap(jobs: configuration.options.jobs) { file in
            var key = StableHash()
            key.combine(fingerprint)
            key.combine(file.path)
            key.combine(file.key)
            if let kept = last[file.path], kept.key == key.value, writer.keep([KeptFile(path: file.path, hash: kept.hash)]) {
                return (kept, [])
            }
            let output = OutputFile(path: file.path, contents: file.render())
            let written = writer.writeKeeping([output], replacing: true, reportingAgainst: reportPath)
            let record = written.diagnostics.isEmpty ? written.kept.first.map { GeneratedFileRecord(key: key.value, hash: $0.hash) } : nil
            return (record, written.diagnostics)
        }
    }
}
