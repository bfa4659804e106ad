import Adaptivity

/// Decoding of a screen's `expect:` list.
extension DecodingContext {
    private static let assertionFields = ["collapsed", "displayMode", "visible", "hidden", "presentation", "selected", "statusBarHidden"]
    private static let qualifierFields = ["split", "tabs", "style", "adapted"]

    /// The expectations of the screen whose YAML root is `root`; problems are reported. A root
    /// whose keys are all text and none `expect` has none, and nothing to report.
    func decodeExpectations(_ root: YAMLNode?) -> [ScreenExpectation] {
        guard let root, case .mapping(let mapping) = root else { return [] }
        let mayExpect = mapping.pairs.contains { pair in
            if case .scalar(let key) = pair.key { key.string == "expect" } else { true }
        }
        guard mayExpect else { return [] }
        let table = FieldTable(mapping, position: locator.position(of: root), context: self)
        return field(table, "expect") { node -> [ScreenExpectation]? in
            list(node, field: "expect") { expectation($0) }
        } ?? []
    }

    private func expectation(_ node: YAMLNode) -> ScreenExpectation? {
        guard case .mapping(let mapping) = node else {
            error("wrong-type", "an expectation must be a mapping like `{in: phones, collapsed: true}`, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        var table = FieldTable(mapping, position: locator.position(of: node), context: self)
        rejectUnknownFields(&table, allowed: ["in"] + Self.assertionFields + Self.qualifierFields, in: "an expectation")
        let scope = requiredField(table, "in", of: "an expectation") { text($0, field: "in") }
        let claims = Self.assertionFields.filter { table.contains($0) }
        guard claims.count == 1, let claim = claims.first else {
            if claims.isEmpty, !table.suggestedNames.isEmpty { return nil }
            let found = claims.isEmpty ? "none" : claims.map { "`\($0)`" }.joined(separator: ", ")
            error(
                "invalid-value",
                "an expectation states exactly one of \(Self.assertionFields.map { "`\($0)`" }.joined(separator: ", ")); found \(found)",
                at: table.position
            )
            return nil
        }
        let split = field(table, "split") { text($0, field: "split") }
        let tabs = field(table, "tabs") { text($0, field: "tabs") }
        let style = field(table, "style") { text($0, field: "style") }
        let adapted = field(table, "adapted") { boolean($0, field: "adapted") }
        let assertion: ScreenExpectation.Assertion? = switch claim {
        case "collapsed": field(table, claim) { boolean($0, field: claim) }.map { .collapsed(split: split, $0) }
        case "displayMode": field(table, claim) { text($0, field: claim) }.map { .displayMode(split: split, $0) }
        case "visible": field(table, claim) { ids($0, field: claim) }.map { .visible($0) }
        case "hidden": field(table, claim) { ids($0, field: claim) }.map { .hidden($0) }
        case "presentation": field(table, claim) { text($0, field: claim) }.map { .presentation($0, style: style, adapted: adapted) }
        case "selected": field(table, claim) { text($0, field: claim) }.map { .selected(tabs: tabs, $0) }
        default: field(table, claim) { boolean($0, field: claim) }.map { .statusBarHidden($0) }
        }
        guard let scope, let assertion else { return nil }
        return ScreenExpectation(scope: scope, assertion: assertion, position: locator.position(of: node))
    }

    /// A list of ids, or one id written alone.
    private func ids(_ node: YAMLNode, field: String) -> [String]? {
        if case .scalar = node { return text(node, field: field).map { [$0] } }
        return list(node, field: field) { text($0, field: field) }
    }
}
