import Adaptivity
import Yams

/// Decoding of `variants: [{when: {horizontal, vertical}, installed, <fields to change>}]` (IB-*).
extension DecodingContext {
    /// The variants of the controller of `kind` whose fields are `base` and whose id is `id`.
    ///
    /// Each variant's controller is the base controller with the variant's fields merged over it,
    /// decoded again; problems of the base fields are reported once, by the base.
    func variants(_ node: Node, kind: String, base: FieldTable, id: String, depth: Int) -> [VariantSpec]? {
        guard case .sequence(let sequence) = node else {
            error("wrong-type", "`variants` must be a list of `{when: …}` mappings, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        var variants: [VariantSpec] = []
        var conditions: [TraitCollection: SourcePosition] = [:]
        var isValid = true
        for element in sequence {
            guard let variant = variant(element, kind: kind, base: base, id: id, depth: depth) else {
                isValid = false
                continue
            }
            let position = locator.position(of: element)
            if let earlier = conditions[variant.when] {
                error(
                    "duplicate-variant",
                    "this variant applies to the same size classes as the one at line \(earlier.line); merge them",
                    at: position
                )
                isValid = false
            } else {
                conditions[variant.when] = position
            }
            variants.append(variant)
        }
        return isValid ? variants : nil
    }

    private func variant(_ node: Node, kind: String, base: FieldTable, id: String, depth: Int) -> VariantSpec? {
        guard var table = mapping(node, role: "a variant") else { return nil }
        let changeable = ControllerFieldNames.common.filter { $0 != "id" && $0 != "variants" }
            + ControllerFieldNames.specific(to: kind)
        let isBuiltIn = ControllerFieldNames.builtInKinds.contains(kind)
        for entry in table.entries where entry.name == "id" || entry.name == "variants" {
            error("invalid-field", "a variant cannot change `\(entry.name)`", at: entry.key)
        }
        if isBuiltIn {
            let allowed = changeable + ControllerFieldNames.variantOnly + ["id", "variants"]
            rejectUnknownFields(&table, allowed: allowed, in: "a variant of a `\(kind)` controller")
        }
        let condition = requiredField(table, "when", of: "a variant") { variantCondition($0) }
        let installed = field(table, "installed") { boolean($0, field: "installed") }
        let overrides = table.entries.filter { !ControllerFieldNames.variantOnly.contains($0.name) && $0.name != "id" && $0.name != "variants" }
        let merged = base.merging(overrides, position: table.position)
        let controller = insideVariant { controllerBody(kind: kind, table: merged, fixedId: id, depth: depth) }
        guard let condition, let controller, installed != nil || !table.contains("installed"),
              !table.contains("id"), !table.contains("variants")
        else { return nil }
        return VariantSpec(when: condition, installed: installed ?? true, controller: controller, position: table.position)
    }

    private func variantCondition(_ node: Node) -> TraitCollection? {
        guard var table = mapping(node, role: "`when`") else { return nil }
        rejectUnknownFields(&table, allowed: ["horizontal", "vertical"], in: "the `when` of a variant")
        let horizontal = field(table, "horizontal") { choice($0, field: "horizontal", ValueNames.variantSizeClasses) }
        let vertical = field(table, "vertical") { choice($0, field: "vertical", ValueNames.variantSizeClasses) }
        guard horizontal != nil || !table.contains("horizontal"), vertical != nil || !table.contains("vertical") else { return nil }
        let condition = TraitCollection(horizontal: horizontal ?? .unspecified, vertical: vertical ?? .unspecified)
        guard condition.horizontal != .unspecified || condition.vertical != .unspecified else {
            error("invalid-value", "a variant's `when` needs `horizontal` or `vertical` set to `compact` or `regular`", at: node)
            return nil
        }
        return condition
    }
}
