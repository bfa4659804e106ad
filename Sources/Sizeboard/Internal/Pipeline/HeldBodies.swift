import Foundation

/// The rendered pages' bodies the render step keeps in memory for the page HTML step, besides
/// storing them in the render cache: a body of at most `largestBody` bytes, while all those kept
/// come to at most `limit`. Such a page's HTML is rendered without its body read back from the
/// cache (a read of its entry for every page of a clean build); every other body waits in the
/// cache alone, so memory stays bounded however many pages the site has.
final class HeldBodies: @unchecked Sendable {
    /// The most bytes of bodies kept at once.
    static let limit = 24 << 20
    /// The longest body kept: a page's screens make its body long, so such a page leaves its body
    /// in the cache, as a page with prose alone leaves one once `limit` is reached.
    static let largestBody = 8 << 10

    private let lock = NSLock()
    private var held = 0

    /// Whether a body of `length` bytes may be kept in memory; when it may, it counts against
    /// `limit` from then on.
    func hold(_ length: Int) -> Bool {
        guard length <= Self.largestBody else { return false }
        return lock.withLock {
            guard held + length <= Self.limit else { return false }
            held += length
            return true
        }
    }
}
