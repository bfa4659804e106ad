import CYaml

/// Composes a screen block's YAML into ``YAMLNode``s straight from the events of libyaml's parser,
/// the parser Yams composes from.
///
/// Yams makes an object of every event, a tag object of every node, copies each scalar through
/// Foundation and groups every mapping's keys in a dictionary to find duplicates: most of the
/// cost of reading a screen block. This reads the same events into the tree the decoder needs.
/// It declines what Yams names better: a syntax error, an alias, a key written twice in one
/// mapping, two keys of one mapping that are not text (Yams compares those as trees), a tag
/// (Yams resolves it), a second document; ``YAMLComposer/composeTree(_:locator:path:)`` then composes through Yams.
enum YAMLEventComposer {
    /// What reading the events gave.
    enum Outcome {
        /// The document's root; nil for a text without one (empty, or only comments).
        case composed(YAMLNode?)
        /// A text whose problems composing through Yams reports.
        case declined
    }

    /// A mapping or list whose end has not been read yet: its nodes so far are the last of the
    /// nodes read, from `start`, until its end makes it one node.
    private struct Open {
        var isMapping: Bool
        var mark: YAMLNode.Mark
        var start: Int
        var textKeySet: Set<String> = []
        var otherKeyCount = 0

        /// Mappings with more keys than this find duplicates in a set, not by comparing each.
        static let linearKeyLimit = 16

        /// Whether `node` may follow its nodes at the end of `nodes`: false when it is a key this
        /// mapping already has, or its second key that is not text.
        mutating func accepts(_ node: YAMLNode, after nodes: [YAMLNode]) -> Bool {
            let count = nodes.count - start
            guard isMapping, count.isMultiple(of: 2) else { return true }
            guard case .scalar(let scalar) = node else {
                otherKeyCount += 1
                return otherKeyCount < 2
            }
            let keys = stride(from: start, to: nodes.count, by: 2)
            guard count / 2 >= Self.linearKeyLimit else {
                return !keys.contains { index in
                    if case .scalar(let key) = nodes[index] { key.string == scalar.string } else { false }
                }
            }
            if textKeySet.isEmpty { textKeySet = Set(keys.compactMap { nodes[$0].scalar?.string }) }
            return textKeySet.insert(scalar.string).inserted
        }

        /// The finished mapping or list of its `nodes`.
        func node(of nodes: ArraySlice<YAMLNode>) -> YAMLNode {
            guard isMapping else { return .sequence(YAMLNode.List(nodes: Array(nodes), mark: mark)) }
            var pairs: [YAMLNode.Pair] = []
            pairs.reserveCapacity(nodes.count / 2)
            for index in stride(from: nodes.startIndex, to: nodes.endIndex - 1, by: 2) {
                pairs.append(YAMLNode.Pair(key: nodes[index], value: nodes[index + 1]))
            }
            return .mapping(YAMLNode.Mapping(pairs: pairs, mark: mark))
        }
    }

    /// The tree of `text` (a byte order mark already removed), or `.declined`.
    static func compose(_ text: String) -> Outcome {
        var text = text
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress, !bytes.isEmpty else { return .composed(nil) }
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return .declined }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, start, bytes.count)
            return read(&parser)
        }
    }

    private static func read(_ parser: inout yaml_parser_t) -> Outcome {
        var stack: [Open] = []
        var nodes: [YAMLNode] = []
        nodes.reserveCapacity(32)
        var root: YAMLNode?
        var documents = 0
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            defer { yaml_event_delete(&event) }
            let mark = YAMLNode.Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            let finished: YAMLNode
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return .composed(root)
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 { return .declined }
                continue
            case YAML_ALIAS_EVENT:
                return .declined
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                if scalar.tag != nil { return .declined }
                let string = text(UnsafeBufferPointer(start: scalar.value, count: scalar.length))
                finished = .scalar(YAMLNode.Scalar(string: string, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE, mark: mark))
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                if (isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag) != nil { return .declined }
                stack.append(Open(isMapping: isMapping, mark: mark, start: nodes.count))
                continue
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let open = stack.popLast() else { return .declined }
                finished = open.node(of: nodes[open.start...])
                nodes.removeSubrange(open.start...)
            default:
                continue
            }
            if stack.isEmpty {
                root = finished
            } else if stack[stack.count - 1].accepts(finished, after: nodes) {
                nodes.append(finished)
            } else {
                return .declined
            }
        }
        return .declined
    }

    /// A scalar's text from its UTF-8 bytes, which libyaml has checked. A byte order mark that
    /// opens it is dropped, as Yams drops it (it reads scalars through Foundation's
    /// `String(bytes:encoding:)`).
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let marked = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        return String(decoding: marked ? UnsafeBufferPointer(rebasing: bytes.dropFirst(3)) : bytes, as: UTF8.self)
    }
}
