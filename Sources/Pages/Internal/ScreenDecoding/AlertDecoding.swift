import Adaptivity

/// Decoding of an alert controller's fields.
extension DecodingContext {
    /// The fields of an `alert`.
    func alert(_ table: FieldTable) -> AlertSpec? {
        let message = field(table, "message") { text($0, field: "message") }
        let style = field(table, "style") { choice($0, field: "style", ValueNames.alertStyles) }
        let actions = field(table, "actions") { node -> [AlertAction]? in
            guard case .sequence(let sequence) = node else {
                error("wrong-type", "`actions` must be a list of titles or `{title, style}` mappings, not \(NodeDescription.describe(node))", at: node)
                return nil
            }
            let decoded = sequence.map(alertAction)
            let valid = decoded.compactMap { $0 }
            return valid.count == decoded.count ? valid : nil
        }
        let decoded = [(message != nil, "message"), (style != nil, "style"), (actions != nil, "actions")]
        guard decoded.allSatisfy({ $0.0 || !table.contains($0.1) }) else { return nil }
        return AlertSpec(message: message, style: style ?? .alert, actions: actions ?? [])
    }

    private func alertAction(_ node: YAMLNode) -> AlertAction? {
        if case .scalar = node {
            return text(node, field: "actions").map { AlertAction(title: $0) }
        }
        guard var table = mapping(node, role: "an alert action") else { return nil }
        rejectUnknownFields(&table, allowed: ["title", "style"], in: "an alert action")
        let title = requiredField(table, "title", of: "an alert action") { text($0, field: "title") }
        let style = field(table, "style") { choice($0, field: "style", ValueNames.alertActionStyles) }
        guard let title, style != nil || !table.contains("style") else { return nil }
        return AlertAction(title: title, style: style ?? .default)
    }
}
