/// The whole context of the page template: the names every template gets
/// (`PageTemplateContext`) with `page` and `navigation`. A `TemplateRecord`, so a page's context
/// is walked without a dictionary of its six keys made, filtered by the theme's names, sorted,
/// and each value cast to find it is a record, for every page.
struct PageContextRecord: TemplateRecord {
    let navigation: NavigationRecord
    let page: PageRecord
    let rootURL: String
    let site: SiteRecord
    let siteHead: String
    let title: String

    /// The context of a page whose root is `rootURL` and whose title is `title`.
    init(_ services: SiteServices, rootURL: String, title: String, page: PageRecord, navigation: NavigationRecord) {
        self.navigation = navigation
        self.page = page
        self.rootURL = rootURL
        site = PageTemplateContext.siteRecord(services)
        siteHead = PageTemplateContext.siteHead(services, rootURL: rootURL)
        self.title = title
    }

    var templateFields: [(key: String, value: Any)] {
        [("navigation", navigation), ("page", page), ("rootURL", rootURL), ("site", site), ("siteHead", siteHead), ("title", title)]
    }

    func addFields(to shape: inout TemplateShape) {
        shape.add(record: navigation)
        shape.add(record: page)
        shape.add(field: rootURL)
        shape.add(record: site)
        shape.add(field: siteHead)
        shape.add(field: title)
    }
}
