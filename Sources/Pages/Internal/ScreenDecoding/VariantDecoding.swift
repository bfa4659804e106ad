import Adaptivity

/// Decoding of `variants: [{when: {horizontal, vertical}, installed, <fields to change>}]` (IB-*).
///
/// As Interface Builder resolves each property by its most specific variation, variants apply
/// field by field: in a size-class cell, each field comes from the most specific matching variant
/// that sets it, else from the base. Two equally specific variants that set a field differently
/// leave the base's value for that field and say so (`VariantDisagreement`).
extension DecodingContext {
    /// The traits a variant applies to (IB-01, M-T-06): `accessibility` stands for any of the
    /// accessibility content sizes.
    private struct Condition: Hashable {
        var traits: TraitCollection
        var accessibility = false

        var specificity: Int {
            (traits.horizontal == .unspecified ? 0 : 1) + (traits.vertical == .unspecified ? 0 : 1)
                + traits.appearanceSpecificity + (accessibility ? 1 : 0)
        }

        /// Whether every environment of this condition meets `other`.
        func contains(_ other: Condition) -> Bool {
            traits.contains(other.traits)
                && (!other.accessibility || accessibility || traits.contentSize.isAccessibilityCategory)
        }
    }

    /// A variant as written: its size classes and the fields it sets, `installed` included.
    private struct WrittenVariant {
        var when: Condition
        var fields: [FieldTable.Entry]
        var position: SourcePosition

        var specificity: Int { when.specificity }

        func field(_ name: String) -> FieldTable.Entry? {
            fields.first { $0.name == name }
        }
    }

