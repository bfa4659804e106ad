import Pages

/// The partials a theme's templates call (`{{> name}}`), checked against the templates it has:
/// a call to a missing partial would otherwise render as nothing.
enum PartialReferences {
    /// A template's text and where it was read from.
    struct Source {
        let file: String
        let text: String
    }

    /// An error at each `{{> name}}` whose template is not among `known`.
    static func missing(in sources: [String: Source], known: Set<String>) -> [Diagnostic] {
        sources.sorted { $0.key < $1.key }.flatMap { templateName, source in
            calls(in: source.text).compactMap { name, position in
                known.contains(name) ? nil : .error(
                    "missing-partial",
                    "template `\(templateName)` calls the partial `\(name)`, but the theme has no template `\(name).mustache`",
                    path: source.file,
                    at: position
                )
            }
        }
    }

    /// The partial names called in `text`, with the line and byte column of each `{{>`.
    static func calls(in text: String) -> [(String, SourcePosition)] {
        let bytes = Array(text.utf8)
        var calls: [(String, SourcePosition)] = []
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if index + 2 < bytes.count, bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{"), bytes[index + 2] == UInt8(ascii: ">") {
                var end = index + 3
                while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
                let nameStart = end
                while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "}"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if end > nameStart {
                    calls.append((String(decoding: bytes[nameStart..<end], as: UTF8.self), SourcePosition(line: line, column: index - lineStart + 1)))
                }
                index = end
                continue
            }
            index += 1
        }
        return calls
    }
}
