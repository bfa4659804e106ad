import Adaptivity

/// Decoding of `- show: <controller>` and `- showDetail: <controller>`, each with `from: <id>`.
extension DecodingContext {
    /// The action `node`; without `from`, the caller is the root, `rootId`.
    func action(_ node: YAMLNode, rootId: String?) -> ActionSpec? {
        guard var table = mapping(node, role: "an action") else { return nil }
        let kinds: [(String, ActionKind)] = [("show", .show), ("showDetail", .showDetail)]
        rejectUnknownFields(&table, allowed: kinds.map(\.0) + ["from"], in: "an action")
        let given = table.entries.filter { entry in kinds.contains { $0.0 == entry.name } }
        guard let first = given.first, let kind = kinds.first(where: { $0.0 == first.name })?.1 else {
            if table.suggestedNames.isDisjoint(with: kinds.map(\.0)) {
                error("missing-field", "an action needs `show` or `showDetail`", at: table.position)
            }
            return nil
        }
        for extra in given.dropFirst() {
            error("conflicting-fields", "an action is either `show` or `showDetail`, not both", at: extra.keyMark)
        }
        let controller = field(table, first.name) { self.controller($0, role: "`\(first.name)`", depth: 1) }
        let from = field(table, "from") { reference($0, field: "from", target: .controller) }
        guard given.count == 1, let controller, from != nil || !table.contains("from"), let caller = from ?? rootId else { return nil }
        return ActionSpec(kind: kind, controller: controller, from: caller, position: table.position)
    }

    /// An id that must name something of the screen, checked once the screen is decoded.
    func reference(_ node: YAMLNode, field: String, target: Reference.Target) -> String? {
        guard let id = identifier(node, field: field) else { return nil }
        refer(to: id, field: field, target: target, at: locator.position(of: node))
        return id
    }
}
