import Adaptivity

/// Decoding of a container kind registered by a plugin.
extension DecodingContext {
    /// The fields of a plugin container `kind`: `children`, and every other field as a text attribute.
    func customContainer(_ kind: String, table: FieldTable, depth: Int) -> CustomContainerSpec? {
        let children = field(table, "children") { self.children($0, field: "children", depth: depth) }
        var attributes: [String: String] = [:]
        var isValid = children != nil || !table.contains("children")
        let reserved = ControllerFieldNames.common + ControllerFieldNames.customContainer
        for entry in table.entries where !reserved.contains(entry.name) {
            let value = reporting(entry.isReported) { () -> String? in
                guard case .scalar(let scalar) = entry.value, !NodeDescription.isNull(scalar) else {
                    error(
                        "wrong-type",
                        "`\(entry.name)` of a `\(kind)` container must be a plain value, not \(NodeDescription.describe(entry.value))",
                        at: entry.value
                    )
                    return nil
                }
                return scalar.string
            }
            if let value { attributes[entry.name] = value } else { isValid = false }
        }
        guard isValid else { return nil }
        return CustomContainerSpec(kind: kind, children: children ?? [], attributes: attributes)
    }
}
