import Adaptivity

/// Decoding of a tab bar controller's fields.
extension DecodingContext {
    /// The fields of a `tabs`. `selected` may also name a group's tab, or a group for its first
    /// tab (M-TB-06).
    func tabs(_ table: FieldTable, depth: Int) -> TabsSpec? {
        let groups = field(table, "groups") { node in list(node, field: "groups") { tabGroup($0, depth: depth) } }
        let groupTabs = (groups ?? []).flatMap(\.tabs)
        let groupFirstTabs = (groups ?? []).compactMap { group in group.tabs.first.map { (group.id, $0.id) } }
        guard let (tabs, selected) = selectableChildren(
            table, "tabs", selectionName: "selected", of: "a `tabs` controller", depth: depth,
            alsoSelectable: groupTabs, aliases: Dictionary(groupFirstTabs, uniquingKeysWith: { first, _ in first })
        ) else {
            return nil
        }
        let mode = field(table, "mode") { choice($0, field: "mode", ValueNames.tabsModes) }
        let sidebarHidden = field(table, "sidebar") { sidebar($0) }
        let isValid = [(mode != nil, "mode"), (groups != nil, "groups"), (sidebarHidden != nil, "sidebar")]
            .allSatisfy { decoded, name in decoded || !table.contains(name) }
        guard isValid else { return nil }
        return TabsSpec(tabs: tabs, selectedIndex: selected, mode: mode ?? .automatic, groups: groups ?? [], sidebarHidden: sidebarHidden ?? nil)
    }

    /// `{id, title, tabs: [<controller>, ...]}`: a tab group (M-TB-06).
    private func tabGroup(_ node: YAMLNode, depth: Int) -> TabGroupSpec? {
        guard var table = mapping(node, role: "a tab group") else { return nil }
        rejectUnknownFields(&table, allowed: ["id", "title", "tabs"], in: "a tab group")
        let title = field(table, "title") { text($0, field: "title") }
        let explicit = field(table, "id") { identifier($0, field: "id") }
        let tabs = requiredField(table, "tabs", of: "a tab group") { children($0, field: "tabs", depth: depth) }
        guard let tabs, title != nil || !table.contains("title"), explicit != nil || !table.contains("id") else { return nil }
        guard let id = explicit ?? title.map(Identifier.slug(of:)), !id.isEmpty else {
            error("missing-field", "a tab group needs an `id` or a `title`", at: node)
            return nil
        }
        return TabGroupSpec(id: id, title: title, tabs: tabs)
    }

    /// `{hidden: true|false}`; the outer optional is nil when invalid.
    private func sidebar(_ node: YAMLNode) -> Bool?? {
        guard var table = mapping(node, role: "`sidebar`") else { return nil }
        rejectUnknownFields(&table, allowed: ["hidden"], in: "`sidebar`")
        guard table.contains("hidden") else { return .some(nil) }
        guard let hidden = field(table, "hidden", { boolean($0, field: "hidden") }) else { return nil }
        return .some(hidden)
    }
}
