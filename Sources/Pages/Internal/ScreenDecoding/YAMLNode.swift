/// A value of a screen block's YAML as the screen decoder reads it: text, a mapping or a list,
/// with where it starts.
///
/// Anchors are not kept (aliases are rejected before decoding), nor scalar styles but plain:
/// only a plain scalar can be null, a boolean or a number. A tag is kept only when it is not
/// its kind's (`str`, `map`, `seq`), for equality.
enum YAMLNode {
    /// A 1-based line and 1-based Unicode-scalar column of the YAML text, as libyaml counts them.
    struct Mark: Equatable {
        /// The line, from 1.
        var line: Int
        /// The column in Unicode scalars, from 1.
        var column: Int
    }

    /// Text.
    struct Scalar {
        /// The text, its escapes and line folding applied.
        var string: String
        /// Whether it is written plain: not quoted, not a block scalar.
        var isPlain: Bool
        /// Where it starts.
        var mark: Mark
        /// The tag Yams resolves, when it is not `str`.
        var tag: String?
    }

    /// A key of a mapping and its value. A struct rather than a tuple: arrays of tuples of
    /// nodes are copied through the runtime's generic tuple witnesses.
    struct Pair {
        /// The key.
        var key: YAMLNode
        /// The value.
        var value: YAMLNode
    }

    /// Keys and values in the order written.
    struct Mapping: Swift.Sequence {
        /// The key and value pairs.
        var pairs: [Pair]
        /// Where it starts.
        var mark: Mark
        /// The tag Yams resolves, when it is not `map`.
        var tag: String?

        func makeIterator() -> IndexingIterator<[Pair]> {
            pairs.makeIterator()
        }
    }

    /// Values in order.
    struct List: RandomAccessCollection {
        /// The values.
        var nodes: [YAMLNode]
        /// Where it starts.
        var mark: Mark
        /// The tag Yams resolves, when it is not `seq`.
        var tag: String?

        var startIndex: Int { nodes.startIndex }
        var endIndex: Int { nodes.endIndex }

        subscript(position: Int) -> YAMLNode { nodes[position] }
    }

    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(List)

    /// Where the value starts.
    var mark: Mark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(let mapping): mapping.mark
        case .sequence(let sequence): sequence.mark
        }
    }

    /// The text, if the value is a scalar.
    var scalar: Scalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }
}

extension YAMLNode: Equatable {
    /// Yams' equality of nodes: the same kind, text, tags and children; where each is written
    /// and how a scalar is quoted do not count.
    static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        switch (lhs, rhs) {
        case let (.scalar(left), .scalar(right)):
            left.string == right.string && left.tag == right.tag
        case let (.mapping(left), .mapping(right)):
            left.tag == right.tag && left.pairs.count == right.pairs.count
                && zip(left.pairs, right.pairs).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case let (.sequence(left), .sequence(right)):
            left.tag == right.tag && left.nodes == right.nodes
        default:
            false
        }
    }
}
