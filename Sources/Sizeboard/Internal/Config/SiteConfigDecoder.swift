import Adaptivity
import Pages
import Yams

/// Reads `sizeboard.yml` into a `SiteConfig`, reporting each bad key or value where it stands.
struct SiteConfigDecoder {
    /// The path shown in diagnostics.
    let path: String

    private static let knownKeys = [
        "title", "baseURL", "content", "output", "theme", "environments", "behavior", "ios", "plugins",
        "unsafeHTML", "devices", "presentations", "groups",
    ]

    /// A decoded configuration, with where each `plugins` and `environments` entry, the theme and
    /// the folders were written.
    struct Decoded {
        var config = SiteConfig()
        var diagnostics: [Diagnostic] = []
        var pluginPositions: [SourcePosition?] = []
        var environmentPositions: [SourcePosition] = []
        var contentPosition: SourcePosition?
        var outputPosition: SourcePosition?
        var themePosition: SourcePosition?
        var behaviorPosition: SourcePosition?
    }

    func decode(_ yaml: String) -> Decoded {
        var decoded = Decoded()
        let document = YAMLDocument(yaml, path: path)
        guard document.diagnostics.isEmpty else {
            decoded.diagnostics = document.diagnostics
            return decoded
        }
        guard let root = document.root else { return decoded }
        let reader = Reader(path: path, document: document)
        guard let mapping = root.mapping else {
            decoded.diagnostics = [reader.error(
                "not-a-config",
                "`\(path)` is not a Sizeboard configuration: it must be a YAML mapping of keys such as `title`, `content` and `output`",
                at: root
            )]
            return decoded
        }
        reader.decode(mapping, into: &decoded)
        return decoded
    }

    private struct Reader {
        let path: String
        let document: YAMLDocument

        func decode(_ mapping: Node.Mapping, into decoded: inout Decoded) {
            var config = SiteConfig()
            var diagnostics: [Diagnostic] = []
            for (keyNode, value) in mapping {
                let key = keyNode.string ?? ""
                switch key {
                case "title": config.title = string(value, key, &diagnostics) ?? config.title
                case "baseURL": config.baseURL = string(value, key, &diagnostics) ?? config.baseURL
                case "content":
                    if let content = string(value, key, &diagnostics) {
                        config.contentDirectory = content
                        decoded.contentPosition = document.position(of: value)
                    }
                case "output":
                    if let output = string(value, key, &diagnostics) {
                        config.outputDirectory = output
                        decoded.outputPosition = document.position(of: value)
                    }
                case "theme":
                    config.theme = identifier(value, key, &diagnostics) ?? config.theme
                    decoded.themePosition = document.position(of: value)
                case "behavior":
                    config.behavior = string(value, key, &diagnostics) ?? config.behavior
                    decoded.behaviorPosition = document.position(of: value)
                case "ios":
                    if let version = value.scalar.flatMap({ Int($0.string) }), ModernDefaults.supportedVersions.contains(version) {
                        config.ios = version
                    } else {
                        let range = ModernDefaults.supportedVersions
                        diagnostics.append(error("invalid-value", "`ios` must be a whole number from \(range.lowerBound) to \(range.upperBound)", at: value))
                    }
                case "environments":
                    config.environments = strings(value, key, &diagnostics)
                    decoded.environmentPositions = (value.sequence.map(Array.init) ?? [value]).map { document.position(of: $0) }
                case "plugins":
                    config.plugins = strings(value, key, &diagnostics)
                    decoded.pluginPositions = (value.sequence.map(Array.init) ?? [value]).map { document.position(of: $0) }
                case "unsafeHTML":
                    if let flag = value.bool {
                        config.allowsRawHTML = flag
                    } else {
                        diagnostics.append(error("wrong-type", "`unsafeHTML` must be true or false", at: value))
                    }
                case "devices": config.devices = DeviceDecoding(document: document, path: path).devices(value, &diagnostics)
                case "presentations": config.presentations = presentations(value, &diagnostics)
                case "groups": config.groups = groups(value, &diagnostics)
                default:
                    if let warning = NearMissKey.warning(for: key, among: SiteConfigDecoder.knownKeys, path: path, at: document.position(of: keyNode)) {
                        diagnostics.append(warning)
                    }
                    config.extra[key] = MetadataValue(value)
                }
            }
            decoded.config = config
            decoded.diagnostics = diagnostics
        }

