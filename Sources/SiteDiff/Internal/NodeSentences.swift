/// What changed in the controller hierarchy of a variant, node by node, matched by id.
enum NodeSentences {
    static func between(_ base: [JSONValue], _ head: [JSONValue], environment: String) -> [String] {
        var sentences: [String] = []
        for (id, match) in MergedOrder.matches(base: base, head: head, key: { $0["id"]?.string }) {
            switch match {
            case .both(let was, let now):
                sentences += between(was, now, id: id, environment: environment)
            case .onlyBase(let was):
                sentences.append("\(kind(was)) \(id) no longer in the hierarchy")
            case .onlyHead(let now):
                sentences.append("\(kind(now)) \(id) now in the hierarchy")
            }
        }
        return sentences
    }

    private static func between(_ was: JSONValue, _ now: JSONValue, id: String, environment: String) -> [String] {
        var sentences: [String] = []
        let name = "\(kind(now)) \(id)"
        if was["kind"] != now["kind"] {
            sentences.append("\(id): \(kind(was)) -> \(kind(now))")
        }
        if let wasCollapsed = was["collapsed"]?.bool, let isCollapsed = now["collapsed"]?.bool, wasCollapsed != isCollapsed {
            sentences.append("split \(id): \(state(wasCollapsed)) -> \(state(isCollapsed)) in \(environment)")
        }
        if was["displayMode"] != now["displayMode"] {
            sentences.append("split \(id): display mode \(was["displayMode"]?.string ?? "none") -> \(now["displayMode"]?.string ?? "none")")
        }
        sentences += frameSentences(was["frame"]?.numbers ?? [], now["frame"]?.numbers ?? [], name: id)
        for axis in ["horizontal", "vertical"] where was[axis] != now[axis] {
            let dimension = axis == "horizontal" ? "width" : "height"
            sentences.append("\(id): \(was[axis]?.string ?? "?") \(dimension) -> \(now[axis]?.string ?? "?") \(dimension)")
        }
        if was["title"] != now["title"] {
            sentences.append("\(name) title: \(was["title"]?.string ?? "none") -> \(now["title"]?.string ?? "none")")
        }
        if was["stack"] != now["stack"] {
            sentences.append("navigation \(id) stack: \(VariantSentences.list(was["stack"]?.strings ?? [])) -> \(VariantSentences.list(now["stack"]?.strings ?? []))")
        }
        if was["selected"] != now["selected"] {
            sentences.append("\(name) selected: \(was["selected"]?.string ?? "none") -> \(now["selected"]?.string ?? "none")")
        }
        if was["spine"] != now["spine"] {
            sentences.append("pages \(id) spine: \(was["spine"]?.string ?? "none") -> \(now["spine"]?.string ?? "none")")
        }
        if was["visiblePages"] != now["visiblePages"] {
            sentences.append("pages \(id) showing: \(VariantSentences.list(was["visiblePages"]?.strings ?? [])) -> \(VariantSentences.list(now["visiblePages"]?.strings ?? []))")
        }
        if was["leaf"] != now["leaf"] {
            sentences.append("\(name) content: \(leaf(was["leaf"])) -> \(leaf(now["leaf"]))")
        }
        if was["alert"] != now["alert"] {
            sentences += AlertSentences.between(was["alert"], now["alert"], id: id)
        }
        sentences += BarSentences.between(was["bars"]?.array ?? [], now["bars"]?.array ?? [], owner: id)
        return sentences
    }

    /// "detail moved from x 321 to x 0", "detail resized from 320x768 to 1024x768".
    static func frameSentences(_ was: [Double], _ now: [Double], name: String) -> [String] {
        guard was.count == 4, now.count == 4, was != now else { return [] }
        var sentences: [String] = []
        let moves = [("x", was[0], now[0]), ("y", was[1], now[1])].filter { $0.1 != $0.2 }
        if !moves.isEmpty {
            let from = moves.map { "\($0.0) \(VariantSentences.points($0.1))" }.joined(separator: ", ")
            let to = moves.map { "\($0.0) \(VariantSentences.points($0.2))" }.joined(separator: ", ")
            sentences.append("\(name) moved from \(from) to \(to)")
        }
        if was[2] != now[2] || was[3] != now[3] {
            sentences.append("\(name) resized from \(size(was)) to \(size(now))")
        }
        return sentences
    }

    private static func size(_ frame: [Double]) -> String {
        "\(VariantSentences.points(frame[2]))x\(VariantSentences.points(frame[3]))"
    }

    private static func state(_ collapsed: Bool) -> String {
        collapsed ? "collapsed" : "expanded"
    }

    private static func kind(_ node: JSONValue) -> String {
        node["kind"]?.string ?? "controller"
    }

    private static func leaf(_ leaf: JSONValue?) -> String {
        guard let leaf, let content = leaf["content"]?.string else { return "none" }
        let rows = leaf["rows"].map { " (\(VariantSentences.number($0)) rows)" } ?? ""
        let disclosure = leaf["showsDisclosureIndicators"]?.bool == true ? " with disclosure indicators" : ""
        return content + rows + disclosure
    }
}
