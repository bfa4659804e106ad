import CAtomicSwap
import Foundation

/// One build's writes into the output folder, replaced atomically while writing only what changed.
///
/// Two trees take turns: the live output folder and a hidden spare beside it (the build before
/// last). Files are written into the spare as soon as a page is rendered, from any thread: a file
/// equal to the live one becomes a hard link to it, a changed one is written anew (never in place,
/// since the spare shares inodes with the live tree). `finish()` removes what the build did not
/// write, marks the tree with its generation, removes the manifest (so a kill right after the swap
/// is never mistaken for an up-to-date site) and exchanges the two folders in one
/// `renameat2(RENAME_EXCHANGE)`. A build that is killed or fails to write never calls it, and the
/// live folder stays as it was; a failed build calls `abandon()` to remove its half-written tree.
///
/// Given the `TreePair` the last commit recorded, and when both trees are still the ones it
/// describes, the session first brings the spare up to date with the live tree at the paths where
/// they differ, so that the spare holds the live site: a file kept with the hash it has there then
/// costs no system call, and `finish()` removes only the live files the build did not write,
/// listing neither tree. Otherwise it works file by file against the live tree and lists both.
final class OutputSession: @unchecked Sendable {
    /// A path written twice in one build with different bytes.
    struct Conflict: Error {
        let path: String
    }

    /// A path that is absolute, or has an empty, `.` or `..` component, or a NUL character, or
    /// names the marker file: it could land outside the output folder or take its marker's place.
    struct UnsafePath: Error {
        let path: String
    }

    let output: URL
    /// How many threads may work within one file (`AssembledFileWriter`).
    private let jobs: Int
    private let livePath: String
    private let sparePath: String
    /// The spare tree, open: folders and files are created below it by relative paths, so the
    /// kernel does not walk the output folder's own path again for each of them. Opened again
    /// once `finish()` has swapped the trees (the folder it had open is then the live one).
    private var spareFolder: Int32
    private let lock = NSLock()
    private var hashes: [String: UInt64] = [:]
    /// The bytes of the small files this build wrote, by path, `smallFilesLimit` bytes in all at
    /// most: what a site generator reads back (a page's `resolution.json`, copied into the
    /// site's) is then not read from the disk again, and memory stays bounded however many
    /// pages there are.
    private var smallFiles: [String: [UInt8]] = [:]
    private var smallFileBytes = 0
    private static let smallFileSize = 1_024
    private static let smallFilesLimit = 16 << 20
    /// The generation of the tree as written so far, kept in step with `hashes` (`setHash`): the
    /// `UnorderedDigest` of every path with its hash. With the spare brought up to date, it starts
    /// as the live tree's generation, whose files are this build's until replaced or gone, so a
    /// build that changes a few files digests only those.
    private var digest = UnorderedDigest()
    /// How many paths of `hashes` the live tree did not have, with the spare brought up to date:
    /// when the other paths are as many as the live tree's, none of its files is gone.
    private var newPathCount = 0
    private var folders: Set<String> = []
    private var summary = WriteSummary()
    private var failedWrites = 0
    /// The generation of the live tree when the build started: 0 for a tree made empty for the first build.
    private let liveGeneration: UInt64?
    /// The generation of the spare tree when the build started, before it was marked as being
    /// written: the generation it had as the live tree, which its set-aside snapshot names.
    let startingSpareGeneration: UInt64?
    /// The live tree's files, when the spare was brought up to date with it (`TreePair`).
    private var syncedLiveFiles: [String: UInt64]?
    /// How the live tree's files made of parts lie, when the spare was brought up to date with it.
    private var liveLayouts: [String: AssembledLayout] = [:]
    /// How the files made of parts this build wrote lie, by path.
    private var layouts: [String: AssembledLayout] = [:]
    /// The paths this build wrote with bytes the live tree does not have there.
    private var differing: Set<String> = []
    /// What `finish()` knew of the two trees after swapping them, for the next build.
    private(set) var trees: TreePair?
    /// The paths of the spare tree this session wrote, linked or removed a file at: a file it
    /// kept without a system call (the spare already held it, linked) is not one. Not kept by a
    /// session that started empty, which touched every path it wrote (`touchedPaths`).
    private var touched: Set<String> = []
    /// The snapshot entries of the files this session created in trees it made empty, taken as
    /// each was written (`fstat` before closing it), by path: the commit's snapshot then looks up
    /// none of them again (`TreeSnapshot.derived`). A path written otherwise is not here.
    private var createdEntries: [String: TreeSnapshot.WrittenEntry] = [:]
    /// Whether the session made both trees itself, empty (a first build into a new folder): no
    /// path then holds a file but those this build wrote, so writes look for none and `finish()`
    /// lists neither tree.
    private let startedEmpty: Bool

