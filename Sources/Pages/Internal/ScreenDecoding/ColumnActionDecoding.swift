import Adaptivity

/// Decoding of a column-style split's `columnActions: [hide: <column>, show: <column>]` (M-S-08).
extension DecodingContext {
    /// The calls of `columnActions`; nil when one is invalid. `style` is the split's: a
    /// `supplementary` call needs three columns.
    func columnActions(_ node: YAMLNode, style: SplitStyle) -> [ColumnAction]? {
        guard case .sequence(let sequence) = node else {
            error("wrong-type", "`columnActions` must be a list of `hide: <column>` or `show: <column>`, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        let decoded = sequence.map { columnAction($0, style: style) }
        let valid = decoded.compactMap { $0 }
        return valid.count == decoded.count ? valid : nil
    }

    private func columnAction(_ node: YAMLNode, style: SplitStyle) -> ColumnAction? {
        guard var table = mapping(node, role: "a column action") else { return nil }
        let kinds = ColumnActionKind.allCases
        rejectUnknownFields(&table, allowed: kinds.map(\.rawValue), in: "a column action")
        let given = table.entries.filter { entry in kinds.contains { $0.rawValue == entry.name } }
        guard let first = given.first, let kind = ColumnActionKind(rawValue: first.name) else {
            if table.suggestedNames.isDisjoint(with: kinds.map(\.rawValue)) {
                error("missing-field", "a column action needs `hide` or `show`", at: table.position)
            }
            return nil
        }
        for extra in given.dropFirst() {
            error("conflicting-fields", "a column action is either `hide` or `show`, not both; write one per list item", at: extra.keyMark)
        }
        guard given.count == 1, let column = field(table, first.name, { choice($0, field: first.name, ValueNames.columnActionColumns) }) else {
            return nil
        }
        switch column {
        case .compact:
            error(
                "invalid-value",
                "`\(first.name): compact`: `hide(_:)` and `show(_:)` do not accept the compact column (UIKit raises an exception); use `primary`, `supplementary` or `secondary`",
                at: first.value
            )
            return nil
        case .supplementary where style != .tripleColumn:
            error("conflicting-fields", "`\(first.name): supplementary` needs `style: tripleColumn`", at: first.value)
            return nil
        default:
            return ColumnAction(kind: kind, column: column, position: table.position)
        }
    }
}
