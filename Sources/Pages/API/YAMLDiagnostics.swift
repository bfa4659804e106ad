import Adaptivity
import Yams

/// Maps Yams' marks and errors to file positions and diagnostics.
public enum YAMLDiagnostics {
    /// The file position of a Yams mark, for YAML whose first line is `lineOffset` lines into the file.
    public static func position(of mark: Mark?, lineOffset: Int = 0) -> SourcePosition? {
        mark.map { SourcePosition(line: $0.line + lineOffset, column: $0.column) }
    }

    /// A located `yaml-syntax` (or `duplicate-key`) diagnostic for an error Yams threw.
    public static func diagnostic(for error: any Error, path: String, lineOffset: Int = 0) -> Diagnostic {
        guard let yamlError = error as? YamlError else {
            return .error("yaml-syntax", "invalid YAML: \(error)", path: path, at: nil)
        }
        switch yamlError {
        case let .scanner(context, problem, mark, yaml), let .parser(context, problem, mark, yaml), let .composer(context, problem, mark, yaml):
            let detail = context.map { "\(problem) (\($0.text))" } ?? problem
            let lineCount = yaml.split(separator: "\n", omittingEmptySubsequences: false).count
            let reachedEnd = mark.line >= lineCount && yaml.hasSuffix("\n") || mark.line > lineCount
            let located = reachedEnd ? context?.mark ?? mark : mark
            return .error("yaml-syntax", "invalid YAML: \(detail)", path: path, at: position(of: located, lineOffset: lineOffset))
        case let .duplicatedKeysInMapping(duplicates, context):
            return .error(
                "duplicate-key",
                "duplicate key \(duplicates.map { "`\($0)`" }.joined(separator: ", "))",
                path: path,
                at: position(of: context.mark, lineOffset: lineOffset)
            )
        default:
            return .error("yaml-syntax", "invalid YAML: \(yamlError)", path: path, at: nil)
        }
    }
}
