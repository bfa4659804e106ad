import Adaptivity

/// Decoding of a navigation controller's fields.
extension DecodingContext {
    /// The fields of a `navigation`.
    func navigation(_ table: FieldTable, depth: Int) -> NavigationSpec? {
        let stack = requiredField(table, "stack", of: "a `navigation` controller") { node -> [ControllerSpec]? in
            guard let stack = children(node, field: "stack", depth: depth) else { return nil }
            guard !stack.isEmpty else {
                error("invalid-value", "`stack` needs at least one controller", at: node)
                return nil
            }
            return stack
        }
        let toolbar = field(table, "toolbar") { barItems($0, field: "toolbar") }
        let largeTitles = field(table, "prefersLargeTitles") { boolean($0, field: "prefersLargeTitles") }
        guard let stack, toolbar != nil || !table.contains("toolbar"), largeTitles != nil || !table.contains("prefersLargeTitles") else { return nil }
        return NavigationSpec(
            stack: stack, toolbar: toolbar?.map(\.id) ?? [], toolbarItemDetails: Self.details(of: toolbar ?? []),
            prefersLargeTitles: largeTitles ?? false
        )
    }
}
