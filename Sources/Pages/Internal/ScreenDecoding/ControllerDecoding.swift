import Adaptivity

/// Decoding of a controller: the mapping with one kind key, then the kind's fields.
extension DecodingContext {
    /// Decodes the controller `node`, `depth` levels deep (the root is at depth 1); `role` names
    /// the place it is written in messages, such as "`primary`" or "an item of `stack`".
    func controller(_ node: YAMLNode, role: @autoclosure () -> String, depth: Int) -> ControllerSpec? {
        guard depth <= ScreenDecoder.maximumDepth else {
            error("too-deep", "controllers nest deeper than \(ScreenDecoder.maximumDepth) levels", at: node)
            return nil
        }
        guard case .mapping(let mapping) = node else {
            error(
                "wrong-type",
                "\(role()) must be a controller, a mapping with one kind key such as `view: Photo`, not \(NodeDescription.describe(node))",
                at: node
            )
            return nil
        }
        let kinds = kindNames
        var kindEntry: (name: String, key: YAMLNode, value: YAMLNode)?
        var extraKindEntries: [(name: String, key: YAMLNode)] = []
        var reportedUnknownKey = false
        for pair in mapping.pairs {
            let key = pair.key
            guard case .scalar(let scalar) = key else {
                error("wrong-type", "a controller kind must be plain text, not \(NodeDescription.describe(key))", at: key)
                reportedUnknownKey = true
                continue
            }
            let name = scalar.string
            if kinds.contains(name) {
                if kindEntry == nil { kindEntry = (name, key, pair.value) } else { extraKindEntries.append((name, key)) }
            } else if ControllerFieldNames.all.contains(name) {
                error("unknown-kind", "`\(name)` is a field, not a controller kind: write it inside the kind's mapping, as in `view: {\(name): …}`", at: key)
                reportedUnknownKey = true
            } else {
                error("unknown-kind", "unknown controller kind `\(name)`\(Suggestion.phrase(for: name, among: kinds))", at: key)
                reportedUnknownKey = true
            }
        }
        guard let kind = kindEntry else {
            if !reportedUnknownKey {
                error("missing-kind", "a controller needs one kind key: \(kinds.map { "`\($0)`" }.joined(separator: ", "))", at: node)
            }
            return nil
        }
        for extra in extraKindEntries {
            error("ambiguous-kind", "a controller has exactly one kind, but `\(kind.name)` and `\(extra.name)` are both given", at: extra.key)
        }
        let keyPosition = locator.position(of: kind.key)
        var table: FieldTable
        switch kind.value {
        case .scalar(let scalar) where NodeDescription.isNull(scalar):
            table = FieldTable(position: keyPosition)
        case .scalar:
            var shorthand = FieldTable(position: keyPosition)
            shorthand.entries = [FieldTable.Entry(name: "title", keyMark: kind.key.mark, value: kind.value, isReported: true)]
            table = shorthand
        case .mapping(let fields):
            table = FieldTable(fields, position: keyPosition, context: self)
        case .sequence:
            error("wrong-type", "`\(kind.name)` must be a title or a mapping of fields, not \(NodeDescription.describe(kind.value))", at: kind.value)
            return nil
        }
        if let builtIn = ControllerFieldNames.builtInKinds.firstIndex(of: kind.name) {
            rejectUnknownFields(&table, allowed: ControllerFieldNames.builtInFields[builtIn], in: "a `\(kind.name)` controller")
        }
        return controllerBody(kind: kind.name, table: table, fixedId: nil, depth: depth)
    }

    /// Decodes the fields of a controller of `kind`; `fixedId` is the base id when decoding a variant.
    func controllerBody(kind: String, table: FieldTable, fixedId: String?, depth: Int) -> ControllerSpec? {
        let title = field(table, "title") { text($0, field: "title") }
        let id: String
        if let fixedId {
            id = fixedId
        } else {
            let explicit = field(table, "id") { node in identifier(node, field: "id").map { ($0, locator.position(of: node)) } }
            id = controllerId(explicit: explicit, title: title, kind: kind, at: table.position)
        }
        let definesContext = field(table, "definesContext") { boolean($0, field: "definesContext") } ?? false
        let overrideTraits = field(table, "overrideTraits") { traitOverride($0) }
        let specific = kindSpecific(kind, table: table, depth: depth)
        var spec = specific.map {
            ControllerSpec(id: id, title: title, kind: $0, definesContext: definesContext, overrideTraits: overrideTraits, position: table.position)
        }
        if fixedId == nil, let variants = field(table, "variants", { variants($0, kind: kind, base: table, id: id, depth: depth) }) {
            spec?.variants = variants
        }
        return spec
    }

    private func kindSpecific(_ kind: String, table: FieldTable, depth: Int) -> ControllerKind? {
        switch kind {
        case "view": view(table).map(ControllerKind.view)
        case "navigation": navigation(table, depth: depth).map(ControllerKind.navigation)
        case "split": split(table, depth: depth).map(ControllerKind.split)
        case "tabs": tabs(table, depth: depth).map(ControllerKind.tabs)
        case "pages": pages(table, depth: depth).map(ControllerKind.pages)
        case "alert": alert(table).map(ControllerKind.alert)
        case "search": search(table, depth: depth).map(ControllerKind.search)
        default: customContainer(kind, table: table, depth: depth).map(ControllerKind.custom)
        }
    }

    /// Decodes a list of child controllers one level deeper; nil if any is invalid.
    func children(_ node: YAMLNode, field: String, depth: Int) -> [ControllerSpec]? {
        guard case .sequence(let sequence) = node else {
            error("wrong-type", "`\(field)` must be a list of controllers, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        let decoded = sequence.map { controller($0, role: "an item of `\(field)`", depth: depth + 1) }
        let valid = decoded.compactMap { $0 }
        return valid.count == decoded.count ? valid : nil
    }
}
