/// What changed between two resolutions of one variant, in sentences in UIKit's terms.
enum VariantSentences {
    static func between(_ base: JSONValue, _ head: JSONValue, environment: String) -> [String] {
        guard base != head else { return [] }
        var sentences: [String] = []
        if base["environment"] != head["environment"] {
            sentences.append("environment \(environment) changed: \(size(base["environment"])) -> \(size(head["environment"]))")
        }
        if let wasHidden = base["statusBarHidden"]?.bool, let isHidden = head["statusBarHidden"]?.bool, wasHidden != isHidden {
            sentences.append(isHidden ? "status bar now hidden" : "status bar now shown")
        }
        sentences += PresentationSentences.between(base["presentations"]?.array ?? [], head["presentations"]?.array ?? [], environment: environment)
        sentences += NodeSentences.between(nodes(of: base), nodes(of: head), environment: environment)
        let wasVisible = base["visible"]?.strings ?? []
        let isVisible = head["visible"]?.strings ?? []
        if wasVisible != isVisible {
            sentences.append("visible: \(list(wasVisible)) -> \(list(isVisible))")
        }
        return sentences.isEmpty ? ["resolution changed"] : sentences
    }

    /// Every node of the window's hierarchy, then of each presentation, depth first.
    static func nodes(of result: JSONValue) -> [JSONValue] {
        var found: [JSONValue] = []
        func walk(_ node: JSONValue) {
            found.append(node)
            node["children"]?.array.forEach(walk)
        }
        if let root = result["root"] { walk(root) }
        for presentation in result["presentations"]?.array ?? [] {
            if let root = presentation["root"] { walk(root) }
        }
        return found
    }

    static func list(_ ids: [String]) -> String {
        ids.isEmpty ? "nothing" : ids.joined(separator: ", ")
    }

    private static func size(_ environment: JSONValue?) -> String {
        let width = environment?["width"].map(number) ?? "?"
        let height = environment?["height"].map(number) ?? "?"
        return "\(width)x\(height)"
    }

    /// A JSON number without a needless `.0`.
    static func number(_ value: JSONValue) -> String {
        guard case .number(let number) = value else { return "?" }
        return points(number)
    }

    static func points(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}
