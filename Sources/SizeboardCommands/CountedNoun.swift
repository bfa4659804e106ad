/// A count with its noun in the right number: "1 page", "2 pages".
enum CountedNoun {
    /// `count` and `singular`, with an `s` added unless the count is one.
    static func text(_ count: Int, _ singular: String) -> String {
        "\(count) \(singular)\(count == 1 ? "" : "s")"
    }
}
