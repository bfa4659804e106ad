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

    /// Composes `text`, whose positions `locator` maps into the file at `path`.
    ///
    /// Aliases are rejected before composing: Yams expands each alias into a shared copy of its
    /// anchor's node, so a few lines of aliases could describe an exponentially large tree.
    static func compose(_ text: String, locator: YAMLLocator, path: String) -> Composition {
        let aliases = YAMLAliasScanner.aliasPositions(in: text)
        if !aliases.isEmpty {
            let diagnostics = aliases.map { alias in
                Diagnostic.error(
                    "unsupported-alias",
                    "YAML aliases such as `*\(alias.name)` are not supported; write the value out",
                    path: path,
                    at: locator.position(line: alias.line, scalarColumn: alias.column)
                )
            }
            return Composition(root: nil, diagnostics: diagnostics)
        }
        do {
            return Composition(root: try Yams.compose(yaml: text, .default, .default, .utf8), diagnostics: [])
        } catch let error as YamlError {
            return Composition(root: nil, diagnostics: [diagnostic(for: error, locator: locator, path: path)])
        } catch {
            return Composition(
                root: nil,
                diagnostics: [.error("yaml-syntax", "YAML could not be read: \(error)", path: path, at: locator.position(line: 1, scalarColumn: 1))]
            )
        }
    }

    private static func diagnostic(for error: YamlError, locator: YAMLLocator, path: String) -> Diagnostic {
        switch error {
        case let .parser(_, problem, mark, _) where problem.hasPrefix("Maximum nesting level"):
            return .error("too-deep", "YAML nests deeper than the parser allows", path: path, at: locator.position(of: mark))
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let message = context.map { "YAML syntax error: \(problem) (\($0.text) at line \(locator.position(of: $0.mark).line))" }
                ?? "YAML syntax error: \(problem)"
            return .error("yaml-syntax", message, path: path, at: locator.position(of: mark))
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
