/// The `site` every template gets (`PageTemplateContext`): a `TemplateRecord`, so a page's shape
/// is walked without a dictionary of its keys made, hashed and sorted for every page. `params`
/// (the configuration's other keys) stays a dictionary, walked as one.
struct SiteRecord: TemplateRecord {
    let title: String
    let baseURL: String
    let params: [String: Any]

    var templateFields: [(key: String, value: Any)] {
        [("baseURL", baseURL), ("params", params), ("title", title)]
    }

    func addFields(to shape: inout TemplateShape) {
        shape.add(field: baseURL)
        shape.add(field: params)
        shape.add(field: title)
    }
}
