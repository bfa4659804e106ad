import Adaptivity

/// Decoding of a leaf view controller's fields.
extension DecodingContext {
    /// The fields of a `view`.
    func view(_ table: FieldTable) -> ViewSpec? {
        var spec = ViewSpec()
        var isValid = true
        if let entry = table["content"] {
            let content = reporting(entry.isReported) { () -> String? in
                guard let name = text(entry.value, field: "content") else { return nil }
                guard vocabulary.contentKinds.contains(name) else {
                    let kinds = vocabulary.contentKinds.sorted()
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
                error("conflicting-fields", "`rows` and `items` are the same count; give only one", at: later.keyMark)
            }
            isValid = false
        }
        for name in ["rows", "items"] where table.contains(name) {
            if let count = field(table, name, { count($0, field: name) }) { spec.rows = count } else { isValid = false }
        }
        if table.contains("toolbar") {
            if let toolbar = field(table, "toolbar", { barItems($0, field: "toolbar") }) {
                spec.toolbar = toolbar.map(\.id)
                spec.barItemDetails.merge(Self.details(of: toolbar)) { first, _ in first }
            } else {
                isValid = false
            }
        }
        if let entry = table["barItems"] {
            let sides = reporting(entry.isReported) { barItemSides(entry.value) }
            if let (left, right) = sides {
                (spec.leftBarItems, spec.rightBarItems) = (left.map(\.id), right.map(\.id))
                spec.barItemDetails.merge(Self.details(of: left + right)) { first, _ in first }
            } else {
                isValid = false
            }
        }
        if table.contains("leftItemsSupplementBackButton") {
            if let supplements = field(table, "leftItemsSupplementBackButton", { boolean($0, field: "leftItemsSupplementBackButton") }) {
                spec.leftItemsSupplementBackButton = supplements
            } else {
                isValid = false
            }
        }
        if table.contains("preferredSize") {
            if let size = field(table, "preferredSize", { size($0, field: "preferredSize") }) { spec.preferredSize = size } else { isValid = false }
        }
        if table.contains("disclosure") {
            if let disclosure = field(table, "disclosure", { choice($0, field: "disclosure", ValueNames.disclosures) }) { spec.disclosure = disclosure } else { isValid = false }
        }
        if table.contains("largeTitleDisplayMode") {
            if let mode = field(table, "largeTitleDisplayMode", { choice($0, field: "largeTitleDisplayMode", ValueNames.largeTitleDisplayModes) }) {
                spec.largeTitleDisplayMode = mode
            } else {
                isValid = false
            }
        }
        if table.contains("searchController") {
            if let search = field(table, "searchController", { boolean($0, field: "searchController") }) { spec.searchController = search } else { isValid = false }
        }
        return isValid ? spec : nil
    }

    /// A list of bar items, each an id or `{id, title, style, system}`, each id declared for
    /// `source` references.
    func barItems(_ node: YAMLNode, field: String) -> [BarItemSpec]? {
        guard let items = list(node, field: field, { barItem($0, field: field) }) else { return nil }
        guard case .sequence(let sequence) = node, items.count == sequence.count else { return nil }
        items.map(\.id).forEach(declareBarItem)
        return items
    }

    /// The items that declare more than their id, by id.
    static func details(of items: [BarItemSpec]) -> [String: BarItemSpec] {
        Dictionary(items.filter { $0 != BarItemSpec(id: $0.id) }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func barItem(_ node: YAMLNode, field: String) -> BarItemSpec? {
        guard case .mapping = node else { return identifier(node, field: field).map { BarItemSpec(id: $0) } }
        guard var table = mapping(node, role: "a bar item") else { return nil }
        rejectUnknownFields(&table, allowed: ["id", "title", "style", "system"], in: "a bar item")
        let system = self.field(table, "system") { choice($0, field: "system", Self.systemItems) }
        let title = self.field(table, "title") { text($0, field: "title") }
        let style = self.field(table, "style") { choice($0, field: "style", ["plain": BarItemStyle.plain, "done": BarItemStyle.done]) }
        let id = table.contains("id") ? self.field(table, "id") { identifier($0, field: "id") } : system?.rawValue
        guard let id else {
            if !table.contains("id") { error("missing-field", "a bar item needs an `id` (or a `system` item, whose name is its id)", at: node) }
            return nil
        }
        guard system != nil || !table.contains("system"), title != nil || !table.contains("title"), style != nil || !table.contains("style") else { return nil }
        return BarItemSpec(id: id, title: title, style: style ?? .plain, system: system)
    }

    private static let systemItems: KeyValuePairs<String, SystemBarItem> = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "undo": .undo, "redo": .redo,
        "add": .add, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
        "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera,
        "trash": .trash, "play": .play, "pause": .pause, "close": .close,
    ]

    private func barItemSides(_ node: YAMLNode) -> ([BarItemSpec], [BarItemSpec])? {
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
