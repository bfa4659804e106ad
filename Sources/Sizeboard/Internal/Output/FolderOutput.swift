import Foundation

/// The output folder as an `OutputWriter`: holds its lock for the whole build, writes through an
/// `OutputSession` (the spare tree swapped in at once) and keeps the manifest beside the folder.
final class FolderOutput: OutputWriter, @unchecked Sendable {
    private let output: URL
    private let lock: OutputLock
    private var session: OutputSession?
    /// The generation of the site `commit()` put in place.
    private var committedGeneration: UInt64?
    let lastBuildOutline: BuildManifest.Outline?
    /// The last manifest's bytes until `lastBuild` reads them: a build with nothing changed reads
    /// only the outline.
    private var lastBuildBytes: [UInt8]?
    private var lastBuildRead: BuildManifest??
    private let manifestLock = NSLock()
    /// The render cache: the one `memory` kept, its index read already, when it holds the last build.
    private let cache: FolderPageCache
    private let memory: BuildMemory?
    let rememberedEntries: [String: PageCacheEntry]
    /// The pair of trees the last build of this process wrote, as kept in `memory`.
    private let rememberedTrees: (bytes: [UInt8], pair: TreePair)?
    /// This build's render cache entries, for `memory`, once the render step hands them over.
    private var entriesToRemember: [PageCacheEntry]?
    /// Whether `memory` held the last build: it was this process's, a moment ago.
    private let recalledLastBuild: Bool
    /// The snapshot of the output tree the last build of this process took, as kept in `memory`.
    private let rememberedSnapshot: TreeSnapshot?
    /// The bytes of the pair of trees the session began from, which the pair after the commit
    /// patches (`TreePair.encoded(patching:changed:)`).
    private var beganFromTrees: [UInt8]?
    /// The check of the output and the pair of trees, started when the manifest's tables are
    /// first decoded: a build that decodes them has work to do, so it will begin a session.
    private var preparation: SessionPreparation?

    init(output: URL, lock: OutputLock, memory: BuildMemory? = nil) {
        self.output = output
        self.lock = lock
        self.memory = memory
        lastBuildBytes = BuildManifest.bytes(for: output)
        lastBuildOutline = lastBuildBytes.flatMap(BuildManifest.Outline.init(encoded:))
        let recalled = memory?.recall(manifestBytes: lastBuildBytes)
        cache = recalled?.cache ?? FolderPageCache(output: output)
        rememberedEntries = recalled?.entries ?? [:]
        rememberedTrees = recalled?.trees
        recalledLastBuild = recalled != nil
        rememberedSnapshot = recalled?.snapshot
        if let recalled {
            lastBuildRead = .some(recalled.manifest)
            lastBuildBytes = nil
        }
    }

    var remembersEntries: Bool {
        memory != nil
    }

    func remember(_ entries: [PageCacheEntry]) {
        manifestLock.withLock { entriesToRemember = entries }
    }

    var lastBuild: BuildManifest? {
        manifestLock.withLock {
            if let lastBuildRead { return lastBuildRead }
            if let lastBuildOutline, lastBuildBytes != nil {
                preparation = SessionPreparation(outline: lastBuildOutline, output: output)
            }
            let manifest = lastBuildBytes.flatMap(BuildManifest.init(encoded:))
            lastBuildRead = .some(manifest)
            lastBuildBytes = nil
            return manifest
        }
    }

    /// Whether the output was found intact, by the manifest's generation and tree signature: the
    /// walk is made once per build, or taken from the check `memory` started before it
    /// (`BuildMemory.anticipateIntactness()`).
    private var intactness: (generation: UInt64, signature: UInt64, intact: Bool)?

    func isIntact(_ outline: BuildManifest.Outline) -> Bool {
        if let intactness, intactness.generation == outline.generation, intactness.signature == outline.treeSignature {
            return intactness.intact
        }
        let anticipated = recalledLastBuild ? memory?.anticipatedIntactness(of: outline) : nil
        let prepared = preparation.flatMap { $0.outline == outline ? $0.intact : nil }
        let intact = anticipated.map { $0 && outline.isMarked(output) } ?? prepared ?? outline.isIntact(output)
        intactness = (outline.generation, outline.treeSignature, intact)
        return intact
    }

    /// Starts the session, with the last commit's description of the two trees when the live
    /// one is still exactly what the last build wrote.
    func begin(jobs: Int) throws {
        let trees = lastBuildOutline.flatMap { last in
            if let preparation, preparation.outline == last {
                return isIntact(last) ? preparation.takeTrees() : nil
            }
            return isIntact(last) ? TreePair.recorded(for: output, known: rememberedTrees).flatMap { $0.pair.liveGeneration == last.generation ? $0 : nil } : nil
        }
        beganFromTrees = trees?.bytes
        session = try OutputSession(output: output, trees: trees?.pair, jobs: jobs)
    }

    func write(_ file: OutputFile, replacing: Bool) throws {
        try started.write(file, replacing: replacing)
    }

    func write(_ file: OutputFile, hashed hash: UInt64, replacing: Bool) throws {
        try started.write(file, hash: hash, replacing: replacing)
    }

    func keep(_ files: [KeptFile]) -> Bool {
        started.keep(files)
    }

    func keep(groups: [[KeptFile]]) -> [Bool] {
        started.keep(groups: groups)
    }

    var pageCache: (any PageCacheStorage)? {
        cache
    }

    var hasFailedWrites: Bool {
        started.hasFailedWrites
    }