        /// `groups: {name: [environment ids or group names]}`.
        private func groups(_ node: Node, _ diagnostics: inout [Diagnostic]) -> [ConfiguredGroup] {
            guard let mapping = node.mapping else {
                diagnostics.append(error("wrong-type", "`groups` must map group names to lists of environment ids or group names", at: node))
                return []
            }
            return mapping.compactMap { nameNode, members in
                let name = nameNode.string ?? ""
                guard IdentifierRule.isValid(name) else {
                    diagnostics.append(error("invalid-id", "group name `\(name)` must be \(IdentifierRule.description)", at: nameNode))
                    return nil
                }
                let names = strings(members, "groups.\(name)", &diagnostics)
                var group = ConfiguredGroup(name: name, members: names, position: document.position(of: members))
                group.memberPositions = (members.sequence.map(Array.init) ?? [members]).map { document.position(of: $0) }
                return group
            }
        }

        private static let presentationFields = ["width", "height", "align", "chrome", "adaptive"]

        /// `presentations: {name: {width, height, align, chrome, adaptive}}`; width and height are
        /// fractions (`1/3`, `0.5`) or points (`320`, `320pt`).
        private func presentations(_ node: Node, _ diagnostics: inout [Diagnostic]) -> [String: DeclaredPresentation] {
            guard let mapping = node.mapping else {
                diagnostics.append(error("wrong-type", "`presentations` must map names to {width, height, align, chrome, adaptive}", at: node))
                return [:]
            }
            var declared: [String: DeclaredPresentation] = [:]
            for (nameNode, fields) in mapping {
                guard let name = nameNode.string, let fieldMapping = fields.mapping else {
                    diagnostics.append(error("wrong-type", "a presentation is a name mapped to {width, height, align, chrome, adaptive}", at: fields))
                    continue
                }
                guard IdentifierRule.isValid(name) else {
                    diagnostics.append(error("invalid-id", "presentation name `\(name)` must be \(IdentifierRule.description)", at: nameNode))
                    continue
                }
                var presentation = DeclaredPresentation()
                for (keyNode, value) in fieldMapping {
                    let key = keyNode.string ?? ""
                    let text = value.scalar?.string ?? ""
                    switch key {
                    case "width", "height":
                        guard let dimension = DeclaredPresentation.Dimension(text) else {
                            diagnostics.append(error("invalid-value", "`\(key)` must be a fraction like 1/3 or 0.5, or points like 320", at: value))
                            continue
                        }
                        if key == "width" { presentation.width = dimension } else { presentation.height = dimension }
                    case "align":
                        guard let alignment = DeclaredPresentation.Alignment(rawValue: text) else {
                            diagnostics.append(invalid(text, field: key, among: DeclaredPresentation.Alignment.allCases.map(\.rawValue), at: value))
                            continue
                        }
                        presentation.alignment = alignment
                    case "chrome":
                        presentation.chrome = PresentationChrome(declaredName: text) ?? .named(text)
                    case "adaptive":
                        guard let adaptive = AdaptiveStyle(rawValue: text) else {
                            diagnostics.append(invalid(text, field: key, among: AdaptiveStyle.allCases.map(\.rawValue), at: value))
                            continue
                        }
                        presentation.adaptive = adaptive
                    default:
                        diagnostics.append(error(
                            "unknown-field",
                            "unknown field `\(key)` in presentation `\(name)`\(Suggestion.phrase(for: key, among: Self.presentationFields))",
                            at: keyNode
                        ))
                    }
                }
                declared[name] = presentation
            }
            return declared
        }

        private func invalid(_ text: String, field: String, among names: [String], at node: Node) -> Diagnostic {
            error("invalid-value", "`\(text)` is not a valid `\(field)`; use one of \(names.joined(separator: ", "))\(Suggestion.phrase(for: text, among: names))", at: node)
        }

        private func string(_ node: Node, _ key: String, _ diagnostics: inout [Diagnostic]) -> String? {
            guard let scalar = node.scalar else {
                diagnostics.append(error("wrong-type", "`\(key)` must be a string", at: node))
                return nil
            }
            return scalar.string
        }

        private func strings(_ node: Node, _ key: String, _ diagnostics: inout [Diagnostic]) -> [String] {
            if let scalar = node.scalar { return [scalar.string] }
            guard let sequence = node.sequence, sequence.allSatisfy({ $0.scalar != nil }) else {
                diagnostics.append(error("wrong-type", "`\(key)` must be a list of strings", at: node))
                return []
            }
            return sequence.compactMap(\.string)
        }

        /// A name that becomes part of a path (a theme's folder): it must follow the id rule.
        private func identifier(_ node: Node, _ key: String, _ diagnostics: inout [Diagnostic]) -> String? {
            guard let text = string(node, key, &diagnostics) else { return nil }
            guard IdentifierRule.isValid(text) else {
                diagnostics.append(error("invalid-id", "`\(key)` `\(text)` must be \(IdentifierRule.description)", at: node))
                return nil
            }
            return text
        }

        func error(_ code: String, _ message: String, at node: Node) -> Diagnostic {
            .error(code, message, path: path, at: document.position(of: node))
        }
    }
}
