import Adaptivity
import Pages
import Yams

/// Reads `sizeboard.yml` into a `SiteConfig`, reporting each bad key or value where it stands.
struct SiteConfigDecoder {
    /// The path shown in diagnostics.
    let path: String

    private static let knownKeys = [
        "title", "baseURL", "content", "output", "theme", "environments", "behavior", "plugins",
        "unsafeHTML", "devices", "presentations",
    ]

    /// A decoded configuration, with where each `plugins` entry was written.
    struct Decoded {
        var config = SiteConfig()
        var diagnostics: [Diagnostic] = []
        var pluginPositions: [SourcePosition?] = []
    }

    func decode(_ yaml: String) -> Decoded {
        var decoded = Decoded()
        let (config, diagnostics) = decode(yaml, pluginPositions: &decoded.pluginPositions)
        decoded.config = config
        decoded.diagnostics = diagnostics
        return decoded
    }

    private func decode(_ yaml: String, pluginPositions: inout [SourcePosition?]) -> (SiteConfig, [Diagnostic]) {
        var config = SiteConfig()
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml, .default, .default, .utf8)
        } catch {
            return (config, [YAMLDiagnostics.diagnostic(for: error, path: path)])
        }
        guard let root else { return (config, []) }
        guard let mapping = root.mapping else {
            return (config, [error("wrong-type", "sizeboard.yml must be a mapping of keys to values", at: root)])
        }
        var diagnostics: [Diagnostic] = []
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "title": config.title = string(value, key, &diagnostics) ?? config.title
            case "baseURL": config.baseURL = string(value, key, &diagnostics) ?? config.baseURL
            case "content": config.contentDirectory = string(value, key, &diagnostics) ?? config.contentDirectory
            case "output": config.outputDirectory = string(value, key, &diagnostics) ?? config.outputDirectory
            case "theme": config.theme = string(value, key, &diagnostics) ?? config.theme
            case "behavior": config.behavior = string(value, key, &diagnostics) ?? config.behavior
            case "environments": config.environments = strings(value, key, &diagnostics)
            case "plugins":
                config.plugins = strings(value, key, &diagnostics)
                pluginPositions = (value.sequence.map(Array.init) ?? [value]).map { position(of: $0) }
            case "unsafeHTML":
                if let flag = value.bool {
                    config.allowsRawHTML = flag
                } else {
                    diagnostics.append(error("wrong-type", "`unsafeHTML` must be true or false", at: value))
                }
            case "devices": config.devices = devices(value, &diagnostics)
            case "presentations": config.presentations = presentations(value, &diagnostics)
            default:
                if !Self.knownKeys.contains(key) {
                    config.extra[key] = MetadataValue(value)
                }
            }
        }
        return (config, diagnostics)
    }

    private func devices(_ node: Node, _ diagnostics: inout [Diagnostic]) -> [Environment] {
        guard let sequence = node.sequence else {
            diagnostics.append(error("wrong-type", "`devices` must be a list of {id, width, height, scale, idiom, horizontal, vertical, safeArea}", at: node))
            return []
        }
        return sequence.compactMap { item in
            guard let mapping = item.mapping,
                  let id = mapping["id"]?.string,
                  let width = mapping["width"]?.float,
                  let height = mapping["height"]?.float
            else {
                diagnostics.append(error("invalid-device", "a device needs at least 'id', 'width' and 'height'", at: item))
                return nil
            }
            let idiom = mapping["idiom"]?.string.flatMap(Idiom.init(rawValue:)) ?? (width < 700 && height < 1000 ? .phone : .pad)
            let horizontal = mapping["horizontal"]?.string.flatMap(SizeClass.init(rawValue:))
            let vertical = mapping["vertical"]?.string.flatMap(SizeClass.init(rawValue:))
            guard let horizontal, let vertical, horizontal != .unspecified, vertical != .unspecified else {
                diagnostics.append(error("invalid-device", "device `\(id)` needs 'horizontal' and 'vertical' size classes (compact or regular)", at: item))
                return nil
            }
            var safeArea: SafeAreaInsets?
            if let insets = mapping["safeArea"] {
                let values = insets.sequence?.compactMap(\.float) ?? []
                guard values.count == 4, values.allSatisfy({ $0 >= 0 }) else {
                    diagnostics.append(error("invalid-device", "device `\(id)`: 'safeArea' is [top, left, bottom, right] in points", at: insets))
                    return nil
                }
                safeArea = SafeAreaInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
            }
            return Environment(
                id: id, width: width, height: height, scale: mapping["scale"]?.float ?? 2,
                idiom: idiom, horizontal: horizontal, vertical: vertical, safeArea: safeArea
            )
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

    private func error(_ code: String, _ message: String, at node: Node) -> Diagnostic {
        .error(code, message, path: path, at: position(of: node))
    }

    private func position(of node: Node) -> SourcePosition? {
        YAMLDiagnostics.position(of: node.mark)
    }
}
