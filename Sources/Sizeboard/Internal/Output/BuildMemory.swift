import Foundation

/// What a process that builds the same site again and again (a development server) keeps of its
/// last build between builds: the manifest it wrote, decoded, its render cache's entries (their
/// heads, decoded) and the pair of trees it wrote. The next build takes them instead of decoding
/// the manifest's tables and reading every entry back, as long as the manifest beside the output folder is still
/// byte for byte the one this process wrote: any other build, a failed one included, changes or
/// removes it, and the memory is then forgotten.
final class BuildMemory: @unchecked Sendable {
    /// The last build, as it was kept.
    struct Kept: Sendable {
        var manifestBytes: [UInt8]
        var manifest: BuildManifest
        /// The render cache's entries without their bodies, by page path.
        var entries: [String: PageCacheEntry]
        /// The pair of trees as written, and decoded, when the build wrote one.
        var trees: (bytes: [UInt8], pair: TreePair)?
    }

    private let lock = NSLock()
    private var kept: Kept?

    /// What was kept, when `manifestBytes` are the bytes of the manifest that was kept with it;
    /// otherwise nil, and the memory is forgotten.
    func recall(manifestBytes: [UInt8]?) -> Kept? {
        lock.withLock {
            guard let kept, let manifestBytes, kept.manifestBytes == manifestBytes else {
                kept = nil
                return nil
            }
            return kept
        }
    }

    /// Keeps a build's manifest as written, its render cache's entries and its pair of trees;
    /// nil forgets the last one.
    func keep(_ kept: Kept?) {
        lock.withLock { self.kept = kept }
    }
}
