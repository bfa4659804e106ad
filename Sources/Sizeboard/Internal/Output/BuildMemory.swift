import Foundation

/// What a process that builds the same site again and again (a development server) keeps of its
/// last build between builds: the manifest it wrote, decoded, its render cache's entries (their
/// heads, decoded) and the cache itself with its index read, and the pair of trees it wrote. The next build takes them instead of decoding
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
        /// The output folder.
        var output: URL
        /// The snapshot the build took of the output tree, when it took one (`TreeSnapshot.take`).
        var snapshot: TreeSnapshot?
        /// The render cache the build used, its index as the build saved it.
        var cache: FolderPageCache
    }

    private let lock = NSLock()
    private var kept: Kept?
    /// The check `anticipateIntactness()` started, until a build takes its answer.
    private var anticipated: IntactnessCheck?
    /// The watch of the kept build's output tree, when it has a snapshot (`OutputWatch`).
    private var watch: OutputWatch?

    /// What was kept, when `manifestBytes` are the bytes of the manifest that was kept with it;
    /// otherwise nil, and the memory is forgotten.
    func recall(manifestBytes: [UInt8]?) -> Kept? {
        lock.withLock {
            guard let kept, let manifestBytes, kept.manifestBytes == manifestBytes else {
                kept = nil
                anticipated = nil
                watch = nil
                return nil
            }
            return kept
        }
    }

    /// Keeps a build's manifest as written, its render cache's entries, its pair of trees and its
    /// snapshot, and starts watching its output tree; nil forgets the last one.
    func keep(_ kept: Kept?) {
        lock.withLock {
            self.kept = kept
            anticipated = nil
            watch = kept.flatMap { kept in
                kept.snapshot.flatMap { OutputWatch.start(snapshot: $0, root: kept.output, spare: OutputSession.spare(of: kept.output)) }
            }
        }
    }

    /// Starts checking, on other threads, that the output tree is still the one the kept build
    /// left (its snapshot), for the next build to take the answer instead of checking then: a
    /// development server starts it when a change arrives, and the check runs while it waits for
    /// the burst of changes to end. Does nothing without a kept build with a snapshot, when a
    /// check is already under way, or while the watch of the tree may vouch for it.
    func anticipateIntactness() {
        lock.withLock {
            guard anticipated == nil, let kept, let snapshot = kept.snapshot, watch?.mayVouch != true else { return }
            anticipated = IntactnessCheck(snapshot: snapshot, root: kept.output)
        }
    }

    /// Whether the tree the build of `outline` left is intact, as known without looking it up
    /// now: true when the watch of the tree vouches for it, otherwise the answer of the check
    /// `anticipateIntactness()` started, waited for; nil when neither knows. A check's answer is
    /// taken once: the next build checks anew.
    func anticipatedIntactness(of outline: BuildManifest.Outline) -> Bool? {
        let (watch, check): (OutputWatch?, IntactnessCheck?) = lock.withLock {
            defer { anticipated = nil }
            guard let kept, kept.manifest.generation == outline.generation, kept.manifest.treeSignature == outline.treeSignature else { return (nil, nil) }
            return (self.watch, anticipated)
        }
        if watch?.vouches == true { return true }
        return check?.isIntact
    }
}
