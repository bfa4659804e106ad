/// Writes `resolution.json`, the resolve contract for the whole site, as a stream: the document's
/// diagnostics, then each page's entry of `pages`, so the site's resolutions are never in memory
/// together. A page with screens wrote its entry as its own `resolution.json`, which is copied in;
/// the entry of a page without screens (its path, slug and prose fingerprint) is made here, on the
/// build's threads.
struct ResolutionGenerator: SiteGenerator {
    func generate(_ site: GeneratedSite) -> SiteGeneration {
        let entries = site.pages.orderedParallelMap(jobs: site.jobs) { page -> OutputFilePart in
            guard !page.writesResolution else {
                return .writtenFile(path: page.resolutionPath, indentation: ResolveDocument.pageIndentation)
            }
            let entry = ResolveDocument.encodedEntry(ResolveDocument.Page(page, screens: [])).json
            return .bytes(OutputFilePart.indented(entry, by: ResolveDocument.pageIndentation))
        }
        var parts: [OutputFilePart] = [.bytes(ResolveDocument.opening(diagnostics: site.diagnostics, pageCount: site.pages.count))]
        parts.reserveCapacity(2 * site.pages.count + 1)
        for (index, entry) in entries.enumerated() {
            switch entry {
            case .bytes(let bytes) where index > 0:
                parts.append(.bytes(ResolveDocument.pageSeparator + bytes))
            case .bytes, .writtenFile:
                if index > 0 { parts.append(.bytes(ResolveDocument.pageSeparator)) }
                parts.append(entry)
            }
        }
        parts.append(.bytes(ResolveDocument.closing(pageCount: site.pages.count)))
        return SiteGeneration(files: [OutputFile(path: "resolution.json", parts: parts)])
    }
}
