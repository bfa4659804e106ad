import Adaptivity

/// Decoding of the presentations under `present:`.
extension DecodingContext {
    private static let presentationFields = [
        "from", "controller", "style", "custom", "source", "arrows", "preferredSize", "adaptive", "adaptedWrapper",
        "sheet", "modalInPresentation",
    ]

    /// One presentation or a list of them.
    func presentations(_ node: YAMLNode) -> [PresentationSpec]? {
        let elements: [YAMLNode]
        switch node {
        case .mapping: elements = [node]
        case .sequence(let sequence): elements = Array(sequence)
        default:
            error("wrong-type", "`present` must be a presentation or a list of them, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        let decoded = elements.map(presentation)
        let valid = decoded.compactMap { $0 }
        return valid.count == decoded.count ? valid : nil
    }

    private func presentation(_ node: YAMLNode) -> PresentationSpec? {
        guard var table = mapping(node, role: "a presentation") else { return nil }
        rejectUnknownFields(&table, allowed: Self.presentationFields, in: "a presentation")
        let from = field(table, "from") { reference($0, field: "from", target: .controller) }
        let controller = requiredField(table, "controller", of: "a presentation") { self.controller($0, role: "`controller`", depth: 1) }
        let style = field(table, "style") { choice($0, field: "style", ValueNames.presentationStyles) }
        let custom = field(table, "custom") { customPresentation($0) }
        let source = field(table, "source") { reference($0, field: "source", target: .controllerOrBarItem) }
        let arrows = field(table, "arrows") { arrowDirections($0) }
        let preferredSize = field(table, "preferredSize") { size($0, field: "preferredSize") }
        let adaptive = field(table, "adaptive") { choice($0, field: "adaptive", ValueNames.adaptiveStyles) }
        let wraps = field(table, "adaptedWrapper") { choice($0, field: "adaptedWrapper", ValueNames.adaptedWrappers) }
        let sheet = field(table, "sheet") { self.sheet($0) }
        let modal = field(table, "modalInPresentation") { boolean($0, field: "modalInPresentation") }
        var isValid = customPairing(table, style: style)
        let decoded: [(Bool, String)] = [
            (from != nil, "from"), (style != nil, "style"), (custom != nil, "custom"), (source != nil, "source"),
            (arrows != nil, "arrows"), (preferredSize != nil, "preferredSize"), (adaptive != nil, "adaptive"),
            (wraps != nil, "adaptedWrapper"), (sheet != nil, "sheet"), (modal != nil, "modalInPresentation"),
        ]
        isValid = isValid && decoded.allSatisfy { $0.0 || !table.contains($0.1) }
        guard let controller, isValid else { return nil }
        return PresentationSpec(
            from: from,
            controller: controller,
            style: style,
            custom: custom,
            source: source,
            arrows: arrows ?? [],
            preferredSize: preferredSize,
            adaptive: adaptive ?? .automatic,
            wrapsInNavigationWhenAdapted: wraps ?? false,
            sheet: sheet,
            modalInPresentation: modal ?? false,
            position: table.position
        )
    }

    /// `style: custom` and `custom:` go together.
    private func customPairing(_ table: FieldTable, style: PresentationStyle?) -> Bool {
        if style == .custom, !table.contains("custom"), let entry = table["style"] {
            error("missing-field", "`style: custom` needs `custom:`, the name of a registered custom presentation", at: entry.value)
            return false
        }
        let styleIsInvalid = table.contains("style") && style == nil
        if let entry = table["custom"], style != .custom, !styleIsInvalid {
            error("conflicting-fields", "`custom` goes with `style: custom`", at: entry.keyMark)
            return false
        }
        return true
    }

    private func customPresentation(_ node: YAMLNode) -> String? {
        guard let name = text(node, field: "custom") else { return nil }
        guard vocabulary.customPresentations.contains(name) else {
            let known = vocabulary.customPresentations.sorted()
            let listed = known.isEmpty ? "none is registered" : "registered: \(known.map { "`\($0)`" }.joined(separator: ", "))"
            error(
                "unknown-presentation",
                "unknown custom presentation `\(name)` (\(listed))\(Suggestion.phrase(for: name, among: known))",
                at: node
            )
            return nil
        }
        return name
    }

    /// `any` (every direction) or a list of `up`, `down`, `left`, `right`.
    private func arrowDirections(_ node: YAMLNode) -> [ArrowDirection]? {
        if case .scalar(let scalar) = node {
            guard scalar.string == "any" else {
                error("invalid-value", "`arrows` must be `any` or a list of `up`, `down`, `left`, `right`, not \(NodeDescription.describe(node))", at: node)
                return nil
            }
            return []
        }
        guard case .sequence(let sequence) = node else {
            error("wrong-type", "`arrows` must be `any` or a list of `up`, `down`, `left`, `right`, not \(NodeDescription.describe(node))", at: node)
            return nil
        }
        guard !sequence.isEmpty else {
            error("invalid-value", "`arrows` needs at least one direction; write `any` for all", at: node)
            return nil
        }
        let directions = sequence.compactMap { choice($0, field: "arrows", ValueNames.arrowDirections) }
        guard directions.count == sequence.count else { return nil }
        return directions.reduce(into: []) { unique, direction in
            if !unique.contains(direction) { unique.append(direction) }
        }
    }

    /// `sheet: {detents, selected, largestUndimmed, edgeAttachedInCompactHeight,
    /// widthFollowsPreferredSize, grabber, cornerRadius, pageSizing}` (M-SH-01).
    private func sheet(_ node: YAMLNode) -> SheetSpec? {
        guard var table = mapping(node, role: "`sheet`") else { return nil }
        let flags = ["edgeAttachedInCompactHeight", "widthFollowsPreferredSize", "grabber", "pageSizing"]
        rejectUnknownFields(&table, allowed: ["detents", "selected", "largestUndimmed", "cornerRadius"] + flags, in: "`sheet`")
        var spec = SheetSpec()
        var isValid = true
        if table.contains("detents") {
            if let detents = field(table, "detents", { node in list(node, field: "detents", detent) }) { spec.detents = detents } else { isValid = false }
        }
        let identifiers = (spec.detents.isEmpty ? [SheetDetent.large] : spec.detents).map(\.identifier)
        for name in ["selected", "largestUndimmed"] where table.contains(name) {
            let value = field(table, name) { node -> String? in
                guard let id = text(node, field: name) else { return nil }
                guard identifiers.contains(id) else {
                    error(
                        "unknown-reference",
                        "`\(name)` names `\(id)`, which is none of the detents (\(identifiers.map { "`\($0)`" }.joined(separator: ", ")))\(Suggestion.phrase(for: id, among: identifiers))",
                        at: node
                    )
                    return nil
                }
                return id
            }
            guard let value else {
                isValid = false
                continue
            }
            if name == "selected" { spec.selected = value } else { spec.largestUndimmed = value }
        }
        for name in flags where table.contains(name) {
            guard let value = field(table, name, { boolean($0, field: name) }) else {
                isValid = false
                continue
            }
            switch name {
            case "edgeAttachedInCompactHeight": spec.edgeAttachedInCompactHeight = value
            case "widthFollowsPreferredSize": spec.widthFollowsPreferredSize = value
            case "grabber": spec.grabber = value
            default: spec.pageSizing = value
            }
        }
        if table.contains("cornerRadius") {
            if let radius = field(table, "cornerRadius", { nonNegativeNumber($0, field: "cornerRadius") }) { spec.cornerRadius = radius } else { isValid = false }
        }
        return isValid ? spec : nil
    }

    /// `medium`, `large` or `{id, height}` (M-SH-04).
    private func detent(_ node: YAMLNode) -> SheetDetent? {
        guard case .mapping = node else {
            return choice(node, field: "detents", ["medium": SheetDetent.medium, "large": SheetDetent.large])
        }
        guard var table = mapping(node, role: "a custom detent") else { return nil }
        rejectUnknownFields(&table, allowed: ["id", "height"], in: "a custom detent")
        let id = requiredField(table, "id", of: "a custom detent") { identifier($0, field: "id") }
        let height = requiredField(table, "height", of: "a custom detent") { nonNegativeNumber($0, field: "height") }
        guard let id, let height else { return nil }
        return .custom(id: id, height: height)
    }
}
