/// The documented template context shared by every template: `site` (`title`, `baseURL`, `params`: the config's other keys), `rootURL`, `title`, `siteHead` (HTML plugins add to every `<head>`).
enum PageTemplateContext {
    static func site(_ services: SiteServices, rootURL: String, title: String, extra: [String: Any]) -> [String: Any] {
        var context: [String: Any] = [
            "siteHead": services.siteHeadElements.map { $0(rootURL) }.joined(separator: "\n"),
            "site": SiteRecord(title: services.config.title, baseURL: services.config.baseURL, params: services.config.extra.mapValues(\.templateValue)),
            "rootURL": rootURL,
            "title": title,
        ]
        context.merge(extra) { _, new in new }
        return context
    }
}
