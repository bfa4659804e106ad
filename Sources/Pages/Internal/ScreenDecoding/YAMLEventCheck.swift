import CYaml

/// The one policy of the three YAML readers (screen blocks, front matter, `sizeboard.yml`), applied
/// to the events of libyaml's parser, the parser Yams composes from, before Yams composes.
///
/// Aliases (`*name`) are rejected wherever the parser finds them: Yams expands each alias into a
/// shared copy of its anchor's node, so a few lines of aliases describe an exponentially large
/// tree. Duplicate scalar keys are found here too, at the second key (Yams reports the mapping).
enum YAMLEventCheck {
    /// A problem at a 1-based line and 1-based Unicode-scalar column of the text.
    struct Finding: Equatable {
        enum Kind: Equatable {
            /// An alias of the anchor named.
            case alias(String)
            /// A key written twice in one mapping.
            case duplicateKey(String)
        }

        var kind: Kind
        var line: Int
        var column: Int
    }

    private struct Collection {
        var isMapping: Bool
        var keys: Set<String> = []
        var expectsKey = true
    }

    /// Every alias and duplicate key of `text`, in order, up to its first syntax error (which
    /// composing reports).
    static func findings(in text: String) -> [Finding] {
        var bytes = Array(text.utf8)
        if bytes.isEmpty { return [] }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return [] }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        var findings: [Finding] = []
        bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var stack: [Collection] = []
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                let line = Int(event.start_mark.line) + 1
                let column = Int(event.start_mark.column) + 1
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return
                case YAML_ALIAS_EVENT:
                    findings.append(Finding(kind: .alias(string(event.data.alias.anchor)), line: line, column: column))
                    noteNode(key: nil, in: &stack)
                case YAML_SCALAR_EVENT:
                    let value = string(event.data.scalar.value, length: Int(event.data.scalar.length))
                    if noteNode(key: value, in: &stack) {
                        findings.append(Finding(kind: .duplicateKey(value), line: line, column: column))
                    }
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    noteNode(key: nil, in: &stack)
                    stack.append(Collection(isMapping: event.type == YAML_MAPPING_START_EVENT))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    _ = stack.popLast()
                default:
                    break
                }
            }
        }
        return findings
    }

    /// Records a node in the innermost collection; true when it is a scalar key already seen there.
    @discardableResult
    private static func noteNode(key: String?, in stack: inout [Collection]) -> Bool {
        guard var top = stack.popLast() else { return false }
        defer { stack.append(top) }
        guard top.isMapping else { return false }
        defer { top.expectsKey.toggle() }
        guard top.expectsKey, let key else { return false }
        return !top.keys.insert(key).inserted
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int? = nil) -> String {
        guard let pointer else { return "" }
        var count = 0
        if let length {
            count = length
        } else {
            while pointer[count] != 0 { count += 1 }
        }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }
}