    /// The variants of the controller of `kind` whose fields are `base` and whose id is `id`: one
    /// per written variant, plus one per final cell (`compact/regular`, ...) where a width-only and
    /// a height-only variant meet without a variant of their own.
    ///
    /// Each variant's controller is the base controller with the fields of the variants matching
    /// its cell merged over it, decoded again; problems of the base fields are reported once, by
    /// the base, and those of a variant's fields once, by that variant.
    func variants(_ node: YAMLNode, kind: String, base: FieldTable, id: String, depth: Int) -> [VariantSpec]? {
        guard case .sequence(let sequence) = node else {
            error("wrong-type", "`variants` must be a list of `{when: …}` mappings, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        var written: [WrittenVariant] = []
        var conditions: [Condition: SourcePosition] = [:]
        var isValid = true
        for element in sequence {
            guard let variant = writtenVariant(element, kind: kind) else {
                isValid = false
                continue
            }
            if let earlier = conditions[variant.when] {
                error(
                    "duplicate-variant",
                    "this variant applies to the same size classes as the one at line \(earlier.line); merge them",
                    at: variant.position
                )
                isValid = false
            } else {
                conditions[variant.when] = variant.position
            }
            written.append(variant)
        }
        var variants: [VariantSpec] = []
        for cell in cells(of: written) {
            guard let variant = variant(for: cell, written: written, kind: kind, base: base, id: id, depth: depth) else {
                isValid = false
                continue
            }
            variants.append(variant)
        }
        return isValid ? variants : nil
    }

    /// The written conditions, then each final cell where a width-only and a height-only variant
    /// both match and no variant of that cell is written.
    private func cells(of written: [WrittenVariant]) -> [Condition] {
        var cells: [Condition] = []
        for variant in written where !cells.contains(variant.when) {
            cells.append(variant.when)
        }
        for widthOnly in written where widthOnly.when.traits.vertical == .unspecified {
            for heightOnly in written where heightOnly.when.traits.horizontal == .unspecified {
                var cell = Condition(traits: TraitCollection.combining([widthOnly.when.traits, heightOnly.when.traits]))
                cell.accessibility = widthOnly.when.accessibility || heightOnly.when.accessibility
                if !cells.contains(cell) { cells.append(cell) }
            }
        }
        return cells
    }

    private func writtenVariant(_ node: YAMLNode, kind: String) -> WrittenVariant? {
        guard var table = mapping(node, role: "a variant") else { return nil }
        let changeable = ControllerFieldNames.common.filter { $0 != "id" && $0 != "variants" }
            + ControllerFieldNames.specific(to: kind)
        let isBuiltIn = ControllerFieldNames.builtInKinds.contains(kind)
        for entry in table.entries where entry.name == "id" || entry.name == "variants" {
            error("invalid-field", "a variant cannot change `\(entry.name)`", at: entry.keyMark)
        }
        if isBuiltIn {
            let allowed = changeable + ControllerFieldNames.variantOnly + ["id", "variants"]
            rejectUnknownFields(&table, allowed: allowed, in: "a variant of a `\(kind)` controller")
        }
        let condition = requiredField(table, "when", of: "a variant") { variantCondition($0) }
        guard let condition, !table.contains("id"), !table.contains("variants") else { return nil }
        return WrittenVariant(when: condition, fields: table.entries.filter { $0.name != "when" }, position: table.position)
    }

    /// The variant of `cell`: each field from the most specific written variant matching the
    /// cell that sets it; a field's own problems are reported only by the variant that writes it.
    private func variant(
        for cell: Condition,
        written: [WrittenVariant],
        kind: String,
        base: FieldTable,
        id: String,
        depth: Int
    ) -> VariantSpec? {
        let contributors = written.filter { cell.contains($0.when) }
        var names: [String] = []
        for variant in contributors {
            for entry in variant.fields where !names.contains(entry.name) { names.append(entry.name) }
        }
        var chosen: [FieldTable.Entry] = []
        var disagreements: [VariantDisagreement] = []
        for name in names {
            let setting = contributors.filter { $0.field(name) != nil }
            guard let specificity = setting.map(\.specificity).max() else { continue }
            let winners = setting.filter { $0.specificity == specificity }
            let first = winners[0]
            if let rival = winners.dropFirst().first(where: { $0.field(name)?.value != first.field(name)?.value }),
               let rivalEntry = rival.field(name) {
                disagreements.append(VariantDisagreement(
                    field: name, conditions: [first.when.traits, rival.when.traits], position: locator.position(of: rivalEntry.keyMark)
                ))
                continue
            }
            let owner = winners.first { $0.when == cell } ?? first
            guard var entry = owner.field(name) else { continue }
            entry.isReported = entry.isReported && owner.when == cell
            chosen.append(entry)
        }
        let installedEntry = chosen.first { $0.name == "installed" }
        let installed = installedEntry.flatMap { entry in reporting(entry.isReported) { boolean(entry.value, field: "installed") } }
        let position = contributors.first { $0.when == cell }?.position ?? contributors.last?.position ?? base.position
        let merged = base.merging(chosen.filter { $0.name != "installed" }, position: position)
        let controller = insideVariant { controllerBody(kind: kind, table: merged, fixedId: id, depth: depth) }
        guard let controller, installed != nil || installedEntry == nil else { return nil }
        return VariantSpec(
            when: cell.traits, installed: installed ?? true, controller: controller, position: position, disagreements: disagreements,
            requiresAccessibilityContentSize: cell.accessibility
        )
    }

    private func variantCondition(_ node: YAMLNode) -> Condition? {
        guard var table = mapping(node, role: "`when`") else { return nil }
        rejectUnknownFields(&table, allowed: ["horizontal", "vertical", "style", "contentSize", "direction", "contrast"], in: "the `when` of a variant")
        let horizontal = field(table, "horizontal") { choice($0, field: "horizontal", ValueNames.variantSizeClasses) }
        let vertical = field(table, "vertical") { choice($0, field: "vertical", ValueNames.variantSizeClasses) }
        let style = field(table, "style") { choice($0, field: "style", ValueNames.userInterfaceStyles) }
        let direction = field(table, "direction") { choice($0, field: "direction", ValueNames.layoutDirections) }
        let contrast = field(table, "contrast") { choice($0, field: "contrast", ValueNames.contrasts) }
        let accessibility = (table["contentSize"]?.value.scalar?.string).map { $0 == "accessibility" } ?? false
        let contentSize = accessibility ? ContentSizeCategory.unspecified : field(table, "contentSize") { node -> ContentSizeCategory? in
            choice(node, field: "contentSize", ValueNames.contentSizes)
        }
        let decoded = [
            (horizontal != nil, "horizontal"), (vertical != nil, "vertical"), (style != nil, "style"),
            (direction != nil, "direction"), (contrast != nil, "contrast"), (contentSize != nil, "contentSize"),
        ]
        guard decoded.allSatisfy({ $0.0 || !table.contains($0.1) }) else { return nil }
        let condition = Condition(
            traits: TraitCollection(
                horizontal: horizontal ?? .unspecified, vertical: vertical ?? .unspecified, userInterfaceStyle: style ?? .unspecified,
                contentSize: contentSize ?? .unspecified, layoutDirection: direction ?? .unspecified, contrast: contrast ?? .unspecified
            ),
            accessibility: accessibility
        )
        guard condition.specificity > 0 else {
            error(
                "invalid-value",
                "a variant's `when` needs `horizontal` or `vertical` set to `compact` or `regular`, or an appearance (`style`, `contentSize`, `direction`, `contrast`)",
                at: node
            )
            return nil
        }
        return condition
    }
}
