/// Writes `resolution.json`, the resolve contract for the whole site, as a stream: the document's
/// diagnostics, then each page's own `resolution.json` (written with the page) copied in as its
/// entry of `pages`, so the site's resolutions are never in memory together.
struct ResolutionGenerator: SiteGenerator {
    func generate(_ site: GeneratedSite) -> SiteGeneration {
        var parts: [OutputFilePart] = [.bytes(ResolveDocument.opening(diagnostics: site.diagnostics, pageCount: site.pages.count))]
        parts.reserveCapacity(2 * site.pages.count + 1)
        for (index, page) in site.pages.enumerated() {
            if index > 0 { parts.append(.bytes(ResolveDocument.pageSeparator)) }
            parts.append(.writtenFile(path: page.resolutionPath, indentation: ResolveDocument.pageIndentation))
        }
        parts.append(.bytes(ResolveDocument.closing(pageCount: site.pages.count)))
        return SiteGeneration(files: [OutputFile(path: "resolution.json", parts: parts)])
    }
}
