/// "Did you mean" suggestions: the closest known name by edit distance.
public enum Suggestion {
    /// The candidate closest to `word`, when it is close enough to be a likely typo.
    ///
    /// Names are compared without case; a candidate qualifies within an edit distance of a third
    /// of its length, at least 2, ties going to the candidate that sorts first. Failing that, the
    /// one candidate that shares the longest prefix of at least 3 characters with `word` qualifies
    /// (`popup` → `popover`, `discard` → `discardSecondary`).
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        let sorted = candidates.sorted()
        var best: (distance: Int, name: String)?
        for candidate in sorted {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            guard distance <= max(2, candidate.count / 3), distance < lowered.count || distance == 0 else { continue }
            if best.map({ distance < $0.distance }) ?? true {
                best = (distance, candidate)
            }
        }
        return best?.name ?? longestSharedPrefix(with: lowered, among: sorted)
    }

    private static func longestSharedPrefix(with word: [Unicode.Scalar], among candidates: [String]) -> String? {
        let shared = candidates.map { candidate in
            (name: candidate, length: zip(word, candidate.lowercased().unicodeScalars).prefix { $0 == $1 }.count)
        }
        guard let longest = shared.map(\.length).max(), longest >= 3 else { return nil }
        let winners = shared.filter { $0.length == longest }
        return winners.count == 1 ? winners[0].name : nil
    }

    /// `; did you mean `name`?` for the closest candidate, or nothing, to end a message with.
    public static func phrase(for word: String, among candidates: some Sequence<String>) -> String {
        closest(to: word, among: candidates).map { "; did you mean `\($0)`?" } ?? ""
    }

    /// The Levenshtein distance: insertions, deletions and substitutions, each costing 1.
    public static func editDistance(_ source: [Unicode.Scalar], _ target: [Unicode.Scalar]) -> Int {
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for (sourceIndex, sourceScalar) in source.enumerated() {
            current[0] = sourceIndex + 1
            for (targetIndex, targetScalar) in target.enumerated() {
                let substitution = previous[targetIndex] + (sourceScalar == targetScalar ? 0 : 1)
                current[targetIndex + 1] = min(substitution, previous[targetIndex + 1] + 1, current[targetIndex] + 1)
            }
            swap(&previous, &current)
        }
        return previous[target.count]
    }
}
