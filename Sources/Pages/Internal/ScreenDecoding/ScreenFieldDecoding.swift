import Adaptivity

/// Decoding of a screen block's top-level mapping.
extension DecodingContext {
    private static let screenFields = ["id", "title", "environments", "root", "actions", "present", "expect"]

    /// Decodes the screen whose YAML root is `root`; `blockStart` is the opening fence, where an
    /// empty block is reported.
    func decodeScreen(_ root: YAMLNode?, blockStart: SourcePosition) -> ScreenSpec? {
        guard let root, !isNull(root) else {
            error("missing-field", "the screen block is empty; a screen needs `id` and `root`", at: blockStart)
            return nil
        }
        guard case .mapping(let mapping) = root else {
            error("wrong-type", "a screen block must be a mapping with `id` and `root`, not \(NodeDescription.describe(root))", at: root)
            return nil
        }
        var table = FieldTable(mapping, position: locator.position(of: root), context: self)
        rejectUnknownFields(&table, allowed: Self.screenFields, in: "a screen")
        let id = requiredField(table, "id", of: "a screen") { identifier($0, field: "id") }
        let title = field(table, "title") { text($0, field: "title") }
        let environments = field(table, "environments") { node in list(node, field: "environments") { text($0, field: "environments") } }
        let rootController = requiredField(table, "root", of: "a screen") { controller($0, role: "`root`", depth: 1) }
        let actions = field(table, "actions") { node -> [ActionSpec]? in
            guard case .sequence(let sequence) = node else {
                error("wrong-type", "`actions` must be a list of `show:` or `showDetail:` actions, not \(NodeDescription.describe(node))", at: node)
                return nil
            }
            if sequence.count > ScreenDecoder.maximumActions {
                error(
                    "too-many-actions",
                    "a screen may have at most \(ScreenDecoder.maximumActions) actions, since each one lays the hierarchy out again; split the screen",
                    at: sequence[ScreenDecoder.maximumActions]
                )
                return nil
            }
            let decoded = sequence.map { action($0, rootId: rootController?.id) }
            let valid = decoded.compactMap { $0 }
            return valid.count == decoded.count ? valid : nil
        }
        let presentations = field(table, "present") { self.presentations($0) }
        checkReferences()
        let decoded = [
            (environments != nil, "environments"), (actions != nil, "actions"), (presentations != nil, "present"), (title != nil, "title"),
        ]
        guard let id, let rootController, decoded.allSatisfy({ $0.0 || !table.contains($0.1) }) else { return nil }
        return ScreenSpec(
            id: id,
            title: title,
            environments: environments ?? [],
            root: rootController,
            actions: actions ?? [],
            presentations: presentations ?? [],
            position: blockStart
        )
    }

    /// Where each entry of the screen's `environments:` list starts, in order; empty when the
    /// list is missing or not a list (which `decodeScreen` reports).
    func environmentPositions(_ root: YAMLNode?) -> [SourcePosition] {
        guard let root, case .mapping(let mapping) = root,
              let list = mapping.pairs.first(where: { $0.key.scalar?.string == "environments" })?.value,
              case .sequence(let sequence) = list
        else { return [] }
        return sequence.map { locator.position(of: $0) }
    }

    private func isNull(_ node: YAMLNode) -> Bool {
        if case .scalar(let scalar) = node { return NodeDescription.isNull(scalar) }
        return false
    }

    /// Reports every `from` and `source` that names no controller (or bar item) of the screen.
    private func checkReferences() {
        guard !references.isEmpty else { return }
        let controllerIds = controllerIds
        let controllerOrBarItemIds = controllerIds.union(barItemIds)
        for reference in references {
            let candidates: Set<String>
            let what: String
            switch reference.target {
            case .controller:
                candidates = controllerIds
                what = "controller"
            case .controllerOrBarItem:
                candidates = controllerOrBarItemIds
                what = "controller or bar item"
            }
            guard !candidates.contains(reference.id) else { continue }
            if barItemIds.contains(reference.id) {
                error(
                    "unknown-reference",
                    "`\(reference.field)` names the bar item `\(reference.id)`, but it takes the id of a controller",
                    at: reference.position
                )
                continue
            }
            error(
                "unknown-reference",
                "`\(reference.field)` names `\(reference.id)`, but no \(what) of this screen has that id\(Suggestion.phrase(for: reference.id, among: candidates))",
                at: reference.position
            )
        }
    }
}
