import Adaptivity

/// Decoding of a page view controller's fields.
extension DecodingContext {
    /// The fields of a `pages`.
    func pages(_ table: FieldTable, depth: Int) -> PagesSpec? {
        let spine = field(table, "spine") { choice($0, field: "spine", ValueNames.spines) }
        guard let (pages, current) = selectableChildren(table, "pages", selectionName: "current", of: "a `pages` controller", depth: depth),
              spine != nil || !table.contains("spine")
        else { return nil }
        return PagesSpec(pages: pages, currentIndex: current, spine: spine ?? .automatic)
    }
}
