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

    /// A mapping or list whose end has not been read yet.
    private struct Open {
        var isMapping: Bool
        var mark: YAMLNode.Mark
        var nodes: [YAMLNode] = []
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var pendingKey: YAMLNode?
        var textKeySet: Set<String> = []
        var otherKeyCount = 0

        /// Mappings with more keys than this find duplicates in a set, not by comparing each.
        static let linearKeyLimit = 16

        /// Adds `node`; false when it is a key this mapping already has, or its second key
        /// that is not text.
        mutating func add(_ node: YAMLNode) -> Bool {
            guard isMapping else {
                nodes.append(node)
                return true
            }
            if let key = pendingKey {
                pairs.append((key: key, value: node))
                pendingKey = nil
                return true
            }
            pendingKey = node
            guard case .scalar(let scalar) = node else {
                otherKeyCount += 1
                return otherKeyCount < 2
            }
            guard pairs.count >= Self.linearKeyLimit else {
                return !pairs.contains { pair in
                    if case .scalar(let key) = pair.key { key.string == scalar.string } else { false }
                }
            }
            if textKeySet.isEmpty { textKeySet = Set(pairs.compactMap { $0.key.scalar?.string }) }
            return textKeySet.insert(scalar.string).inserted
        }

        /// The finished mapping or list.
        var node: YAMLNode {
            isMapping ? .mapping(YAMLNode.Mapping(pairs: pairs, mark: mark)) : .sequence(YAMLNode.List(nodes: nodes, mark: mark))
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
                stack.append(Open(isMapping: isMapping, mark: mark))
                continue
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let open = stack.popLast() else { return .declined }
                finished = open.node
            default:
                continue
            }
            if stack.isEmpty {
                root = finished
            } else if !stack[stack.count - 1].add(finished) {
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
