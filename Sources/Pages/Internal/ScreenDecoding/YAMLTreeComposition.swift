import Yams

extension YAMLComposer {
    /// A screen block's tree, if the text composed, and the problems found.
    struct TreeComposition {
        /// The document's root; nil for an empty text or a failure.
        var root: YAMLNode?
        /// Syntax errors, duplicate keys and rejected aliases.
        var diagnostics: [Diagnostic]
    }

    /// Composes `text` as ``compose(_:locator:path:resolver:)`` does with the `.basic` resolver,
    /// into ``YAMLNode``s: from libyaml's events (``YAMLEventComposer``), or through Yams for a
    /// text that reader declines, so the diagnostics are Yams' and the check's.
    static func composeTree(_ text: String, locator: YAMLLocator, path: String) -> TreeComposition {
        let unmarked = text.unicodeScalars.first == byteOrderMark ? String(text.unicodeScalars.dropFirst()) : text
        if case .composed(let root) = YAMLEventComposer.compose(unmarked) {
            return TreeComposition(root: root, diagnostics: [])
        }
        let composition = compose(text, locator: locator, path: path, resolver: .basic)
        return TreeComposition(root: composition.root.map(YAMLNode.init), diagnostics: composition.diagnostics)
    }
}

extension YAMLNode {
    /// The tree of a node Yams composed. Yams composes an alias into its anchor's node, so an
    /// alias node only comes from a tree made by hand; it reads as the text it is written as.
    init(_ node: Node) {
        let mark = node.mark.map { Mark(line: $0.line, column: $0.column) } ?? Mark(line: 1, column: 1)
        switch node {
        case .scalar(let scalar):
            self = .scalar(Scalar(string: scalar.string, isPlain: scalar.style == .plain, mark: mark, tag: Self.tag(of: node, unless: .str)))
        case .mapping(let mapping):
            let pairs = mapping.map { Pair(key: YAMLNode($0.key), value: YAMLNode($0.value)) }
            self = .mapping(Mapping(pairs: pairs, mark: mark, tag: Self.tag(of: node, unless: .map)))
        case .sequence(let sequence):
            self = .sequence(List(nodes: sequence.map(YAMLNode.init), mark: mark, tag: Self.tag(of: node, unless: .seq)))
        case .alias(let alias):
            self = .scalar(Scalar(string: "*\(alias.anchor.rawValue)", isPlain: true, mark: mark))
        }
    }

    /// The tag Yams resolves for `node`, or nil when it is `kindTag`.
    private static func tag(of node: Node, unless kindTag: Tag.Name) -> String? {
        let name = node.tag.description
        return name == kindTag.rawValue ? nil : name
    }
}
