/// Writes `index.html`: every page with its screens as a strip of thumbnails.
struct IndexGenerator: SiteGenerator {
    func generate(_ site: GeneratedSite) -> SiteGeneration {
        let pages = site.pages.map { page -> [String: Any] in
            [
                "title": page.title,
                "summary": page.info.metadata.summary ?? "",
                "hasSummary": page.info.metadata.summary != nil,
                "url": "\(page.info.slug)/index.html",
                "screens": page.screens.map { screen -> [String: Any] in
                    [
                        "id": screen.id,
                        "title": screen.title ?? screen.id,
                        "thumbnails": screen.results.map { result -> [String: Any] in
                            let variant = ScreenFigure.Variant(result: result, screenID: screen.id)
                            return [
                                "svg": "\(page.info.slug)/\(variant.svgPath)",
                                "label": "\(variant.label), \(variant.detail)",
                                "url": "\(page.info.slug)/index.html#screen-\(screen.id)",
                            ]
                        },
                    ]
                },
            ]
        }
        let context = PageTemplateContext.site(site.services, rootURL: "./", title: site.services.config.title, extra: [
            "pages": pages,
            "errorCount": site.diagnostics.filter { $0.severity == .error }.count,
        ])
        return SiteGeneration(files: [OutputFile(path: "index.html", text: site.services.theme.render("index", context: context))])
    }
}
