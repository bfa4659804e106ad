/// What changed in the bars a container draws: items added or removed, titles, back buttons.
enum BarSentences {
    static func between(_ base: [JSONValue], _ head: [JSONValue], owner: String) -> [String] {
        var sentences: [String] = []
        let kinds = MergedOrder.of(base: base.compactMap { $0["kind"]?.string }, head: head.compactMap { $0["kind"]?.string })
        for kind in kinds {
            let was = base.first { $0["kind"]?.string == kind }
            let now = head.first { $0["kind"]?.string == kind }
            let bar = name(kind)
            switch (was, now) {
            case (let was?, let now?):
                sentences += between(was, now, bar: bar, owner: owner)
            case (.some, nil):
                sentences.append("\(bar) of \(owner) removed")
            case (nil, .some):
                sentences.append("\(bar) of \(owner) added")
            case (nil, nil):
                break
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
