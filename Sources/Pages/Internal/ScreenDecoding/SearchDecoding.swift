import Adaptivity

/// Decoding of a search controller's fields.
extension DecodingContext {
    /// The fields of a `search`.
    func search(_ table: FieldTable, depth: Int) -> SearchSpec? {
        let results = field(table, "results") { controller($0, role: "`results`", depth: depth + 1) }
        guard results != nil || !table.contains("results") else { return nil }
        return SearchSpec(results: results)
    }
}
