import Adaptivity
import Yams

/// Decoding of a leaf view controller's fields.
extension DecodingContext {
    /// The fields of a `view`.
    func view(_ table: FieldTable) -> ViewSpec? {
        var spec = ViewSpec()
        var isValid = true
        if let entry = table["content"] {
            let kinds = vocabulary.contentKinds.sorted()
            let content = reporting(entry.isReported) { () -> String? in
                guard let name = text(entry.value, field: "content") else { return nil }
                guard vocabulary.contentKinds.contains(name) else {
                    error(
                        "unknown-kind",
                        "unknown content kind `\(name)`; use one of \(kinds.map { "`\($0)`" }.joined(separator: ", "))\(Suggestion.phrase(for: name, among: kinds))",
                        at: entry.value
                    )
                    return nil
                }
                return name
            }
            if let content { spec.content = content } else { isValid = false }
        }
        if table.contains("rows"), table.contains("items"), let later = table.entries.last(where: { $0.name == "rows" || $0.name == "items" }) {
            reporting(later.isReported) {
                error("conflicting-fields", "`rows` and `items` are the same count; give only one", at: later.key)
            }
            isValid = false
        }
        for name in ["rows", "items"] where table.contains(name) {
            if let count = field(table, name, { count($0, field: name) }) { spec.rows = count } else { isValid = false }
        }
        if table.contains("toolbar") {
            if let toolbar = field(table, "toolbar", { barItems($0, field: "toolbar") }) { spec.toolbar = toolbar } else { isValid = false }
        }
        if let entry = table["barItems"] {
            let sides = reporting(entry.isReported) { barItemSides(entry.value) }
            if let sides { (spec.leftBarItems, spec.rightBarItems) = sides } else { isValid = false }
        }
        if table.contains("preferredSize") {
            if let size = field(table, "preferredSize", { size($0, field: "preferredSize") }) { spec.preferredSize = size } else { isValid = false }
        }
        if table.contains("disclosure") {
            if let disclosure = field(table, "disclosure", { choice($0, field: "disclosure", ValueNames.disclosures) }) { spec.disclosure = disclosure } else { isValid = false }
        }
        return isValid ? spec : nil
    }

    /// A list of bar item ids, each declared for `source` references.
    func barItems(_ node: Node, field: String) -> [String]? {
        guard let items = list(node, field: field, { identifier($0, field: field) }) else { return nil }
        guard case .sequence(let sequence) = node, items.count == sequence.count else { return nil }
        items.forEach(declareBarItem)
        return items
    }

    private func barItemSides(_ node: Node) -> ([String], [String])? {
        guard var sides = mapping(node, role: "`barItems`") else { return nil }
        rejectUnknownFields(&sides, allowed: ["left", "right"], in: "`barItems`")
        let left = field(sides, "left") { barItems($0, field: "left") }
        let right = field(sides, "right") { barItems($0, field: "right") }
        let leftIsValid = left != nil || !sides.contains("left")
        let rightIsValid = right != nil || !sides.contains("right")
        guard leftIsValid, rightIsValid else { return nil }
        return (left ?? [], right ?? [])
    }
}
