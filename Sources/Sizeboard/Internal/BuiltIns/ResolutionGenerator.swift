/// Writes `resolution.json`, the resolve contract for the whole site, as a stream: the document's
/// diagnostics, then each page's entry of `pages`, so the site's resolutions are never in memory
/// together. A page with screens wrote its entry as its own `resolution.json`, which is copied in;
/// the entry of a page without screens (its path, slug and prose fingerprint) is made here, on the
/// build's threads.
struct ResolutionGenerator: SiteGenerator {
    func generate(_ site: GeneratedSite) -> SiteGeneration {
        let pages = site.pages
        let entries = Array(pages.indices).orderedParallelMap(jobs: site.jobs) { index -> [OutputFilePart] in
            let page = pages[index]
            let separator = index > 0 ? ResolveDocument.pageSeparator : []
            guard page.writesResolution else {
                return [.bytes(ResolveDocument.entryWithoutScreens(of: page, after: separator))]
            }
            let file = OutputFilePart.writtenFile(path: page.resolutionPath, indentation: ResolveDocument.pageIndentation)
            return separator.isEmpty ? [file] : [.bytes(separator), file]
        }
        var parts: [OutputFilePart] = [.bytes(ResolveDocument.opening(diagnostics: site.diagnostics, pageCount: site.pages.count))]
        parts.reserveCapacity(2 * site.pages.count + 1)
        for entry in entries {
            parts += entry
        }
        parts.append(.bytes(ResolveDocument.closing(pageCount: site.pages.count)))
        return SiteGeneration(files: [OutputFile(path: "resolution.json", parts: parts)])
    }
}
