import Adaptivity
import Yams

/// Decodes front matter YAML into `PageMetadata`, reporting each bad key or value where it stands.
struct FrontMatterDecoder {
    /// The file the front matter is in, for diagnostics.
    let path: String
    /// Lines before the YAML's first line in the file (the opening `---`).
    let lineOffset: Int

    func decode(_ yaml: String) -> (PageMetadata, [Diagnostic]) {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml, .default, .default, .utf8)
        } catch {
            return (PageMetadata(), [YAMLDiagnostics.diagnostic(for: error, path: path, lineOffset: lineOffset)])
        }
        guard let root else { return (PageMetadata(), []) }
        guard let mapping = root.mapping else {
            return (PageMetadata(), [diagnostic("wrong-type", "front matter must be a mapping of keys to values", at: root)])
        }
        var metadata = PageMetadata()
        var diagnostics: [Diagnostic] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else {
                diagnostics.append(diagnostic("wrong-type", "front matter keys must be strings", at: keyNode))
                continue
            }
            switch key {
            case "title": metadata.title = string(value, key: key, into: &diagnostics)
            case "summary": metadata.summary = string(value, key: key, into: &diagnostics)
            case "environments": metadata.environments = strings(value, key: key, into: &diagnostics)
            case "order":
                if let order = value.scalar.flatMap({ Int($0.string) }) {
                    metadata.order = order
                } else {
                    diagnostics.append(diagnostic("wrong-type", "`order` must be a whole number", at: value))
                }
            case "draft":
                if let draft = value.bool {
                    metadata.draft = draft
                } else {
                    diagnostics.append(diagnostic("wrong-type", "`draft` must be true or false", at: value))
                }
            default:
                metadata.extra[key] = MetadataValue(value)
            }
        }
        return (metadata, diagnostics)
    }

    private func string(_ node: Node, key: String, into diagnostics: inout [Diagnostic]) -> String? {
        guard let scalar = node.scalar else {
            diagnostics.append(diagnostic("wrong-type", "`\(key)` must be a string", at: node))
            return nil
        }
        return scalar.string
    }

    private func strings(_ node: Node, key: String, into diagnostics: inout [Diagnostic]) -> [String] {
        if let scalar = node.scalar { return [scalar.string] }
        guard let sequence = node.sequence else {
            diagnostics.append(diagnostic("wrong-type", "`\(key)` must be a list of strings", at: node))
            return []
        }
        return sequence.compactMap { item in
            guard let scalar = item.scalar else {
                diagnostics.append(diagnostic("wrong-type", "`\(key)` must be a list of strings", at: item))
                return nil
            }
            return scalar.string
        }
    }

    private func diagnostic(_ code: String, _ message: String, at node: Node) -> Diagnostic {
        .error(code, message, path: path, at: YAMLDiagnostics.position(of: node.mark, lineOffset: lineOffset))
    }
}
