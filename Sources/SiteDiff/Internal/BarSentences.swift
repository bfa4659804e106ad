/// What changed in the bars a container draws: items added or removed, titles, back buttons.
enum BarSentences {
    static func between(_ base: [JSONValue], _ head: [JSONValue], owner: String) -> [String] {
        var sentences: [String] = []
        for (kind, match) in MergedOrder.matches(base: base, head: head, key: { $0["kind"]?.string }) {
            let bar = name(kind)
            switch match {
            case .both(let was, let now):
                sentences += between(was, now, bar: bar, owner: owner)
            case .onlyBase:
                sentences.append("\(bar) of \(owner) removed")
            case .onlyHead:
                sentences.append("\(bar) of \(owner) added")
            }
        }
        return sentences
    }

    private static func between(_ was: JSONValue, _ now: JSONValue, bar: String, owner: String) -> [String] {
        var sentences: [String] = []
        let itemSide = bar == "navigation bar" ? "right item" : "\(bar) item"
        sentences += items(was["leftItems"]?.strings ?? [], now["leftItems"]?.strings ?? [], side: "left item")
        sentences += items(was["items"]?.strings ?? [], now["items"]?.strings ?? [], side: itemSide)
        if was["title"] != now["title"] {
            sentences.append("\(bar) title of \(owner): \(was["title"]?.string ?? "none") -> \(now["title"]?.string ?? "none")")
        }
        if was["showsBackButton"] != now["showsBackButton"] {
            sentences.append(now["showsBackButton"]?.bool == true ? "back button now shown in \(owner)" : "back button no longer shown in \(owner)")
        } else if was["backTitle"] != now["backTitle"] {
            sentences.append("back button of \(owner): \(was["backTitle"]?.string ?? "Back") -> \(now["backTitle"]?.string ?? "Back")")
        }
        sentences += NodeSentences.frameSentences(was["frame"]?.numbers ?? [], now["frame"]?.numbers ?? [], name: "\(bar) of \(owner)")
        return sentences
    }

    /// "left item cancel removed", "right item share added".
    private static func items(_ was: [String], _ now: [String], side: String) -> [String] {
        let removed = was.filter { !now.contains($0) }.map { "\(side) \($0) removed" }
        let added = now.filter { !was.contains($0) }.map { "\(side) \($0) added" }
        return removed + added
    }

    private static func name(_ kind: String) -> String {
        switch kind {
        case "navigation": "navigation bar"
        case "tab": "tab bar"
        case "search": "search bar"
        case "status": "status bar"
        default: kind
        }
    }
}
