import Foundation

extension TreeSnapshot {
    /// A file's entry as a derivation would look it up, taken from the file's status when it was
    /// written: its value and the later of its modification and change times.
    struct WrittenEntry: Sendable {
        var value: UInt64
        var latestChange: Int64

        /// The entry of the file at `path` (below the output folder) with `status`.
        init(path: String, status: stat) {
            var path = path
            let pathHash = path.withUTF8 { FileTree.pathHash(adding: $0, to: FileTree.rootPathHash) }
            value = FileTree.entryValue(pathHash: pathHash, status: status)
            latestChange = FileTree.latestChange(of: status)
        }
    }

    /// The snapshot of the tree at `root`, of `generation`, made from `last`, the snapshot of the
    /// live tree the build started from (found intact), instead of walking the new tree.
    ///
    /// The new live tree is the spare one the build wrote, whose files the build did not touch
    /// are hard links to the last live tree's: the same inodes, with the same times, so they keep
    /// their recorded values. Those are the entries `last` records as regular files (the marker
    /// aside) at paths not `touched` (written, linked or removed by the build: a file of the last
    /// tree that the new one lacks was removed, so touched), kept without a string made for each.
    /// Everything else is looked up (one `fstatat` each, no folder listed): each touched path
    /// that is a file of `files`, the new tree's files; every other recorded entry (folders, the
    /// marker, anything else the last walk found), dropped when it is gone; the folders above the
    /// touched files; and the marker. A build into an empty tree has no `last` and touched every
    /// file (`touched` nil): each file, its folders and the marker are looked up, but a file of
    /// `written`, whose entry was taken as the build wrote it, is not looked up in the first
    /// round: what it gives is what the lookup would, unless something else changed the file
    /// since, and such a change leaves the recorded value stale, which the next build's check
    /// finds as it would any change (the tree is then walked). At 10k pages with screens that is
    /// 100k `fstatat` of three or four path components each (0.4 s of CPU), against a `fstat` of
    /// each file's open descriptor as it is written.
    ///
    /// The new tree's folders are the spare tree's, not the last live tree's. `spare`, the
    /// snapshot that proved the spare tree intact when it was last the live one, gives the value
    /// of each folder above no touched path without a lookup: the build changed only the folders
    /// above the paths it touched, and nothing else writes the spare tree while it is the spare.
    /// A value made stale by a hand that did is a mismatch the next build's check finds: it then
    /// walks the tree.
    ///
    /// The lookups are made at once, while the output folder itself (swapped in a moment ago)
    /// settles, and again after it, only for the entries that changed less than `settleMargin`
    /// before the first lookups began (the build's own writes, mostly): an entry older than that
    /// gets a later time from any later change, so its first value stands. Nil when a file of
    /// `files` cannot be looked up or an entry changed less than `settleMargin` before the second
    /// lookups began: the caller then walks the tree (`take`).
    static func derived(from last: TreeSnapshot?, spare: TreeSnapshot? = nil, of root: String, generation: UInt64, files: [String: UInt64], touched: Set<String>?, written: [String: WrittenEntry] = [:]) -> (signature: UInt64, snapshot: TreeSnapshot)? {
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }

        var lookups: [(path: String, isFile: Bool)] = [(SiteMarker.name, false)]
        var queued: Set<String> = [SiteMarker.name]
        for path in touched.map({ $0.filter { files[$0] != nil } }) ?? Array(files.keys) {
            lookups.append((path, true))
            var folder = path
            while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                folder = String(folder[..<slash])
                guard queued.insert(folder).inserted else { break }
                lookups.append((folder, false))
            }
        }
        var paths: [UInt8] = []
        var values: [UInt64] = []
        var isRegularFile: [Bool] = []
        if let last, let touched {
            paths.reserveCapacity(last.paths.count + 64 * touched.count)
            values.reserveCapacity(last.values.count + touched.count)
            isRegularFile.reserveCapacity(last.values.count + touched.count)
            var touchedLength = Array(repeating: false, count: 1 + (touched.map(\.utf8.count).max() ?? 0))
            for path in touched {
                touchedLength[path.utf8.count] = true
            }
            let marker = Array(SiteMarker.name.utf8)
            // The folders are matched by their paths' hashes, each match then confirmed by its
            // bytes: a string and a hash table entry for each of 10k folders were most of the
            // derivation's instructions at 10k pages.
            let spareFolders = spare.map { $0.entriesOtherThanFilesByPathHash(aboveNoneOf: touched) } ?? [:]
            let sparePaths = spare?.paths ?? []
            let queuedHashes = Set(queued.map { Self.pathHash(of: $0.utf8) })
            last.forEachPath { index, entry in
                if entry.count < touchedLength.count, touchedLength[entry.count], touched.contains(String(decoding: entry, as: UTF8.self)) {
                    return
                }
                if last.isRegularFile[index], !entry.elementsEqual(marker) {
                    paths += entry
                    paths.append(0)
                    values.append(last.values[index])
                    isRegularFile.append(true)
                    return
                }
                let hash = Self.pathHash(of: entry[...])
                if queuedHashes.contains(hash), queued.contains(String(decoding: entry, as: UTF8.self)) { return }
                if let folder = spareFolders[hash], folder.range.count == entry.count,
                   sparePaths.withUnsafeBufferPointer({ memcmp($0.baseAddress! + folder.range.lowerBound, entry.baseAddress!, entry.count) == 0 }) {
                    paths += entry
                    paths.append(0)
                    values.append(folder.value)
                    isRegularFile.append(false)
                } else {
                    lookups.append((String(decoding: entry, as: UTF8.self), false))
                }
            }
        }

        let lookupPaths = lookups.map(\.path)
        let earlyStart = PageStamp.now
        var found: [(value: UInt64, latestChange: Int64, isRegularFile: Bool)?] = lookups.map { lookup in
            guard lookup.isFile, let entry = written[lookup.path] else { return nil }
            return (entry.value, entry.latestChange, true)
        }
        let unknown = written.isEmpty ? Array(lookups.indices) : lookups.indices.filter { found[$0] == nil }
        guard let foundFirst = lookUp(unknown.map { lookupPaths[$0] }, in: descriptor) else { return nil }
        for (index, result) in zip(unknown, foundFirst) {
            found[index] = result
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let wait = FileTree.latestChange(of: status) + settleMargin - PageStamp.now
        if wait >= 0 { usleep(useconds_t(min(wait, settleMargin) / 1000 + 1)) }
        let started = PageStamp.now
        guard fstat(descriptor, &status) == 0, FileTree.latestChange(of: status) + settleMargin < started else { return nil }
        let again = found.indices.filter { found[$0].map { $0.latestChange + settleMargin >= earlyStart } ?? true }
        guard let foundAgain = lookUp(again.map { lookupPaths[$0] }, in: descriptor) else { return nil }
        for (index, result) in zip(again, foundAgain) {
            found[index] = result
        }
        var latest = Int64.min
        for (lookup, result) in zip(lookups, found) {
            guard let result else {
                if lookup.isFile { return nil }
                continue
            }
            paths += lookup.path.utf8
            paths.append(0)
            values.append(result.value)
            isRegularFile.append(result.isRegularFile)
            latest = max(latest, result.latestChange)
        }
        guard latest + settleMargin < started else { return nil }
        let rootValue = FileTree.entryValue(pathHash: FileTree.rootPathHash, status: status)
        let snapshot = TreeSnapshot(generation: generation, paths: paths, values: values, isRegularFile: isRegularFile, rootValue: rootValue)
        return (snapshot.signature, snapshot)
    }

    /// Each entry that is not a regular file (the folders, mostly) and is not above a path of
    /// `touched`, by its path's hash (`pathHash(of:)`), with where its path lies in `paths` and
    /// its value. Two paths of one hash keep one: the other is then looked up.
    private func entriesOtherThanFilesByPathHash(aboveNoneOf touched: Set<String>) -> [UInt64: (range: Range<Int>, value: UInt64)] {
        var found: [UInt64: (range: Range<Int>, value: UInt64)] = [:]
        found.reserveCapacity(isRegularFile.count { !$0 })
        paths.withUnsafeBufferPointer { all in
            forEachPath { index, path in
                guard !isRegularFile[index], let start = path.baseAddress.map({ all.baseAddress!.distance(to: $0) }) else { return }
                found[Self.pathHash(of: path[...])] = (start..<(start + path.count), values[index])
            }
        }
        for path in touched {
            var folder = Substring(path)
            while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                folder = folder[..<slash]
                found[Self.pathHash(of: folder.utf8)] = nil
            }
        }
        return found
    }

    /// A hash of a path's bytes, to find an entry by without making its path a string.
    private static func pathHash<Bytes: Collection<UInt8>>(of path: Bytes) -> UInt64 {
        FileTree.pathHash(adding: path, to: FileTree.rootPathHash)
    }

    /// Calls `body` with each entry's index and its path's bytes (without the NUL that ends it),
    /// in order.
    private func forEachPath(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
        paths.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return }
            var start = 0
            for index in values.indices {
                let end = base.distance(to: memchr(base + start, 0, all.count - start)!.assumingMemoryBound(to: UInt8.self))
                body(index, UnsafeBufferPointer(rebasing: all[start..<end]))
                start = end + 1
            }
        }
    }

    /// Each path's value and latest change, looked up below the open folder `descriptor` on every
    /// core; nil for a path with nothing there. Nil in all when a lookup failed otherwise.
    /// Each chunk of lookups writes only its own indices of `found` and its own flag of `failed`,
    /// so neither needs a lock.
    private static func lookUp(_ paths: [String], in descriptor: Int32) -> [(value: UInt64, latestChange: Int64, isRegularFile: Bool)?]? {
        typealias Found = (value: UInt64, latestChange: Int64, isRegularFile: Bool)?
        let chunks = 8 * ProcessInfo.processInfo.activeProcessorCount
        var failed = [Bool](repeating: false, count: chunks)
        let found = [Found](unsafeUninitializedCapacity: paths.count) { found, initialized in
            found.initialize(repeating: nil)
            failed.withUnsafeMutableBufferPointer { failed in
                nonisolated(unsafe) let found = found
                nonisolated(unsafe) let failed = failed
                DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                    var status = stat()
                    for index in stride(from: chunk, to: paths.count, by: chunks) {
                        var path = paths[index]
                        if path.withCString({ fstatat(descriptor, $0, &status, AT_SYMLINK_NOFOLLOW) }) == 0 {
                            let pathHash = path.withUTF8 { FileTree.pathHash(adding: $0, to: FileTree.rootPathHash) }
                            found[index] = (FileTree.entryValue(pathHash: pathHash, status: status), FileTree.latestChange(of: status), (status.st_mode & S_IFMT) == S_IFREG)
                        } else if errno != ENOENT && errno != ENOTDIR {
                            failed[chunk] = true
                        }
                    }
                }
            }
            initialized = paths.count
        }
        return failed.contains(true) ? nil : found
    }
}
