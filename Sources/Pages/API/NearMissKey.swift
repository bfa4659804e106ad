import Adaptivity

/// Warnings for keys that are probably misspelled known keys (`darft` for `draft`): a key one edit
/// from a known key, or a known key with two letters swapped or one letter moved (an edit
/// distance of 2 between words of the same letters). Other unknown keys pass silently, since
/// themes and plugins read keys of their own.
public enum NearMissKey {
    /// The known key `key` is a likely misspelling of, if any.
    public static func intended(by key: String, among known: [String]) -> String? {
        guard !known.contains(key), key.count >= 3 else { return nil }
        let written = Letters(key)
        var intended: String?
        for candidate in known where written.isNearMiss(of: candidate) {
            if intended.map({ candidate < $0 }) ?? true { intended = candidate }
        }
        return intended
    }

    /// The `unknown-key` warning for `key` at `position`, when it is a near miss of a known key.
    public static func warning(for key: String, among known: [String], path: String, at position: SourcePosition?) -> Diagnostic? {
        intended(by: key, among: known).map { warning(for: key, intended: $0, path: path, at: position) }
    }

    /// The `unknown-key` warning for `key` at `position`, a near miss of the known key `intended`.
    public static func warning(for key: String, intended: String, path: String, at position: SourcePosition?) -> Diagnostic {
        .warning("unknown-key", "unknown key `\(key)`; did you mean `\(intended)`?", path: path, at: position)
    }

    /// A word lowercased, as bytes when it is ASCII (keys almost always are), else as scalars.
    private enum Letters {
        case ascii([UInt8])
        case scalars([Unicode.Scalar])

        init(_ word: String) {
            if word.utf8.allSatisfy({ $0 < 0x80 }) {
                self = .ascii(word.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 })
            } else {
                self = .scalars(Array(word.lowercased().unicodeScalars))
            }
        }

        /// Whether these letters are a near miss of `candidate`'s, lowercased. An ASCII word is
        /// compared with an ASCII candidate of a length one apart at most without lowercasing
        /// it first: one edit changes the length by at most one, and a swap or a move none.
        func isNearMiss(of candidate: String) -> Bool {
            switch self {
            case let .ascii(written) where candidate.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy { $0 < 0x80 } }) ?? candidate.utf8.allSatisfy({ $0 < 0x80 }):
                guard abs(candidate.utf8.count - written.count) <= 1 else { return false }
                var candidate = candidate
                return candidate.withUTF8 { target in
                    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: target.count) { lowercased in
                        for (index, byte) in target.enumerated() {
                            lowercased[index] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                        }
                        return written.withUnsafeBufferPointer { NearMissKey.isNearMiss($0, UnsafeBufferPointer(lowercased)) }
                    }
                }
            case let .ascii(written):
                return NearMissKey.isNearMiss(written.map { Unicode.Scalar($0) }, Array(candidate.lowercased().unicodeScalars))
            case let .scalars(written):
                return NearMissKey.isNearMiss(written, Array(candidate.lowercased().unicodeScalars))
            }
        }
    }

    /// Whether `written` is at most one insertion, deletion or substitution from `target`, or is
    /// `target` with two letters swapped or one letter moved: the pairs within an edit distance of
    /// 1, and the pairs of the same letters within 2, found without filling a distance table.
    static func isNearMiss<Letters: RandomAccessCollection>(_ written: Letters, _ target: Letters) -> Bool
    where Letters.Element: Equatable, Letters.Index == Int, Letters.SubSequence: Collection, Letters.SubSequence.Element == Letters.Element {
        let (shorter, longer) = written.count <= target.count ? (written, target) : (target, written)
        guard longer.count - shorter.count <= 1 else { return false }
        guard let first = shorter.indices.first(where: { shorter[$0] != longer[$0] }) else { return true }
        if shorter.count < longer.count {
            return shorter[first...].elementsEqual(longer[(first + 1)...])
        }
        let last = shorter.indices.last { shorter[$0] != longer[$0] }!
        if first == last { return true }
        let (a, b) = (shorter, longer)
        let swapped = a[first] == b[last] && a[last] == b[first] && a[(first + 1)..<last].elementsEqual(b[(first + 1)..<last])
        let movedLater = a[first] == b[last] && a[(first + 1)...last].elementsEqual(b[first..<last])
        let movedEarlier = a[last] == b[first] && a[first..<last].elementsEqual(b[(first + 1)...last])
        return swapped || movedLater || movedEarlier
    }
}
