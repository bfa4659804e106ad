import Adaptivity
import Yams

/// Composes YAML text into Yams nodes, turning every failure into a diagnostic at its file position.
enum YAMLComposer {
    /// The root node, if the text composed, and the problems found.
    struct Composition {
        /// The document's root; nil for an empty text or a failure.
        var root: Node?
        /// Syntax errors, duplicate keys and rejected aliases.
        var diagnostics: [Diagnostic]
    }

    /// U+FEFF, the byte order mark.
    static let byteOrderMark: Unicode.Scalar = "\u{FEFF}"

    /// Composes `text`, whose positions `locator` maps into the file at `path`, under the shared
    /// policy of ``YAMLEventCheck``: no aliases, no duplicate keys.
    /// A byte order mark opening the text is removed before composing: libyaml would count it as
    /// the first line's indentation. `resolver` gives plain scalars their tags; a reader that
    /// reads scalars as text (the screen decoder) passes `.basic`, which resolves none and so
    /// spares the regular expressions Yams runs over every key it compares.
    ///
    /// The text is checked before it is composed when it could hold an alias (a `*`), or, under
    /// a resolver other than `.basic`, always: there Yams compares keys by their resolved tags
    /// (`1` and `"1"` differ) where the check compares their text. Under `.basic` without a `*`
    /// or an explicit tag (a `!`), Yams rejects exactly the duplicate keys the check finds, so
    /// the text is checked only when composing fails, to name the problem as the check does.
    static func compose(_ text: String, locator: YAMLLocator, path: String, resolver: Resolver = .default) -> Composition {
        let text = text.unicodeScalars.first == byteOrderMark ? String(text.unicodeScalars.dropFirst()) : text
        let checkedFirst = resolver !== Resolver.basic || text.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "!") }
        if checkedFirst, let problems = problems(in: text, locator: locator, path: path) {
            return problems
        }
        do {
            return Composition(root: try Yams.compose(yaml: text, resolver, .default, .utf8), diagnostics: [])
        } catch {
            if !checkedFirst, let problems = problems(in: text, locator: locator, path: path) {
                return problems
            }
            guard let error = error as? YamlError else {
                return Composition(
                    root: nil,
                    diagnostics: [.error("yaml-syntax", "YAML could not be read: \(error)", path: path, at: locator.position(line: 1, scalarColumn: 1))]
                )
            }
            return Composition(root: nil, diagnostics: [longKey(in: text, locator: locator, path: path) ?? diagnostic(for: error, locator: locator, path: path)])
        }
    }

    /// The aliases and duplicate keys of `text` (``YAMLEventCheck``) as a failed composition; nil
    /// when it has none.
    private static func problems(in text: String, locator: YAMLLocator, path: String) -> Composition? {
        let findings = YAMLEventCheck.findings(in: text)
        if !findings.isEmpty {
            let diagnostics = findings.map { finding in
                let position = locator.position(line: finding.line, scalarColumn: finding.column)
                switch finding.kind {
                case let .alias(name):
                    return Diagnostic.error(
                        "unsupported-alias",
                        "YAML aliases such as `*\(name)` are not supported; write the value out",
                        path: path,
                        at: position
                    )
                case let .duplicateKey(key):
                    return Diagnostic.error("duplicate-key", "the key `\(key)` appears more than once in the same mapping", path: path, at: position)
                }
            }
            return Composition(root: nil, diagnostics: diagnostics)
        }
        return nil
    }

    /// libyaml allows implicit keys of at most 1,024 characters and otherwise reports a confusing
    /// "did not find expected" error; a line whose key is longer is named for what it is.
    private static func longKey(in text: String, locator: YAMLLocator, path: String) -> Diagnostic? {
        let lines = YAMLLocator.lines(of: text)
        for (index, line) in lines.enumerated() where line.unicodeScalars.count > 1_024 {
            let scalars = Array(line.unicodeScalars)
            guard let colon = scalars.indices.dropFirst(1_024).first(where: { scalars[$0] == ":" && ($0 + 1 == scalars.count || scalars[$0 + 1] == " ") }) else { continue }
            let start = scalars.firstIndex { $0 != " " && $0 != "-" } ?? 0
            guard colon - start > 1_024 else { continue }
            return .error(
                "key-too-long",
                "a key is longer than 1,024 characters, the most YAML allows; shorten it",
                path: path,
                at: locator.position(line: index + 1, scalarColumn: start + 1)
            )
        }
        return nil
    }

    private static func diagnostic(for error: YamlError, locator: YAMLLocator, path: String) -> Diagnostic {
        switch error {
        case let .parser(_, problem, mark, _) where problem.hasPrefix("Maximum nesting level"):
            return .error("too-deep", "YAML nests deeper than the parser allows", path: path, at: locator.position(of: mark))
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let located = locator.isAtEnd(mark) ? context?.mark ?? mark : mark
            let message = context.map { "YAML syntax error: \(problem) (\($0.text) at line \(locator.position(of: $0.mark).line))" }
                ?? "YAML syntax error: \(problem)"
            let position = locator.isAtEnd(located) ? locator.lastCharacterPosition : locator.position(of: located)
            return .error("yaml-syntax", message, path: path, at: position)
        case let .reader(problem, offset, _, _):
            return .error("yaml-syntax", "YAML could not be read: \(problem)", path: path, at: locator.position(characterOffset: offset ?? 0))
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.sorted().map { "`\($0)`" }.joined(separator: ", ")
            let message = duplicates.count == 1
                ? "the key \(keys) appears more than once in the same mapping"
                : "the keys \(keys) appear more than once in the same mapping"
            return .error("duplicate-key", message, path: path, at: locator.position(of: context.mark))
        default:
            return .error("yaml-syntax", "YAML could not be read: \(error)", path: path, at: locator.position(line: 1, scalarColumn: 1))
        }
    }
}
