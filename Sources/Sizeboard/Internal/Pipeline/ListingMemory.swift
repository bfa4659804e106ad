import Foundation

/// The last listing of the content folder, kept by a builder that builds the same site again and
/// again (`SiteBuilder.keepingLastBuildInMemory()`), so that a build told which paths changed
/// (`KnownChanges.only`) looks at those alone instead of listing the folder.
final class ListingMemory: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (folder: URL, found: PageDiscovery.Found)?

    /// The last listing, when it was of `folder`, taken out of the memory: the build amends it
    /// in place, then keeps the listing it made.
    func take(of folder: URL) -> PageDiscovery.Found? {
        lock.withLock {
            defer { last = nil }
            return last.flatMap { $0.folder == folder ? $0.found : nil }
        }
    }

    /// Keeps a listing of `folder`; nil forgets the last one.
    func keep(_ found: PageDiscovery.Found?, of folder: URL) {
        lock.withLock { last = found.map { (folder, $0) } }
    }
}
