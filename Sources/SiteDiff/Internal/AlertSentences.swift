/// What changed in an alert or action sheet: its style, message and actions.
enum AlertSentences {
    static func between(_ was: JSONValue?, _ now: JSONValue?, id: String) -> [String] {
        var sentences: [String] = []
        if was?["style"] != now?["style"] {
            sentences.append("alert \(id): \(was?["style"]?.string ?? "none") -> \(now?["style"]?.string ?? "none")")
        }
        if was?["message"] != now?["message"] {
            sentences.append("alert \(id) message changed")
        }
        let wasActions = titles(was)
        let nowActions = titles(now)
        sentences += wasActions.filter { !nowActions.contains($0) }.map { "alert \(id) action \($0) removed" }
        sentences += nowActions.filter { !wasActions.contains($0) }.map { "alert \(id) action \($0) added" }
        if sentences.isEmpty {
            sentences.append("alert \(id) actions changed")
        }
        return sentences
    }

    private static func titles(_ alert: JSONValue?) -> [String] {
        (alert?["actions"]?.array ?? []).compactMap { $0["title"]?.string ?? $0.string }
    }
}
