/// Finds the aliases (`*name`) of a YAML text without composing it.
///
/// The scan follows what can hide an asterisk: quoted scalars (also over several lines), block
/// scalars, comments and plain scalars, including a plain scalar continued on a more indented line.
enum YAMLAliasScanner {
    /// An alias token: its name and where its `*` is (1-based line, 1-based Unicode-scalar column).
    struct Alias: Equatable {
        /// The anchor name the alias refers to.
        var name: String
        /// The line of the `*`.
        var line: Int
        /// The column of the `*`, in Unicode scalars.
        var column: Int
    }

    private enum Quote {
        case single
        case double
    }

    /// Every alias of `text`, in order.
    static func aliasPositions(in text: String) -> [Alias] {
        guard text.unicodeScalars.contains("*") else { return [] }
        var scanner = State()
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (index, line) in lines.enumerated() {
            scanner.scan(Array(line.unicodeScalars), lineNumber: index + 1)
        }
        return scanner.aliases
    }

    private struct State {
        var aliases: [Alias] = []
        var quote: Quote?
        var flowDepth = 0
        var blockScalarParentIndentation: Int?
        var plainScalarLineIndentation: Int?

        mutating func scan(_ line: [Unicode.Scalar], lineNumber: Int) {
            let indentation = line.prefix { $0 == " " }.count
            let isBlank = line.allSatisfy { $0 == " " || $0 == "\t" }
            if let parent = blockScalarParentIndentation {
                if isBlank || indentation > parent { return }
                blockScalarParentIndentation = nil
            }
            if isBlank { return }
            var atTokenStart = true
            if let plainIndentation = plainScalarLineIndentation {
                if flowDepth > 0 || indentation > plainIndentation {
                    atTokenStart = false
                } else {
                    plainScalarLineIndentation = nil
                }
            }
            var position = quote == nil ? indentation : 0
            while position < line.count {
                let character = line[position]
                if let open = quote {
                    position = skipQuoted(line, from: position, quote: open)
                    continue
                }
                let previousIsSpace = position == 0 || line[position - 1] == " " || line[position - 1] == "\t"
                let next: Unicode.Scalar? = position + 1 < line.count ? line[position + 1] : nil
                let nextEndsToken = next == nil || next == " " || next == "\t"
                if character == "#" && previousIsSpace { return }
                if character == " " || character == "\t" {
                    position += 1
                    continue
                }
                if atTokenStart {
                    switch character {
                    case "\"":
                        quote = .double
                        atTokenStart = false
                        position += 1
                    case "'":
                        quote = .single
                        atTokenStart = false
                        position += 1
                    case "*":
                        let name = nameScalars(line, after: position)
                        if !name.isEmpty {
                            aliases.append(Alias(name: String(String.UnicodeScalarView(name)), line: lineNumber, column: position + 1))
                        }
                        atTokenStart = false
                        position += 1 + name.count
                    case "&", "!":
                        position += 1 + nameScalars(line, after: position).count
                    case "-" where nextEndsToken, "?" where nextEndsToken, ":" where nextEndsToken:
                        position += 1
                    case "[", "{":
                        flowDepth += 1
                        position += 1
                    case "]", "}":
                        flowDepth = max(flowDepth - 1, 0)
                        atTokenStart = false
                        position += 1
                    case ",":
                        position += 1
                    case "|", ">":
                        blockScalarParentIndentation = indentation
                        return
                    default:
                        atTokenStart = false
                        plainScalarLineIndentation = indentation
                        position += 1
                    }
                    continue
                }
                let endsFlowToken = flowDepth > 0 && (next == nil || next == "," || next == "]" || next == "}")
                switch character {
                case ":" where nextEndsToken || endsFlowToken:
                    atTokenStart = true
                    plainScalarLineIndentation = nil
                case "," where flowDepth > 0:
                    atTokenStart = true
                    plainScalarLineIndentation = nil
                case "[" where flowDepth > 0, "{" where flowDepth > 0:
                    flowDepth += 1
                    atTokenStart = true
                    plainScalarLineIndentation = nil
                case "]" where flowDepth > 0, "}" where flowDepth > 0:
                    flowDepth -= 1
                    plainScalarLineIndentation = nil
                default:
                    break
                }
                position += 1
            }
        }

        /// Skips a quoted scalar's text up to and including its closing quote, or to the line's end.
        private mutating func skipQuoted(_ line: [Unicode.Scalar], from start: Int, quote open: Quote) -> Int {
            var position = start
            while position < line.count {
                let character = line[position]
                switch open {
                case .double where character == "\\":
                    position += 2
                    continue
                case .double where character == "\"":
                    quote = nil
                    return position + 1
                case .single where character == "'":
                    if position + 1 < line.count, line[position + 1] == "'" {
                        position += 2
                        continue
                    }
                    quote = nil
                    return position + 1
                default:
                    position += 1
                }
            }
            return position
        }

        private func nameScalars(_ line: [Unicode.Scalar], after start: Int) -> ArraySlice<Unicode.Scalar> {
            let rest = line[(start + 1)...]
            return rest.prefix { !($0 == " " || $0 == "\t" || $0 == "," || $0 == "[" || $0 == "]" || $0 == "{" || $0 == "}") }
        }
    }
}
