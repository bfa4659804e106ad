import Adaptivity

/// Decoding of `overrideTraits: {horizontal, vertical, when: {minWidth, maxWidth, minHeight, maxHeight}}`.
extension DecodingContext {
    /// The trait override a controller's parent sets for it.
    func traitOverride(_ node: YAMLNode) -> TraitOverrideSpec? {
        guard var table = mapping(node, role: "`overrideTraits`") else { return nil }
        rejectUnknownFields(&table, allowed: ["horizontal", "vertical", "when"], in: "`overrideTraits`")
        let horizontal = field(table, "horizontal") { choice($0, field: "horizontal", ValueNames.overrideSizeClasses) }
        let vertical = field(table, "vertical") { choice($0, field: "vertical", ValueNames.overrideSizeClasses) }
        let condition = field(table, "when") { sizeCondition($0) }
        if !table.contains("horizontal"), !table.contains("vertical") {
            error("missing-field", "`overrideTraits` needs `horizontal` or `vertical`", at: table.position)
            return nil
        }
        let decoded = [(horizontal != nil, "horizontal"), (vertical != nil, "vertical"), (condition != nil, "when")]
        guard decoded.allSatisfy({ $0.0 || !table.contains($0.1) }) else { return nil }
        return TraitOverrideSpec(
            horizontal: horizontal ?? .unspecified,
            vertical: vertical ?? .unspecified,
            when: condition ?? SizeCondition()
        )
    }

    private func sizeCondition(_ node: YAMLNode) -> SizeCondition? {
        guard var table = mapping(node, role: "`when`") else { return nil }
        let names = ["minWidth", "maxWidth", "minHeight", "maxHeight"]
        rejectUnknownFields(&table, allowed: names, in: "the `when` of `overrideTraits`")
        let bounds = names.map { name in field(table, name) { nonNegativeNumber($0, field: name) } }
        guard zip(bounds, names).allSatisfy({ $0 != nil || !table.contains($1) }) else { return nil }
        return SizeCondition(minimumWidth: bounds[0], maximumWidth: bounds[1], minimumHeight: bounds[2], maximumHeight: bounds[3])
    }
}
