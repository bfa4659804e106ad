import Adaptivity

/// Decoding of a split view controller's fields, classic and column style (M-S).
extension DecodingContext {
    /// The fields of a `split`.
    func split(_ table: FieldTable, depth: Int) -> SplitSpec? {
        let primary = requiredField(table, "primary", of: "a `split` controller") { controller($0, role: "`primary`", depth: depth + 1) }
        let secondary = field(table, "secondary") { controller($0, role: "`secondary`", depth: depth + 1) }
        let displayMode = field(table, "displayMode") { choice($0, field: "displayMode", ValueNames.displayModes) }
        let primaryWidth = field(table, "primaryWidth") { self.primaryWidth($0) }
        let onCollapse = field(table, "onCollapse") { choice($0, field: "onCollapse", ValueNames.collapseBehaviors) }
        let style = field(table, "style") { choice($0, field: "style", ValueNames.splitStyles) }
        let onExpand = field(table, "onExpand") { expansion($0, style: style ?? .unspecified, depth: depth) }
        let columnActions = field(table, "columnActions") { self.columnActions($0, style: style ?? .unspecified) }
        let supplementary = field(table, "supplementary") { controller($0, role: "`supplementary`", depth: depth + 1) }
        let compact = field(table, "compact") { controller($0, role: "`compact`", depth: depth + 1) }
        let splitBehavior = field(table, "splitBehavior") { choice($0, field: "splitBehavior", ValueNames.splitBehaviors) }
        let topColumn = field(table, "topColumn") { choice($0, field: "topColumn", ValueNames.topColumns) }
        let supplementaryWidth = field(table, "supplementaryWidth") { self.primaryWidth($0, field: "supplementaryWidth") }
        let isValid = [
            (secondary != nil, "secondary"), (displayMode != nil, "displayMode"), (primaryWidth != nil, "primaryWidth"),
            (onCollapse != nil, "onCollapse"), (onExpand != nil, "onExpand"), (style != nil, "style"),
            (supplementary != nil, "supplementary"), (compact != nil, "compact"), (splitBehavior != nil, "splitBehavior"),
            (topColumn != nil, "topColumn"), (supplementaryWidth != nil, "supplementaryWidth"), (columnActions != nil, "columnActions"),
        ].allSatisfy { decoded, name in decoded || !table.contains(name) }
        guard let primary, isValid, columnFieldsFit(table, style: style ?? .unspecified) else { return nil }
        return SplitSpec(
            primary: primary,
            secondary: secondary,
            displayMode: displayMode ?? .automatic,
            primaryWidth: primaryWidth ?? PrimaryWidthSpec(),
            onCollapse: onCollapse ?? .automatic,
            expansionPlaceholder: onExpand?.placeholder,
            style: style ?? .unspecified,
            supplementary: supplementary,
            compact: compact,
            splitBehavior: splitBehavior ?? .automatic,
            topColumn: topColumn,
            supplementaryWidth: supplementaryWidth ?? PrimaryWidthSpec(),
            expansionDisplayMode: onExpand?.displayMode,
            columnActions: columnActions ?? []
        )
    }

    /// The column fields need a column style, and `supplementary` a triple column one (M-S-01).
    private func columnFieldsFit(_ table: FieldTable, style: SplitStyle) -> Bool {
        var fits = true
        for name in ["supplementary", "compact", "splitBehavior", "topColumn", "supplementaryWidth", "columnActions"] where style == .unspecified {
            guard let entry = table[name] else { continue }
            reporting(entry.isReported) {
                error("conflicting-fields", "`\(name)` needs a column style: `style: doubleColumn` or `style: tripleColumn`", at: entry.keyMark)
            }
            fits = false
        }
        if style == .doubleColumn, let entry = table["supplementary"] {
            reporting(entry.isReported) {
                error("conflicting-fields", "`supplementary` needs `style: tripleColumn`", at: entry.keyMark)
            }
            fits = false
        }
        if style == .tripleColumn, !table.contains("supplementary") {
            reporting(table.reportsMissingFields) {
                error("missing-field", "a `tripleColumn` split needs `supplementary`", at: table.position)
            }
            fits = false
        }
        return fits
    }

    private func primaryWidth(_ node: YAMLNode, field name: String = "primaryWidth") -> PrimaryWidthSpec? {
        guard var table = mapping(node, role: "`\(name)`") else { return nil }
        rejectUnknownFields(&table, allowed: ["fraction", "min", "max"], in: "`\(name)`")
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

    /// What the delegate does when the split expands (S-05, M-S-03).
    private struct Expansion {
        /// A classic split's placeholder secondary.
        var placeholder: ControllerSpec?
        /// A column-style split's display mode.
        var displayMode: SplitDisplayMode?
    }

    /// `automatic`, `{placeholder: <controller>}` (classic) or `{displayMode: <mode>}` (column
    /// style); nil when invalid.
    private func expansion(_ node: YAMLNode, style: SplitStyle, depth: Int) -> Expansion? {
        let expected = "`automatic` or `{placeholder: <controller>}` (a column-style split: `{displayMode: <mode>}`)"
        if case .scalar = node {
            guard let name = text(node, field: "onExpand") else { return nil }
            guard name == "automatic" else {
                error("invalid-value", "`onExpand` must be \(expected), not `\(name)`", at: node)
                return nil
            }
            return Expansion()
        }
        guard case .mapping = node, var table = mapping(node, role: "`onExpand`") else {
            error("wrong-type", "`onExpand` must be \(expected), not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        let field = style == .unspecified ? "placeholder" : "displayMode"
        rejectUnknownFields(&table, allowed: ["placeholder", "displayMode"], in: "`onExpand`")
        let needs = [
            "placeholder": "the classic split (no `style`): a column-style split has its `secondary`",
            "displayMode": "a column style: `style: doubleColumn` or `style: tripleColumn`",
        ]
        for (name, need) in needs.sorted(by: { $0.key < $1.key }) where name != field {
            guard let entry = table[name] else { continue }
            error("conflicting-fields", "`onExpand: {\(name)}` needs \(need)", at: entry.keyMark)
            table.suggestedNames.insert(field)
        }
        if style == .unspecified {
            guard let placeholder = requiredField(table, "placeholder", of: "`onExpand`", { controller($0, role: "`placeholder`", depth: depth + 1) }) else {
                return nil
            }
            return Expansion(placeholder: placeholder)
        }
        guard let displayMode = requiredField(table, "displayMode", of: "`onExpand`", { choice($0, field: "displayMode", ValueNames.displayModes) }) else {
            return nil
        }
        return Expansion(displayMode: displayMode)
    }
}
