import Adaptivity
import Pages
import Yams

/// Reads and validates the `devices` entries of `sizeboard.yml` (`invalid-device`, `invalid-id`).
struct DeviceDecoding {
    /// The configuration's document, for positions.
    let document: YAMLDocument
    /// The path shown in diagnostics.
    let path: String

    /// The largest width or height a device may have, in points.
    static let maximumSide = 100_000.0
    /// The scales a device may have.
    static let scales: [Double] = [1, 2, 3]
    static let fields = ["id", "width", "height", "scale", "idiom", "horizontal", "vertical", "safeArea"]

    func devices(_ node: Node, _ diagnostics: inout [Diagnostic]) -> [Environment] {
        guard let sequence = node.sequence else {
            diagnostics.append(error("wrong-type", "`devices` must be a list of {id, width, height, scale, idiom, horizontal, vertical, safeArea}", at: node))
            return []
        }
        return sequence.compactMap { device($0, &diagnostics) }
    }

    private func device(_ item: Node, _ diagnostics: inout [Diagnostic]) -> Environment? {
        guard let mapping = item.mapping, let id = mapping["id"]?.scalar?.string else {
            diagnostics.append(error("invalid-device", "a device needs at least 'id', 'width' and 'height'", at: item))
            return nil
        }
        let count = diagnostics.count
        for (keyNode, _) in mapping where !Self.fields.contains(keyNode.string ?? "") {
            let key = keyNode.string ?? ""
            diagnostics.append(error("unknown-field", "unknown field `\(key)` in device `\(id)`\(Suggestion.phrase(for: key, among: Self.fields))", at: keyNode))
        }
        if !IdentifierRule.isValid(id), let idNode = mapping["id"] {
            diagnostics.append(error("invalid-id", "device id `\(id)` must be \(IdentifierRule.description)", at: idNode))
        }
        let width = side("width", of: id, in: mapping, item: item, &diagnostics)
        let height = side("height", of: id, in: mapping, item: item, &diagnostics)
        var scale = 2.0
        if let scaleNode = mapping["scale"] {
            if let value = scaleNode.float, Self.scales.contains(value) {
                scale = value
            } else {
                diagnostics.append(error("invalid-device", "the `scale` of device `\(id)` must be 1, 2 or 3", at: scaleNode))
            }
        }
        var idiom: Idiom?
        if let idiomNode = mapping["idiom"] {
            let names = [Idiom.phone, .pad].map(\.rawValue)
            let text = idiomNode.scalar?.string ?? ""
            idiom = Idiom(rawValue: text).flatMap { $0 == .unspecified ? nil : $0 }
            if idiom == nil {
                diagnostics.append(error("invalid-device", "the `idiom` of device `\(id)` must be phone or pad, not `\(text)`\(Suggestion.phrase(for: text, among: names))", at: idiomNode))
            }
        }
        var sizeClasses: [SizeClass] = []
        for key in ["horizontal", "vertical"] {
            let text = mapping[key]?.scalar?.string ?? ""
            if let sizeClass = SizeClass(rawValue: text), sizeClass != .unspecified {
                sizeClasses.append(sizeClass)
            } else {
                diagnostics.append(error("invalid-device", "device `\(id)` needs '\(key)' as a size class (compact or regular)", at: mapping[key] ?? item))
            }
        }
        var safeArea: SafeAreaInsets?
        if let insets = mapping["safeArea"] {
            let values = insets.sequence?.compactMap(\.float) ?? []
            if values.count == 4, values.allSatisfy({ $0.isFinite && $0 >= 0 }) {
                safeArea = SafeAreaInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
            } else {
                diagnostics.append(error("invalid-device", "the `safeArea` of device `\(id)` must be [top, left, bottom, right] in points, each 0 or more", at: insets))
            }
        }
        guard diagnostics.count == count, let width, let height, sizeClasses.count == 2 else { return nil }
        return Environment(
            id: id, width: width, height: height, scale: scale,
            idiom: idiom ?? (width < 700 && height < 1000 ? .phone : .pad),
            horizontal: sizeClasses[0], vertical: sizeClasses[1], safeArea: safeArea
        )
    }

    /// A width or height: a finite number of points above zero and at most ``maximumSide``.
    private func side(_ key: String, of id: String, in mapping: Node.Mapping, item: Node, _ diagnostics: inout [Diagnostic]) -> Double? {
        guard let node = mapping[key] else {
            diagnostics.append(error("invalid-device", "device `\(id)` needs '\(key)' in points", at: item))
            return nil
        }
        guard let value = node.float, value.isFinite, value > 0, value <= Self.maximumSide else {
            diagnostics.append(error("invalid-device", "the `\(key)` of device `\(id)` must be a number of points above 0 and at most 100000", at: node))
            return nil
        }
        return value
    }

    /// What is wrong with an environment a plugin added, by the same rules as a declared device; nil when nothing.
    static func problem(with environment: Environment) -> String? {
        let sides = [environment.width, environment.height]
        if !IdentifierRule.isValid(environment.id) {
            return "its id must be \(IdentifierRule.description)"
        }
        if !sides.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= maximumSide }) {
            return "its width and height must be numbers of points above 0 and at most 100000"
        }
        if !scales.contains(environment.scale) {
            return "its scale must be 1, 2 or 3"
        }
        if environment.idiom == .unspecified || environment.horizontal == .unspecified || environment.vertical == .unspecified {
            return "its idiom and size classes must be specified"
        }
        return nil
    }

    private func error(_ code: String, _ message: String, at node: Node) -> Diagnostic {
        .error(code, message, path: path, at: document.position(of: node))
    }
}
