/// Writes `resolution.json`, the resolve contract for the whole site.
struct ResolutionGenerator: SiteGenerator {
    func generate(_ site: GeneratedSite) -> SiteGeneration {
        let document = ResolveDocument(pages: site.pages.map(ResolveDocument.Page.init), diagnostics: site.diagnostics)
        let encoded = document.encoded
        return SiteGeneration(files: [OutputFile(path: "resolution.json", contents: encoded.json)], diagnostics: encoded.diagnostics)
    }
}
