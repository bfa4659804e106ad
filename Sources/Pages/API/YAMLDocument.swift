import Adaptivity
import Yams

/// A YAML file composed under the policy every YAML reader of Sizeboard shares (no aliases, no
/// duplicate keys, checked on the parser's events), with positions in UTF-8 byte columns.
public struct YAMLDocument {
    /// The document's root; nil for an empty text or when composing failed.
    public let root: Node?
    /// Syntax errors, duplicate keys, rejected aliases and overlong keys, located.
    public let diagnostics: [Diagnostic]
    private let locator: YAMLLocator

    /// Composes `text`, the contents of the file at `path`.
    public init(_ text: String, path: String) {
        locator = YAMLLocator(text: text) { line, column in SourcePosition(line: line, column: column) }
        let composition = YAMLComposer.compose(text, locator: locator, path: path)
        root = composition.root
        diagnostics = composition.diagnostics
    }

    /// Where `node` starts in the file.
    public func position(of node: Node) -> SourcePosition {
        locator.position(of: node)
    }
}