    var writtenPaths: [String] {
        started.writtenPaths
    }

    func hasWritten(_ path: String) -> Bool {
        started.hasWritten(path)
    }

    func writtenBytes(of path: String) -> [UInt8]? {
        started.writtenBytes(of: path)
    }

    func commit() throws -> WriteSummary {
        let summary = try started.finish()
        committedGeneration = started.finishedGeneration
        return summary
    }

    func abandon() {
        session?.abandon()
    }

    /// After a commit, writes the tree pair first: a build killed before the manifest is written
    /// leaves a manifest whose generation is not the live tree's, so nothing of either is trusted.
    /// A builder that keeps its last build in memory (a server, building again soon) first brings
    /// the spare tree up to date (`OutputSession.catchUpSpare()`), after the site is in place.
    /// The new tree's signature and snapshot (`TreeSnapshot`) are taken and the snapshot written,
    /// and the pair of trees written, on other threads while the manifest's tables are encoded
    /// (the snapshot and the signature read only the output folder, which nothing writes any more).
    /// The snapshot that proved the last live tree intact is set aside for it, now the spare tree,
    /// and the one set aside before gives the new live tree's folders; not by a builder that keeps
    /// its last build in memory, which writes the spare tree after the build.
    func record(_ manifest: BuildManifest) {
        guard let committedGeneration else {
            return keepInMemory(manifest.write(for: output, tables: manifest.encodedTables), trees: rememberedTrees, snapshot: rememberedSnapshot)
        }
        if memory != nil { started.catchUpSpare() }
        let path = output.path
        let derivation = snapshotDerivation()
        let output = output
        let setsAside = memory == nil && derivation?.last != nil
        let spareGeneration = started.startingSpareGeneration
        let taken = Background {
            let spare = setsAside ? spareGeneration.flatMap { TreeSnapshot.readSpare(for: output, generation: $0) } : nil
            let taken = derivation.flatMap {
                TreeSnapshot.derived(from: $0.last, spare: spare, of: path, generation: committedGeneration, files: $0.files, touched: $0.touched, written: $0.written)
            } ?? TreeSnapshot.take(of: path, generation: committedGeneration)
            TreeSnapshot.setAsideForSpare(for: output, proved: setsAside)
            if let snapshot = taken.snapshot {
                snapshot.write(for: output)
            } else {
                TreeSnapshot.remove(for: output)
            }
            return taken
        }
        let treesWritten: Background<[UInt8]?>?
        if let trees = started.trees {
            let touched = started.touchedPaths
            let base = touched.fromSyncedTrees ? beganFromTrees.map { (bytes: $0, changed: touched.paths) } : nil
            treesWritten = Background { trees.write(for: output, patching: base) }
        } else {
            TreePair.remove(for: output)
            treesWritten = nil
        }
        var manifest = manifest
        manifest.generation = committedGeneration
        let tables = manifest.encodedTables
        let written = treesWritten.flatMap(\.value)
        manifest.treeSignature = taken.value.signature
        keepInMemory(manifest.write(for: output, tables: tables), trees: written.flatMap { bytes in TreePair(encoded: bytes).map { (bytes, $0) } }, snapshot: taken.value.snapshot)
    }

    /// What the new tree's snapshot can be derived from (`TreeSnapshot.derived`): the snapshot
    /// that proved the last live tree intact, when the session began from a spare tree synced
    /// with it, and what the session touched; no snapshot and every file touched when it began
    /// from empty trees, with the entries of the files it created taken as it wrote them (not for
    /// a builder with memory: it caught the spare tree up first, linking every file, which
    /// changed their change times since); nil when the tree must be walked.
    private func snapshotDerivation() -> (last: TreeSnapshot?, files: [String: UInt64], touched: Set<String>?, written: [String: TreeSnapshot.WrittenEntry])? {
        let session = started.touchedPaths
        guard let trees = started.trees else { return nil }
        if session.fromEmptyTrees { return (nil, trees.liveFiles, nil, memory == nil ? started.writtenEntries : [:]) }
        guard session.fromSyncedTrees, let last = rememberedSnapshot ?? preparation?.snapshot, last.generation == trees.spareGeneration else { return nil }
        return (last, trees.liveFiles, session.paths, [:])
    }

    /// Keeps the manifest as written (decoded from its bytes, so that it is exactly what a
    /// reading would give), the render cache's entries still in the cache, the pair of trees as
    /// written and the snapshot of the output tree, for the next build of this process; forgets
    /// them when the manifest could not be written. `trees` is only made for a builder that keeps
    /// them: decoding the pair of a 100,000-file site is tens of megabytes.
    private func keepInMemory(_ written: [UInt8]?, trees: @autoclosure () -> (bytes: [UInt8], pair: TreePair)?, snapshot: TreeSnapshot?) {
        guard let memory else { return }
        guard let written, let manifest = BuildManifest(encoded: written) else { return memory.keep(nil) }
        let handed = manifestLock.withLock { entriesToRemember }
        var entries = handed.map { Dictionary($0.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }) } ?? rememberedEntries
        entries = entries.filter { cache.has(named: PageCacheEntry.name(forPagePath: $0.key)) }
        memory.keep(BuildMemory.Kept(manifestBytes: written, manifest: manifest, entries: entries, trees: trees(), output: output, snapshot: snapshot, cache: cache))
    }

    /// The session `begin()` started: the steps write only after it.
    private var started: OutputSession {
        guard let session else { preconditionFailure("the output is written before `begin()`") }
        return session
    }
}
