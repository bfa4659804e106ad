/// The `page` of the page template: a `TemplateRecord`, so a page's shape is walked without a
/// dictionary of its keys made, hashed and sorted for every page. `params` (the front matter's
/// other keys) stays a dictionary, walked as one.
struct PageRecord: TemplateRecord {
    let title: String
    let summary: String
    let path: String
    let slug: String
    let body: TemplateText
    let head: String
    let params: [String: Any]

    var templateFields: [(key: String, value: Any)] {
        [("body", body.string), ("head", head), ("params", params), ("path", path), ("slug", slug), ("summary", summary), ("title", title)]
    }

    func addFields(to shape: inout TemplateShape) {
        shape.add(field: body)
        shape.add(field: head)
        shape.add(field: params)
        shape.add(field: path)
        shape.add(field: slug)
        shape.add(field: summary)
        shape.add(field: title)
    }
}
