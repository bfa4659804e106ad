/// One variant of a screen figure as the theme's `screen` template reads it (`variants`, and a
/// pair's `regular` and `compact` with their `state`): a `TemplateRecord`, so a figure's shape is
/// walked without a dictionary made and sorted for each variant.
struct VariantTemplateRecord: TemplateRecord {
    let id: String
    let label: String
    let detail: String
    let svg: String
    let svgFromRoot: String
    let width: String
    let height: String
    let horizontal: String
    let vertical: String
    let notes: [String]
    /// What the subject of an adaptation pair is in this variant (`collapsed`); nil outside a pair.
    private(set) var state: String?

    /// The record of `variant`, on the page `pageSlug`.
    init(_ variant: ScreenFigure.Variant, pageSlug: String) {
        let environment = variant.environment
        id = environment.id
        label = variant.label
        detail = variant.detail
        svg = variant.svgPath
        svgFromRoot = "\(pageSlug)/\(svg)"
        width = EnvironmentLabel.number(environment.width)
        height = EnvironmentLabel.number(environment.height)
        horizontal = environment.horizontal.rawValue
        vertical = environment.vertical.rawValue
        notes = variant.notes
    }

    /// This variant in an adaptation pair, where its subject is `state`.
    func inPair(state: String) -> VariantTemplateRecord {
        var record = self
        record.state = state
        return record
    }

    var templateFields: [(key: String, value: Any)] {
        var fields: [(key: String, value: Any)] = [
            ("detail", detail), ("height", height), ("horizontal", horizontal), ("id", id), ("label", label), ("notes", notes),
        ]
        if let state { fields.append(("state", state)) }
        fields += [("svg", svg), ("svgFromRoot", svgFromRoot), ("vertical", vertical), ("width", width)]
        return fields
    }

    func addFields(to shape: inout TemplateShape) {
        shape.add(field: state != nil)
        shape.add(field: detail)
        shape.add(field: height)
        shape.add(field: horizontal)
        shape.add(field: id)
        shape.add(field: label)
        shape.add(field: notes)
        if let state { shape.add(field: state) }
        shape.add(field: svg)
        shape.add(field: svgFromRoot)
        shape.add(field: vertical)
        shape.add(field: width)
    }
}
