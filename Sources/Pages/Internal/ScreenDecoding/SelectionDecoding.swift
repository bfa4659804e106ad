import Adaptivity

/// Decoding of `selected` (tabs) and `current` (pages): an index or the id of one of the children.
extension DecodingContext {
    /// The index `node` selects among `children`, written as a 0-based index or a child's id; an
    /// id of `aliases` stands for the child id it maps to.
    func selection(_ node: YAMLNode, field: String, among children: [ControllerSpec], aliases: [String: String] = [:]) -> Int? {
        guard case .scalar(let scalar) = node, !NodeDescription.isNull(scalar) else {
            error("wrong-type", "`\(field)` must be an index or the id of a child, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        if scalar.isPlain, let index = Int(scalar.string) {
            guard children.indices.contains(index) else {
                error("invalid-value", "`\(field)` is \(index), but the indices run from 0 to \(children.count - 1)", at: node)
                return nil
            }
            return index
        }
        let ids = children.map(\.id)
        guard let index = ids.firstIndex(of: aliases[scalar.string] ?? scalar.string) else {
            error(
                "unknown-reference",
                "`\(field)` names `\(scalar.string)`, which is none of the children's ids (\(ids.map { "`\($0)`" }.joined(separator: ", ")))\(Suggestion.phrase(for: scalar.string, among: ids))",
                at: node
            )
            return nil
        }
        return index
    }

    /// A non-empty list of children under `name`, and the child selected by `selectionName`
    /// among them and then `alsoSelectable`.
    func selectableChildren(
        _ table: FieldTable,
        _ name: String,
        selectionName: String,
        of owner: String,
        depth: Int,
        alsoSelectable: [ControllerSpec] = [],
        aliases: [String: String] = [:]
    ) -> (children: [ControllerSpec], selection: Int)? {
        let children = requiredField(table, name, of: owner) { node -> [ControllerSpec]? in
            guard let children = self.children(node, field: name, depth: depth) else { return nil }
            guard !children.isEmpty else {
                error("invalid-value", "`\(name)` needs at least one controller", at: node)
                return nil
            }
            return children
        }
        guard let children else { return nil }
        guard table.contains(selectionName) else { return (children, 0) }
        guard let selection = field(table, selectionName, {
            selection($0, field: selectionName, among: children + alsoSelectable, aliases: aliases)
        }) else { return nil }
        return (children, selection)
    }
}
