import Adaptivity
import Yams

/// Decodes front matter YAML into `PageMetadata`, reporting each bad key or value where it stands.
struct FrontMatterDecoder {
    /// The file the front matter is in, for diagnostics.
    let path: String
    /// Lines before the YAML's first line in the file (the opening `---`).
    let lineOffset: Int

    private static let knownKeys = ["title", "summary", "environments", "order", "draft", "behavior", "ios"]
    private static let nearMisses = KnownKeyNearMisses(among: knownKeys)

    func decode(_ yaml: String) -> (PageMetadata, [Diagnostic]) {
        if let plain = PlainFrontMatter(yaml), let decoded = decode(plain) { return decoded }
        return decodeComposing(yaml)
    }

    /// Decodes `yaml` through Yams, whatever it holds.
    func decodeComposing(_ yaml: String) -> (PageMetadata, [Diagnostic]) {
        let lineOffset = lineOffset
        let locator = YAMLLocator(text: yaml) { line, column in SourcePosition(line: line + lineOffset, column: column) }
        let composition = YAMLComposer.compose(yaml, locator: locator, path: path)
        guard composition.diagnostics.isEmpty else { return (PageMetadata(), composition.diagnostics) }
        guard let root = composition.root else { return (PageMetadata(), []) }
        var reader = Reader(path: path, locator: locator)
        let metadata = reader.metadata(root)
        return (metadata, reader.diagnostics)
    }

    /// The metadata of plain front matter, as `decodeComposing` reads the same text; nil when a
    /// key needs what only the composed nodes give (the positions of `environments`) or has a
    /// value its key rejects, whose diagnostic `decodeComposing` words.
    private func decode(_ plain: PlainFrontMatter) -> (PageMetadata, [Diagnostic])? {
        var metadata = PageMetadata()
        var diagnostics: [Diagnostic] = []
        for (key, line, value) in plain.entries {
            switch (key, value) {
            case ("title", .scalar(let text, _)): metadata.title = text
            case ("summary", .scalar(let text, _)): metadata.summary = text
            case ("order", .scalar(let text, _)):
                guard let order = Int(text) else { return nil }
                metadata.order = order
            case ("draft", .scalar(let text, plain: true)):
                guard let draft = Self.plainBool(text) else { return nil }
                metadata.draft = draft
            case ("title", _), ("summary", _), ("order", _), ("draft", _), ("environments", _), ("behavior", _), ("ios", _):
                return nil
            default:
                if let intended = Self.nearMisses.intended(by: key) {
                    let position = SourcePosition(line: line + lineOffset, column: 1)
                    diagnostics.append(NearMissKey.warning(for: key, intended: intended, path: path, at: position))
                }
                switch value {
                case let .scalar(text, plain): metadata.extra[key] = Self.metadataValue(text, plain: plain)
                case let .list(items): metadata.extra[key] = .list(items.map { Self.metadataValue($0, plain: true) })
                }
            }
        }
        return (metadata, diagnostics)
    }

    /// What `MetadataValue(_:)` makes of a scalar node: a plain one is a boolean or a number when it reads as one.
    private static func metadataValue(_ text: String, plain: Bool) -> MetadataValue {
        if plain, let bool = plainBool(text) { return .bool(bool) }
        if plain, !text.utf8.contains(where: isNeverInNumber), let number = Double(text) { return .number(number) }
        return .string(text)
    }

    /// Whether `byte` can be in no text `Double(_:)` reads as a number (a date's `:`), so that
    /// such text is not converted to a C string to be tried.
    private static func isNeverInNumber(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ":") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ",")
    }

    /// A plain scalar as Yams reads a boolean: `true`, `yes` or `on`, `false`, `no` or `off`, in
    /// any case.
    private static func plainBool(_ text: String) -> Bool? {
        guard text.utf8.count <= 5 else { return nil }
        return switch text.lowercased() {
        case "true", "yes", "on": true
        case "false", "no", "off": false
        default: nil
        }
    }

    private struct Reader {
        let path: String
        let locator: YAMLLocator
        var diagnostics: [Diagnostic] = []

        mutating func metadata(_ root: Node) -> PageMetadata {
            var metadata = PageMetadata()
            guard let mapping = root.mapping else {
                diagnostic("wrong-type", "front matter must be a mapping of keys to values", at: root)
                return metadata
            }
            for (keyNode, value) in mapping {
                guard let key = keyNode.string else {
                    diagnostic("wrong-type", "front matter keys must be strings", at: keyNode)
                    continue
                }
                switch key {
                case "title": metadata.title = string(value, key: key)
                case "summary": metadata.summary = string(value, key: key)
                case "environments":
                    let entries = strings(value, key: key)
                    metadata.environments = entries.map(\.text)
                    metadata.environmentPositions = entries.map(\.position)
                case "order":
                    if let order = value.scalar.flatMap({ Int($0.string) }) {
                        metadata.order = order
                    } else {
                        diagnostic("wrong-type", "`order` must be a whole number", at: value)
                    }
                case "draft":
                    if let draft = value.bool {
                        metadata.draft = draft
                    } else {
                        diagnostic("wrong-type", "`draft` must be true or false", at: value)
                    }
                case "behavior":
                    guard let name = string(value, key: key) else { continue }
                    if Behavior.named(name) == nil {
                        let names = Behavior.all.map(\.name)
                        diagnostic(
                            "unknown-behavior",
                            "unknown behavior `\(name)`; available: \(names.joined(separator: ", "))\(Suggestion.phrase(for: name, among: names))",
                            at: value
                        )
                    } else {
                        metadata.behavior = name
                    }
                case "ios":
                    if let version = value.scalar.flatMap({ Int($0.string) }), ModernDefaults.supportedVersions.contains(version) {
                        metadata.ios = version
                    } else {
                        let range = ModernDefaults.supportedVersions
                        diagnostic("invalid-value", "`ios` must be a whole number from \(range.lowerBound) to \(range.upperBound)", at: value)
                    }
                default:
                    if let warning = NearMissKey.warning(for: key, among: FrontMatterDecoder.knownKeys, path: path, at: locator.position(of: keyNode)) {
                        diagnostics.append(warning)
                    }
                    metadata.extra[key] = MetadataValue(value)
                }
            }
            return metadata
        }

        private mutating func string(_ node: Node, key: String) -> String? {
            guard let scalar = node.scalar else {
                diagnostic("wrong-type", "`\(key)` must be a string", at: node)
                return nil
            }
            return scalar.string
        }

        /// A string or a list of strings, each with where it was written.
        private mutating func strings(_ node: Node, key: String) -> [(text: String, position: SourcePosition)] {
            if let scalar = node.scalar { return [(scalar.string, locator.position(of: node))] }
            guard let sequence = node.sequence else {
                diagnostic("wrong-type", "`\(key)` must be a list of strings", at: node)
                return []
            }
            return sequence.compactMap { item in
                guard let scalar = item.scalar else {
                    diagnostic("wrong-type", "`\(key)` must be a list of strings", at: item)
                    return nil
                }
                return (scalar.string, locator.position(of: item))
            }
        }

        private mutating func diagnostic(_ code: String, _ message: String, at node: Node) {
            diagnostics.append(.error(code, message, path: path, at: locator.position(of: node)))
        }
    }
}
