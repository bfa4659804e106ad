/// The documented template context shared by every template: `site` (`title`, `baseURL`, `params`: the config's other keys), `rootURL`, `title`, `siteHead` (HTML plugins add to every `<head>`).
enum PageTemplateContext {
    static func site(_ services: SiteServices, rootURL: String, title: String, extra: [String: Any]) -> [String: Any] {
        var context: [String: Any] = [
            "siteHead": siteHead(services, rootURL: rootURL),
            "site": siteRecord(services),
            "rootURL": rootURL,
            "title": title,
        ]
        context.merge(extra) { _, new in new }
        return context
    }

    /// The `site` of every template.
    static func siteRecord(_ services: SiteServices) -> SiteRecord {
        SiteRecord(title: services.config.title, baseURL: services.config.baseURL, params: services.config.extra.mapValues(\.templateValue))
    }

    /// What plugins add to the `<head>` of a page whose root is `rootURL`.
    static func siteHead(_ services: SiteServices, rootURL: String) -> String {
        services.siteHeadElements.map { $0(rootURL) }.joined(separator: "\n")
    }
}
