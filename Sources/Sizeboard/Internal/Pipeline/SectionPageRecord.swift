/// The context of the theme's `section-page` template, one page's entry in a section's list: a
/// `TemplateRecord`, so each entry's shape is walked without a dictionary made, hashed and sorted.
struct SectionPageRecord: TemplateRecord {
    let title: String
    let url: String
    let current: Bool
    let rootURL: String

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "current": current
        case "rootURL": rootURL
        default: nil
        }
    }

    var templateFields: [(key: String, value: Any)] {
        [("current", current), ("rootURL", rootURL), ("title", title), ("url", url)]
    }

    func addFields(to shape: inout TemplateShape) {
        shape.add(field: current)
        shape.add(field: rootURL)
        shape.add(field: title)
        shape.add(field: url)
    }
}
