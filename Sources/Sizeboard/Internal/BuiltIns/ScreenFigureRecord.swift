/// The context of the theme's `screen` template for a resolved screen: a `TemplateRecord`, so a
/// figure's shape is walked without a dictionary of its keys made, filtered, sorted and each
/// value cast for every screen. A failed screen's figure (`failed`, `source`) stays a dictionary.
struct ScreenFigureRecord: TemplateRecord {
    /// One adaptation pair of `adaptations`: the variant before and after, each with its state.
    struct Pair: TemplateRecord {
        let caption: String
        let change: String
        let compact: VariantTemplateRecord
        let regular: VariantTemplateRecord
        let subject: String

        var templateFields: [(key: String, value: Any)] {
            [("caption", caption), ("change", change), ("compact", compact), ("regular", regular), ("subject", subject)]
        }

        func addFields(to shape: inout TemplateShape) {
            shape.add(field: caption)
            shape.add(field: change)
            shape.add(record: compact)
            shape.add(record: regular)
            shape.add(field: subject)
        }
    }

    let adaptations: [Pair]
    let behavior: String
    /// Each of the screen's diagnostics as `DiagnosticContext` makes it.
    let diagnostics: [[String: Any]]
    let hasSimulator: Bool
    let hasTitle: Bool
    let id: String
    let simulator: String
    let title: String
    let variants: [VariantTemplateRecord]

    var templateFields: [(key: String, value: Any)] {
        [
            ("adaptations", adaptations), ("behavior", behavior), ("diagnostics", diagnostics), ("hasAdaptations", !adaptations.isEmpty),
            ("hasSimulator", hasSimulator), ("hasTitle", hasTitle), ("id", id), ("simulator", simulator), ("title", title), ("variants", variants),
        ]
    }

    func addFields(to shape: inout TemplateShape) {
        shape.add(records: adaptations)
        shape.add(field: behavior)
        shape.add(field: diagnostics)
        shape.add(field: !adaptations.isEmpty)
        shape.add(field: hasSimulator)
        shape.add(field: hasTitle)
        shape.add(field: id)
        shape.add(field: simulator)
        shape.add(field: title)
        shape.add(records: variants)
    }
}
