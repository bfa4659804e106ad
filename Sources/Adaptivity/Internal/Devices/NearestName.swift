/// The "did you mean" of unknown names: the candidate with the smallest edit distance.
enum NearestName {
    /// The candidate nearest to `name` within a third of its length (at least 2 edits), the first
    /// in `candidates` order on a tie; nil when none is that close.
    static func find(for name: String, among candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(Array(name), Array(candidate))
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The Levenshtein distance between two character arrays.
    static func editDistance(_ first: [Character], _ second: [Character]) -> Int {
        guard !first.isEmpty else { return second.count }
        guard !second.isEmpty else { return first.count }
        var previous = Array(0...second.count)
        var current = previous
        for (row, character) in first.enumerated() {
            current[0] = row + 1
            for column in 1...second.count {
                let substitution = previous[column - 1] + (character == second[column - 1] ? 0 : 1)
                current[column] = min(substitution, previous[column] + 1, current[column - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[second.count]
    }
}
