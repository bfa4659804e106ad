import Adaptivity

/// Decoding of a tab bar controller's fields.
extension DecodingContext {
    /// The fields of a `tabs`.
    func tabs(_ table: FieldTable, depth: Int) -> TabsSpec? {
        guard let (tabs, selected) = selectableChildren(table, "tabs", selectionName: "selected", of: "a `tabs` controller", depth: depth) else {
            return nil
        }
        return TabsSpec(tabs: tabs, selectedIndex: selected)
    }
}
