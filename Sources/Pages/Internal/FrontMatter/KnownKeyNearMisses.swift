import Foundation

/// The known key each unknown front matter key is a near miss of (`NearMissKey`), kept once
/// found: a site's pages repeat the same few keys of their own (`date`, `tags`) on every page,
/// and matching one against every known key took more than reading the rest of the front matter.
final class KnownKeyNearMisses: @unchecked Sendable {
    /// How many keys are kept at most; later keys are matched every time.
    static let capacity = 256

    private let known: [String]
    private let lock = NSLock()
    private var intended: [String: String?] = [:]

    /// Near misses among `known`.
    init(among known: [String]) {
        self.known = known
    }

    /// The known key `key` is a likely misspelling of, if any (`NearMissKey.intended(by:among:)`).
    func intended(by key: String) -> String? {
        if let kept = lock.withLock({ intended[key] }) { return kept }
        let found = NearMissKey.intended(by: key, among: known)
        lock.withLock {
            if intended.count < Self.capacity { intended[key] = found }
        }
        return found
    }
}
