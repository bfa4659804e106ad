/// What changed in the presentations of a variant, matched by the presented controller's id.
enum PresentationSentences {
    static func between(_ base: [JSONValue], _ head: [JSONValue], environment: String) -> [String] {
        var sentences: [String] = []
        for (id, match) in MergedOrder.matches(base: base, head: head, key: { $0["presented"]?.string }) {
            switch match {
            case .both(let was, let now):
                sentences += between(was, now, id: id, environment: environment)
            case .onlyBase(let was):
                sentences.append("presentation \(id) removed (was \(style(was)))")
            case .onlyHead(let now):
                sentences.append("presentation \(id) added (\(style(now)))")
            }
        }
        return sentences
    }

    private static func between(_ was: JSONValue, _ now: JSONValue, id: String, environment: String) -> [String] {
        var sentences: [String] = []
        let requested = now["requestedStyle"]?.string ?? "presentation"
        if was["requestedStyle"] != now["requestedStyle"] {
            sentences.append("\(id): requested style \(was["requestedStyle"]?.string ?? "?") -> \(requested)")
        }
        if was["style"] != now["style"] || was["adapted"] != now["adapted"] || was["custom"] != now["custom"] {
            if now["adapted"]?.bool == true {
                sentences.append("\(requested) \(id) now adapts to \(style(now)) in \(environment)")
            } else if was["adapted"]?.bool == true {
                sentences.append("\(requested) \(id) no longer adapts (was \(style(was))) in \(environment)")
            } else {
                sentences.append("\(id): \(style(was)) -> \(style(now)) in \(environment)")
            }
        }
        if was["wrapper"] != now["wrapper"] {
            if let wrapper = now["wrapper"]?.string {
                sentences.append("\(id) now wrapped in a \(wrapper) controller")
            } else {
                sentences.append("\(id) no longer wrapped in a \(was["wrapper"]?.string ?? "") controller")
            }
        }
        if was["arrow"] != now["arrow"] {
            sentences.append("popover \(id) arrow: \(was["arrow"]?.string ?? "none") -> \(now["arrow"]?.string ?? "none")")
        }
        if was["presenting"] != now["presenting"] {
            sentences.append("\(id) now presented by \(now["presenting"]?.string ?? "?") (was \(was["presenting"]?.string ?? "?"))")
        }
        if let wasDimmed = was["dimmed"]?.bool, let isDimmed = now["dimmed"]?.bool, wasDimmed != isDimmed {
            sentences.append(isDimmed ? "\(id) now dims what it covers" : "\(id) no longer dims what it covers")
        }
        return sentences
    }

    /// `formSheet`, `custom (sidebar)`: the style shown, after adaptation.
    private static func style(_ presentation: JSONValue) -> String {
        let style = presentation["style"]?.string ?? "?"
        guard style == "custom", let custom = presentation["custom"]?.string else { return style }
        return "custom (\(custom))"
    }
}
