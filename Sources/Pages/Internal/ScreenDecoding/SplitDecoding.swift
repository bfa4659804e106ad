import Adaptivity
import Yams

/// Decoding of a classic split view controller's fields.
extension DecodingContext {
    /// The fields of a `split`.
    func split(_ table: FieldTable, depth: Int) -> SplitSpec? {
        let primary = requiredField(table, "primary", of: "a `split` controller") { controller($0, role: "`primary`", depth: depth + 1) }
        let secondary = field(table, "secondary") { controller($0, role: "`secondary`", depth: depth + 1) }
        let displayMode = field(table, "displayMode") { choice($0, field: "displayMode", ValueNames.displayModes) }
        let primaryWidth = field(table, "primaryWidth") { self.primaryWidth($0) }
        let onCollapse = field(table, "onCollapse") { choice($0, field: "onCollapse", ValueNames.collapseBehaviors) }
        let onExpand = field(table, "onExpand") { expansion($0, depth: depth) }
        let isValid = [
            (secondary != nil, "secondary"), (displayMode != nil, "displayMode"), (primaryWidth != nil, "primaryWidth"),
            (onCollapse != nil, "onCollapse"), (onExpand != nil, "onExpand"),
        ].allSatisfy { decoded, name in decoded || !table.contains(name) }
        guard let primary, isValid else { return nil }
        return SplitSpec(
            primary: primary,
            secondary: secondary,
            displayMode: displayMode ?? .automatic,
            primaryWidth: primaryWidth ?? PrimaryWidthSpec(),
            onCollapse: onCollapse ?? .automatic,
            expansionPlaceholder: onExpand ?? nil
        )
    }

    private func primaryWidth(_ node: Node) -> PrimaryWidthSpec? {
        guard var table = mapping(node, role: "`primaryWidth`") else { return nil }
        rejectUnknownFields(&table, allowed: ["fraction", "min", "max"], in: "`primaryWidth`")
        let fraction = field(table, "fraction") { node -> Double? in
            guard let value = number(node, field: "fraction") else { return nil }
            guard value > 0, value <= 1 else {
                error("invalid-value", "`fraction` must be more than 0 and at most 1, not \(NodeDescription.describe(node))", at: node)
                return nil
            }
            return value
        }
        let minimum = field(table, "min") { nonNegativeNumber($0, field: "min") }
        let maximum = field(table, "max") { nonNegativeNumber($0, field: "max") }
        let decoded = [(fraction != nil, "fraction"), (minimum != nil, "min"), (maximum != nil, "max")]
        guard decoded.allSatisfy({ $0.0 || !table.contains($0.1) }) else { return nil }
        if let minimum, let maximum, minimum > maximum, let entry = table["max"] {
            error("invalid-value", "`max` (\(maximum)) is less than `min` (\(minimum))", at: entry.value)
            return nil
        }
        return PrimaryWidthSpec(fraction: fraction, minimum: minimum, maximum: maximum)
    }

    /// `automatic` (no placeholder) or `{placeholder: <controller>}`; the outer optional is nil when invalid.
    private func expansion(_ node: Node, depth: Int) -> ControllerSpec?? {
        if case .scalar = node {
            guard let name = text(node, field: "onExpand") else { return nil }
            guard name == "automatic" else {
                error("invalid-value", "`onExpand` must be `automatic` or `{placeholder: <controller>}`, not `\(name)`", at: node)
                return nil
            }
            return .some(nil)
        }
        guard case .mapping = node, var table = mapping(node, role: "`onExpand`") else {
            error("wrong-type", "`onExpand` must be `automatic` or `{placeholder: <controller>}`, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        rejectUnknownFields(&table, allowed: ["placeholder"], in: "`onExpand`")
        guard let placeholder = requiredField(table, "placeholder", of: "`onExpand`", { controller($0, role: "`placeholder`", depth: depth + 1) }) else {
            return nil
        }
        return .some(placeholder)
    }
}
