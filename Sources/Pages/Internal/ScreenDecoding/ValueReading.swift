import Adaptivity

/// Readers of typed field values; each reports what is wrong and returns nil.
extension DecodingContext {
    /// Reads the field `name` of `table` with `read`, reporting only if the field is reported.
    func field<Value>(_ table: FieldTable, _ name: String, _ read: (YAMLNode) -> Value?) -> Value? {
        guard let index = table.index(of: name) else { return nil }
        return reporting(table.entries[index].isReported) { read(table.entries[index].value) }
    }

    /// Reads a field that must be present; its absence is reported as `missing-field`.
    func requiredField<Value>(_ table: FieldTable, _ name: String, of owner: String, _ read: (YAMLNode) -> Value?) -> Value? {
        guard table.contains(name) else {
            if table.reportsMissingFields, !table.suggestedNames.contains(name) {
                error("missing-field", "\(owner) needs `\(name)`", at: table.position)
            }
            return nil
        }
        return field(table, name, read)
    }

    /// Reports every reported field of `table` whose name is not in `allowed`.
    func rejectUnknownFields(_ table: inout FieldTable, allowed: [String], in owner: @autoclosure () -> String) {
        for entry in table.entries where entry.isReported && !allowed.contains(where: { FieldTable.isName($0, entry.name) }) {
            let suggestion = Suggestion.closest(to: entry.name, among: allowed)
            error(
                "unknown-field",
                "unknown field `\(entry.name)` in \(owner())\(suggestion.map { "; did you mean `\($0)`?" } ?? "")",
                at: entry.keyMark
            )
            if let suggestion { table.suggestedNames.insert(suggestion) }
        }
    }

    /// Text: any scalar but null.
    func text(_ node: YAMLNode, field: String) -> String? {
        guard case .scalar(let scalar) = node, !NodeDescription.isNull(scalar) else {
            error("wrong-type", "`\(field)` must be text, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        return scalar.string
    }

    /// `true` or `false`, written plain.
    func boolean(_ node: YAMLNode, field: String) -> Bool? {
        if case .scalar(let scalar) = node, scalar.isPlain {
            switch scalar.string {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        error("wrong-type", "`\(field)` must be `true` or `false`, not \(NodeDescription.describe(node))", at: node)
        return nil
    }

    /// A finite number, written plain.
    func number(_ node: YAMLNode, field: String) -> Double? {
        if case .scalar(let scalar) = node, scalar.isPlain, let value = Double(scalar.string), value.isFinite {
            return value
        }
        error("wrong-type", "`\(field)` must be a number, not \(NodeDescription.describe(node))", at: node)
        return nil
    }

    /// A number that is zero or more.
    func nonNegativeNumber(_ node: YAMLNode, field: String) -> Double? {
        guard let value = number(node, field: field) else { return nil }
        guard value >= 0 else {
            error("invalid-value", "`\(field)` must be zero or more, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        return value
    }

    /// A whole number that is zero or more, written plain.
    func count(_ node: YAMLNode, field: String) -> Int? {
        guard case .scalar(let scalar) = node, scalar.isPlain, let value = Int(scalar.string) else {
            error("wrong-type", "`\(field)` must be a whole number, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        guard value >= 0 else {
            error("invalid-value", "`\(field)` must be zero or more, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        return value
    }

    /// One of the names of `values`, with a "did you mean" when it is not.
    func choice<Value>(_ node: YAMLNode, field: String, _ values: KeyValuePairs<String, Value>) -> Value? {
        guard let name = text(node, field: field) else { return nil }
        if let match = values.first(where: { $0.key == name }) { return match.value }
        let names = values.map(\.key)
        let listed = names.map { "`\($0)`" }.joined(separator: ", ")
        error(
            "invalid-value",
            "`\(name)` is not a valid `\(field)`; use one of \(listed)\(Suggestion.phrase(for: name, among: names))",
            at: node
        )
        return nil
    }

    /// An id: `[a-z0-9][a-z0-9-]*`.
    func identifier(_ node: YAMLNode, field: String) -> String? {
        guard let id = text(node, field: field) else { return nil }
        guard Identifier.isValid(id) else {
            let slug = Identifier.slug(of: id)
            let hint = slug.isEmpty ? "" : "; did you mean `\(slug)`?"
            error("invalid-id", "`\(id)` is not a valid id: use lowercase letters, digits and dashes, starting with a letter or digit\(hint)", at: node)
            return nil
        }
        return id
    }

    /// A list of values read by `read`; a value that is not a list is reported.
    func list<Element>(_ node: YAMLNode, field: String, _ read: (YAMLNode) -> Element?) -> [Element]? {
        guard case .sequence(let sequence) = node else {
            error("wrong-type", "`\(field)` must be a list, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        return sequence.compactMap(read)
    }

    /// `[width, height]`, both positive.
    func size(_ node: YAMLNode, field: String) -> Size? {
        guard case .sequence(let sequence) = node, sequence.count == 2 else {
            error("wrong-type", "`\(field)` must be `[width, height]`, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        let dimensions = sequence.compactMap { number($0, field: field) }
        guard dimensions.count == 2 else { return nil }
        guard dimensions.allSatisfy({ $0 > 0 }) else {
            error("invalid-value", "`\(field)` must have a positive width and height", at: node)
            return nil
        }
        return Size(width: dimensions[0], height: dimensions[1])
    }

    /// The fields of a value that must be a mapping; `role` names the value in messages, such as
    /// "`barItems`" or "an action".
    func mapping(_ node: YAMLNode, role: @autoclosure () -> String) -> FieldTable? {
        guard case .mapping(let mapping) = node else {
            error("wrong-type", "\(role()) must be a mapping, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        return FieldTable(mapping, position: locator.position(of: node), context: self)
    }
}
