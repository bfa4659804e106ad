import Foundation

extension TreeSnapshot {
    /// The snapshot of the tree at `root`, of `generation`, made from `last`, the snapshot of the
    /// live tree the build started from (found intact), instead of walking the new tree.
    ///
    /// The new live tree is the spare one the build wrote, whose files the build did not touch
    /// are hard links to the last live tree's: the same inodes, with the same times, so they keep
    /// their recorded values. Everything else is looked up (one `fstatat` each, no folder
    /// listed): each path `touched` (written, linked or removed by the build) that is a file of
    /// `files`, the new tree's files; every recorded entry that is not such a file (folders, the
    /// marker, anything else the last walk found), dropped when it is gone; the folders above the
    /// touched files; and the marker. A build into an empty tree has no `last` and touched every
    /// file (`touched` nil): each file, its folders and the marker are looked up. Nil when a file
    /// of `files` cannot be looked up or an entry changed less than `settleMargin` before the
    /// lookups began: the caller then walks the tree (`take`).
    static func derived(from last: TreeSnapshot?, of root: String, generation: UInt64, files: [String: UInt64], touched: Set<String>?) -> (signature: UInt64, snapshot: TreeSnapshot)? {
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let wait = FileTree.latestChange(of: status) + settleMargin - PageStamp.now
        if wait >= 0 { usleep(useconds_t(min(wait, settleMargin) / 1000 + 1)) }
        let started = PageStamp.now
        guard fstat(descriptor, &status) == 0, FileTree.latestChange(of: status) + settleMargin < started else { return nil }

        var paths: [UInt8] = []
        var values: [UInt64] = []
        var lookups: [(path: String, isFile: Bool)] = []
        var looked: Set<String> = []
        if let last {
            paths.reserveCapacity(last.paths.count + 64 * (touched?.count ?? 0))
            values.reserveCapacity(last.values.count + (touched?.count ?? 0))
            var start = 0
            for (index, end) in last.paths.indices.lazy.filter({ last.paths[$0] == 0 }).enumerated() {
                let path = String(decoding: last.paths[start..<end], as: UTF8.self)
                if touched?.contains(path) ?? true {
                    start = end + 1
                    continue
                }
                if files[path] != nil {
                    paths += last.paths[start...end]
                    values.append(last.values[index])
                } else {
                    lookups.append((path, false))
                    looked.insert(path)
                }
                start = end + 1
            }
        }
        if looked.insert(SiteMarker.name).inserted {
            lookups.append((SiteMarker.name, false))
        }
        let touchedFiles = touched.map { $0.filter { files[$0] != nil } } ?? Array(files.keys)
        for path in touchedFiles {
            lookups.append((path, true))
            var folder = path
            while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                folder = String(folder[..<slash])
                guard looked.insert(folder).inserted else { break }
                lookups.append((folder, false))
            }
        }

        guard let found = lookUp(lookups.map(\.path), in: descriptor) else { return nil }
        var latest = Int64.min
        for (lookup, result) in zip(lookups, found) {
            guard let result else {
                if lookup.isFile { return nil }
                continue
            }
            paths += lookup.path.utf8
            paths.append(0)
            values.append(result.value)
            latest = max(latest, result.latestChange)
        }
        guard latest + settleMargin < started else { return nil }
        let rootValue = FileTree.entryValue(pathHash: FileTree.rootPathHash, status: status)
        let snapshot = TreeSnapshot(generation: generation, paths: paths, values: values, rootValue: rootValue)
        return (snapshot.signature, snapshot)
    }

    /// Each path's value and latest change, looked up below the open folder `descriptor` on every
    /// core; nil for a path with nothing there. Nil in all when a lookup failed otherwise.
    private static func lookUp(_ paths: [String], in descriptor: Int32) -> [(value: UInt64, latestChange: Int64)?]? {
        let results = LookupResults(count: paths.count)
        let chunks = 8 * ProcessInfo.processInfo.activeProcessorCount
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var status = stat()
            for index in stride(from: chunk, to: paths.count, by: chunks) {
                if fstatat(descriptor, paths[index], &status, AT_SYMLINK_NOFOLLOW) == 0 {
                    let pathHash = FileTree.pathHash(adding: paths[index].utf8, to: FileTree.rootPathHash)
                    results.set((FileTree.entryValue(pathHash: pathHash, status: status), FileTree.latestChange(of: status)), at: index)
                } else if errno != ENOENT && errno != ENOTDIR {
                    results.fail()
                }
            }
        }
        return results.values
    }

    /// What the lookups of `lookUp` found, by index.
    private final class LookupResults: @unchecked Sendable {
        private let lock = NSLock()
        private var found: [(value: UInt64, latestChange: Int64)?]
        private var failed = false

        init(count: Int) {
            found = Array(repeating: nil, count: count)
        }

        func set(_ result: (value: UInt64, latestChange: Int64), at index: Int) {
            lock.withLock { found[index] = result }
        }

        func fail() {
            lock.withLock { failed = true }
        }

        var values: [(value: UInt64, latestChange: Int64)?]? {
            lock.withLock { failed ? nil : found }
        }
    }
}
