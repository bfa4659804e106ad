import Adaptivity

/// Warnings for keys that are probably misspelled known keys (`darft` for `draft`): a key one edit
/// from a known key, or a known key with two letters swapped. Other unknown keys pass silently,
/// since themes and plugins read keys of their own.
public enum NearMissKey {
    /// The known key `key` is a likely misspelling of, if any.
    public static func intended(by key: String, among known: [String]) -> String? {
        guard !known.contains(key), key.count >= 3 else { return nil }
        let written = Array(key.lowercased().unicodeScalars)
        let nearMisses = known.lazy.filter { candidate in
            let lowercased = candidate.lowercased()
            // One edit changes the length by at most one, and a swap none: a longer gap is no near miss.
            guard abs(lowercased.unicodeScalars.count - written.count) <= 1 else { return false }
            let target = Array(lowercased.unicodeScalars)
            let distance = Suggestion.editDistance(written, target)
            return distance <= 1 || distance == 2 && written.count == target.count && written.sorted() == target.sorted()
        }
        return nearMisses.min()
    }

    /// The `unknown-key` warning for `key` at `position`, when it is a near miss of a known key.
    public static func warning(for key: String, among known: [String], path: String, at position: SourcePosition?) -> Diagnostic? {
        intended(by: key, among: known).map { intended in
            .warning("unknown-key", "unknown key `\(key)`; did you mean `\(intended)`?", path: path, at: position)
        }
    }
}