    /// The spare tree of `output`: `.<output name>.previous` beside it.
    static func spare(of output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).previous")
    }

    /// Prepares the spare tree, marked at once as Sizeboard's (and an empty output folder on a
    /// first build, marked as generation 0), and brings it up to date with the live tree when
    /// `trees` still describes both.
    init(output: URL, trees: TreePair? = nil, jobs: Int = 1) throws {
        self.output = output
        self.jobs = jobs
        livePath = output.path
        sparePath = Self.spare(of: output).path
        let spareGeneration = SiteMarker.generation(inFolder: sparePath)
        startingSpareGeneration = spareGeneration
        let spareIsNew = !FileManager.default.fileExists(atPath: sparePath)
        try FileManager.default.createDirectory(atPath: sparePath, withIntermediateDirectories: true)
        try Self.replaceMarker(in: sparePath, generation: nil)
        var liveIsNew = false
        if !FileManager.default.fileExists(atPath: livePath) {
            try FileManager.default.createDirectory(atPath: livePath, withIntermediateDirectories: true)
            try Self.replaceMarker(in: livePath, generation: 0)
            liveIsNew = true
        }
        startedEmpty = spareIsNew && liveIsNew
        liveGeneration = SiteMarker.generation(inFolder: livePath)
        spareFolder = open(sparePath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard spareFolder >= 0 else { throw FileStatus.failure("cannot open the folder", sparePath) }
        if let trees, trees.liveGeneration == liveGeneration, trees.spareGeneration == spareGeneration, bringSpareUpToDate(trees) {
            syncedLiveFiles = trees.liveFiles
            liveLayouts = trees.layouts
            digest = UnorderedDigest(value: trees.liveGeneration)
            hashes.reserveCapacity(trees.liveFiles.count)
        }
    }

    deinit {
        close(spareFolder)
    }

    /// Makes the spare tree hold the live one's file, or nothing, at each path where `trees` says
    /// they differ; false when a path could not be brought (the build then works file by file).
    private func bringSpareUpToDate(_ trees: TreePair) -> Bool {
        lock.withLock { touched.formUnion(trees.differing) }
        for path in trees.differing.sorted() {
            guard Self.isSafe(path) else { return false }
            let spareFile = String(folder: sparePath, name: path)
            if trees.liveFiles[path] != nil {
                let folder = Self.parent(of: path)
                do {
                    try createFolders(folder)
                } catch {
                    return false
                }
                unlink(spareFile)
                guard link(String(folder: livePath, name: path), spareFile) == 0 else { return false }
            } else {
                guard unlink(spareFile) == 0 || errno == ENOENT else { return false }
                removeEmptyFolders(above: path)
            }
        }
        return true
    }

    /// Removes the spare tree's folders above `path` that are left empty, from the innermost.
    private func removeEmptyFolders(above path: String) {
        var folder = Self.parent(of: path)
        while !folder.isEmpty, rmdir(String(folder: sparePath, name: folder)) == 0 {
            lock.withLock { _ = folders.remove(folder) }
            folder = Self.parent(of: folder)
        }
    }

    /// Whether a write failed: the build must then leave the previous site in place.
    var hasFailedWrites: Bool {
        lock.withLock { failedWrites > 0 }
    }

    /// Whether Sizeboard's writer accepts `path` below the output folder.
    static func isSafe(_ path: String) -> Bool {
        guard path != SiteMarker.name else { return false }
        var path = path
        return path.withUTF8 { isSafe(bytes: $0) }
    }

    /// `isSafe(_:)` over a path's bytes in place: through the string's UTF-8 view it took ~45
    /// instructions a byte, for every file written.
    private static func isSafe(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var componentLength = 0
        var componentIsDots = true
        for byte in bytes {
            switch byte {
            case 0:
                return false
            case UInt8(ascii: "/"):
                guard componentLength > 0, !(componentIsDots && componentLength <= 2) else { return false }
                componentLength = 0
                componentIsDots = true
            default:
                componentLength += 1
                componentIsDots = componentIsDots && byte == UInt8(ascii: ".")
            }
        }
        return componentLength > 0 && !(componentIsDots && componentLength <= 2)
    }

    /// The paths written so far, sorted.
    var writtenPaths: [String] {
        lock.withLock { hashes.keys.sorted() }
    }

    /// Whether this build has written or kept a file at `path` so far.
    func hasWritten(_ path: String) -> Bool {
        lock.withLock { hashes[path] != nil }
    }

    /// Writes `file` into the spare tree. A path already written in this build is written again
    /// when `replacing` (site generators run one after another, the last one wins); otherwise
    /// the same bytes are accepted once and different bytes are a `Conflict`. Any other failure
    /// counts in `hasFailedWrites`. `hash`, when given, is the `StableHash` of the file's
    /// contents, which are then not hashed again.
    func write(_ file: OutputFile, hash: UInt64? = nil, replacing: Bool = false) throws {
        do {
            try writeInSpare(file, hash: hash, replacing: replacing)
        } catch let conflict as Conflict {
            throw conflict
        } catch {
            lock.withLock { failedWrites += 1 }
            throw error
        }
    }

    private func writeInSpare(_ file: OutputFile, hash givenHash: UInt64?, replacing: Bool) throws {
        guard Self.isSafe(file.path) else { throw UnsafePath(path: file.path) }
        if !file.parts.isEmpty { return try writeAssembled(file, replacing: replacing) }
        let hash = givenHash ?? StableHash.of(contents: file.contents)
        let folder = Self.parent(of: file.path)
        let isFirstWrite: Bool? = try lock.withLock {
            var isFirstWrite = true
            if let previous = hashes[file.path] {
                if previous == hash { return nil }
                if !replacing { throw Conflict(path: file.path) }
                isFirstWrite = false
            }
            setHash(hash, at: file.path)
            if !isFirstWrite { forgetSmallFile(at: file.path) }
            rememberIfSmall(file.contents, at: file.path)
            if !startedEmpty { touched.insert(file.path) }
            return isFirstWrite
        }
        guard let isFirstWrite else { return }
        try createFolders(folder)
        if startedEmpty {
            if !isFirstWrite { unlinkat(spareFolder, file.path, 0) }
            let status = try FileStatus.create(file.path, in: spareFolder, shownPath: String(folder: sparePath, name: file.path), contents: file.contents)
            let entry = status.map { TreeSnapshot.WrittenEntry(path: file.path, status: $0) }
            lock.withLock {
                summary.written += 1
                differing.insert(file.path)
                createdEntries[file.path] = entry
            }
            return
        }
        let outcome = try Self.bringUpToDate(String(folder: sparePath, name: file.path), live: String(folder: livePath, name: file.path), contents: file.contents)
        lock.withLock {
            if outcome.written { summary.written += 1 } else { summary.unchanged += 1 }
            if !outcome.linkedToLive { differing.insert(file.path) }
        }
    }

    /// Brings the live tree's file at `kept.path` into the spare tree as a hard link, recording
    /// `kept.hash` as its bytes' hash without reading them. Returns false, bringing nothing, when
    /// the path is unsafe, the live tree has no such file, or this build wrote the path with
    /// another hash.
    func keep(_ kept: KeptFile) -> Bool {
        if let synced = syncedLiveFiles, synced[kept.path] == kept.hash {
            return lock.withLock { keepSynced(kept) }
        }
        guard Self.isSafe(kept.path) else { return false }
        let folder = Self.parent(of: kept.path)
        let isNewPath: Bool? = lock.withLock {
            if let previous = hashes[kept.path] { return previous == kept.hash ? false : nil }
            return true
        }
        guard let isNewPath else { return false }
        guard isNewPath else { return true }
        lock.withLock { _ = touched.insert(kept.path) }
        let liveFile = String(folder: livePath, name: kept.path)
        let spareFile = String(folder: sparePath, name: kept.path)
        guard let liveStatus = FileStatus(liveFile) else { return false }
        do {
            try createFolders(folder)
        } catch {
            return false
        }
        if FileStatus(spareFile)?.inode != liveStatus.inode {
            unlink(spareFile)
            guard link(liveFile, spareFile) == 0 else { return false }
        }
        return lock.withLock {
            if let previous = hashes[kept.path] { return previous == kept.hash }
            setHash(kept.hash, at: kept.path)
            summary.unchanged += 1
            return true
        }
    }

    /// Brings `files` as `keep(_:)` does each, in order, stopping at the first that cannot be;
    /// those the spare tree already has, linked, under one hold of the lock.
    func keep(_ files: [KeptFile]) -> Bool {
        guard let synced = syncedLiveFiles, files.allSatisfy({ synced[$0.path] == $0.hash }) else {
            return files.allSatisfy { keep($0) }
        }
        return lock.withLock { files.allSatisfy { keepSynced($0) } }
    }

    /// Brings each group of `groups` as `keep(_ files:)` does, saying for each whether it was
    /// brought: the groups whose files the spare tree already has, linked, under one hold of the
    /// lock (two threads keeping 10k pages one by one spent more time waiting for it than keeping),
    /// after looking them up in the live tree's table on every core.
    func keep(groups: [[KeptFile]]) -> [Bool] {
        guard let synced = syncedLiveFiles else { return groups.map { keep($0) } }
        let linked = groups.orderedParallelMap(jobs: ProcessInfo.processInfo.activeProcessorCount) { group in
            group.allSatisfy { synced[$0.path] == $0.hash }
        }
        var kept = lock.withLock {
            zip(groups, linked).map { group, linked in linked && group.allSatisfy { keepSynced($0) } }
        }
        for index in groups.indices where !linked[index] {
            kept[index] = keep(groups[index])
        }
        return kept
    }

    /// Keeps a file the spare tree already has, linked, with the live tree's hash: `digest` and
    /// `newPathCount` stay as they are. Called with the lock held.
    private func keepSynced(_ kept: KeptFile) -> Bool {
        if let previous = hashes.updateValue(kept.hash, forKey: kept.path) {
            hashes[kept.path] = previous
            return previous == kept.hash
        }
        summary.unchanged += 1
        return true
    }

    /// Records `hash` as the hash of the bytes of the file at `path` in this build, keeping
    /// `digest` and `newPathCount` in step; called with the lock held.
    private func setHash(_ hash: UInt64, at path: String) {
        let written = hashes.updateValue(hash, forKey: path)
        let live = syncedLiveFiles?[path]
        if written == nil, live == nil { newPathCount += 1 }
        guard let before = written ?? live else { return digest.add(Self.entry(path, hash)) }
        guard before != hash else { return }
        digest.remove(Self.entry(path, before))
        digest.add(Self.entry(path, hash))
    }

    /// A file's entry in the tree's generation: its path and its bytes' hash.
    private static func entry(_ path: String, _ hash: UInt64) -> StableHash {
        var entry = StableHash()
        entry.combine(path)
        entry.combine(hash)
        return entry
    }

    /// Writes a file made of parts, one part at a time (`AssembledFileWriter`); such a file is
    /// written once per build, or again when `replacing`.
    private func writeAssembled(_ file: OutputFile, replacing: Bool) throws {
        try lock.withLock {
            if hashes[file.path] != nil, !replacing { throw Conflict(path: file.path) }
        }
        try createFolders(Self.parent(of: file.path))
        // The parts' hashes are looked up in a copy of the table taken once, not under the lock
        // part by part; the copy is let go before the table changes again.
        let outcome = try {
            let written = lock.withLock { hashes }
            return try AssembledFileWriter(
                spareFile: String(folder: sparePath, name: file.path), liveFile: String(folder: livePath, name: file.path), writtenFile: writtenBytes(of:),
                writtenHash: { written[$0] }, liveLayout: liveLayouts[file.path], jobs: jobs
            ).write(file)
        }()
        lock.withLock {
            setHash(outcome.hash, at: file.path)
            forgetSmallFile(at: file.path)
            createdEntries[file.path] = nil
            touched.insert(file.path)
            layouts[file.path] = outcome.layout
            if outcome.written { summary.written += 1 } else { summary.unchanged += 1 }
            if outcome.written || !outcome.liveExists { differing.insert(file.path) }
        }
    }

    /// The bytes of the file at `path` (below the output folder) as this build wrote it; nil when
    /// this build has not written it.
    func writtenBytes(of path: String) -> [UInt8]? {
        let (isWritten, small) = lock.withLock { (hashes[path] != nil, smallFiles[path]) }
        guard isWritten else { return nil }
        return small ?? FileTree.bytes(at: String(folder: sparePath, name: path))
    }

    /// Keeps `contents`, written at `path`, in `smallFiles` when they are small and there is
    /// room; an earlier write of the path is forgotten first (`forgetSmallFile`). Called with the
    /// lock held.
    private func rememberIfSmall(_ contents: [UInt8], at path: String) {
        guard contents.count <= Self.smallFileSize, smallFileBytes + contents.count <= Self.smallFilesLimit else { return }
        smallFiles[path] = contents
        smallFileBytes += contents.count
    }

    /// Drops what `smallFiles` keeps for `path`. Called with the lock held.
    private func forgetSmallFile(at path: String) {
        if let earlier = smallFiles.removeValue(forKey: path) { smallFileBytes -= earlier.count }
    }

    /// The code of a diagnostic that stops the build from replacing the output folder.
    static let writeFailedCode = "write-failed"

    /// The generation of the tree `finish()` swapped in.
    private(set) var finishedGeneration: UInt64?

    /// Removes what this build did not write, marks the tree, removes the manifest, then swaps
    /// the spare tree in, and describes the two trees in `trees`. `removed` counts the files of
    /// the live site (the last build) that the new one no longer has.
    func finish() throws -> WriteSummary {
        var (written, differing, layouts, newPathCount, digest) = lock.withLock { (hashes, self.differing, self.layouts, self.newPathCount, self.digest) }
        let gone: [String]
        if let synced = syncedLiveFiles {
            gone = synced.count == written.count - newPathCount ? [] : synced.keys.filter { written[$0] == nil }
            lock.withLock { touched.formUnion(gone) }
            for path in gone {
                if let hash = synced[path] { digest.remove(Self.entry(path, hash)) }
                unlink(String(folder: sparePath, name: path))
                removeEmptyFolders(above: path)
            }
        } else if startedEmpty {
            gone = []
        } else {
            let existing = FileTree.listing(of: sparePath)
            for link in existing.links {
                unlink(String(folder: sparePath, name: link))
            }
            for file in existing.files where written[file] == nil && file != SiteMarker.name {
                unlink(String(folder: sparePath, name: file))
            }
            let usedFolders = lock.withLock { folders }
            for folder in existing.folders.reversed() where !usedFolders.contains(folder) {
                rmdir(String(folder: sparePath, name: folder))
            }
            let live = FileTree.listing(of: livePath)
            gone = (live.files + live.links).filter { written[$0] == nil && $0 != SiteMarker.name }
        }
        let generation = digest.value
        finishedGeneration = generation
        try Self.replaceMarker(in: sparePath, generation: generation)
        if unlink(BuildManifest.location(of: output).path) != 0, errno != ENOENT {
            throw FileStatus.failure("cannot remove the manifest", BuildManifest.location(of: output).path)
        }
        if sizeboard_exchange_paths(sparePath, livePath) != 0 {
            throw FileStatus.failure("cannot swap the new site into", livePath)
        }
        close(spareFolder)
        spareFolder = open(sparePath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        trees = liveGeneration.map {
            TreePair(liveGeneration: generation, spareGeneration: $0, liveFiles: written, differing: differing.union(gone), layouts: layouts.filter { written[$0.key] == $0.value.hash })
        }
        return lock.withLock {
            summary.removed = gone.count
            summary.files = written.count
            return summary
        }
    }

    /// After `finish()`, makes the spare tree (the site before) hold the new site's files too,
    /// hard-linked, so that the next build starts with nothing to bring over; `trees` then has no
    /// differing path. Linking changes the live files' change times, so this comes before the
    /// live tree is walked. A path that cannot be brought leaves `trees` as it was (bringing it
    /// again is harmless).
    func catchUpSpare() {
        guard let pair = trees else { return }
        lock.withLock { folders = [] }
        guard bringSpareUpToDate(pair) else { return }
        trees?.differing = []
    }

    /// The paths where this session wrote, linked or removed a file (see `touched`; empty when it
    /// began from empty trees); whether it began from a spare tree brought up to date with the
    /// live one by the last commit's pair of trees, every other file of the two trees being one
    /// file, linked; and whether it began from empty trees, every file of the new one written by it.
    var touchedPaths: (paths: Set<String>, fromSyncedTrees: Bool, fromEmptyTrees: Bool) {
        lock.withLock { (touched, syncedLiveFiles != nil, startedEmpty) }
    }

    /// The snapshot entries of the files this session created in the trees it made empty, taken
    /// as each was written (see `createdEntries`).
    var writtenEntries: [String: TreeSnapshot.WrittenEntry] {
        lock.withLock { createdEntries }
    }

    /// Removes the spare tree after a failed build, so that a half-written tree does not stay on
    /// the disk (the next build starts its spare afresh).
    /// The marker goes last, so that a build killed while removing leaves a tree still known as
    /// Sizeboard's.
    func abandon() {
        let listing = FileTree.listing(of: sparePath)
        for path in listing.files + listing.links where path != SiteMarker.name {
            unlink(String(folder: sparePath, name: path))
        }
        for folder in listing.folders.reversed() {
            rmdir(String(folder: sparePath, name: folder))
        }
        unlink(String(folder: sparePath, name: SiteMarker.name))
        rmdir(sparePath)
    }

    /// Writes the marker beside the old one and renames it into place: a tree never lacks it.
    private static func replaceMarker(in folder: String, generation: UInt64?) throws {
        let path = String(folder: folder, name: SiteMarker.name)
        let temporary = path + ".new"
        unlink(temporary)
        try FileStatus.create(temporary, contents: SiteMarker.contents(generation: generation))
        guard rename(temporary, path) == 0 else { throw FileStatus.failure("cannot write", path) }
    }

    /// The folder part of a relative path: `a/b/c.svg` gives `a/b`, `c.svg` gives the empty
    /// string. The slash is looked for among the bytes, not the characters.
    private static func parent(of path: String) -> String {
        var path = path
        return path.withUTF8 { bytes in
            bytes.lastIndex(of: UInt8(ascii: "/")).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<$0]), as: UTF8.self) } ?? ""
        }
    }

    /// Makes `folder` (below the spare tree; the tree itself when empty) and its parents exist.
    /// The `mkdir` calls are made without the lock, so that a thread making a page's folder does
    /// not hold up the others' writes: two threads making the same folder both succeed (the
    /// second finds it there). A file in a folder's place, left by the last site, is replaced
    /// under the lock.
    private func createFolders(_ folder: String) throws {
        guard !folder.isEmpty, !lock.withLock({ folders.contains(folder) }) else { return }
        try createFolders(Self.parent(of: folder))
        if mkdirat(spareFolder, folder, 0o755) != 0 {
            let path = String(folder: sparePath, name: folder)
            guard errno == EEXIST else { throw FileStatus.failure("cannot create the folder", path) }
            try lock.withLock {
                var status = stat()
                if lstat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR {
                    unlink(path)
                    guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw FileStatus.failure("cannot create the folder", path) }
                }
            }
        }
        lock.withLock { _ = folders.insert(folder) }
    }

    /// Makes `spareFile` hold `contents`; returns whether bytes had to be written, whether the
    /// live tree has the file, and whether the spare's file is now the live one, linked.
    private static func bringUpToDate(_ spareFile: String, live liveFile: String, contents: [UInt8]) throws -> (written: Bool, liveExists: Bool, linkedToLive: Bool) {
        let spareStatus = FileStatus(spareFile)
        let liveStatus = FileStatus(liveFile)
        if let liveStatus, liveStatus.size == contents.count, FileTree.bytes(at: liveFile) == contents {
            if spareStatus?.inode == liveStatus.inode { return (false, true, true) }
            if spareStatus != nil { unlink(spareFile) }
            if link(liveFile, spareFile) == 0 { return (false, true, true) }
        } else if let spareStatus, spareStatus.size == contents.count, spareStatus.inode != liveStatus?.inode,
                  FileTree.bytes(at: spareFile) == contents {
            return (false, liveStatus != nil, false)
        }
        unlink(spareFile)
        try FileStatus.create(spareFile, contents: contents)
        return (true, liveStatus != nil, false)
    }
}
