import Foundation

/// Every entry of the output tree as the last build left it: its path and its value in the tree's
/// signature (`FileTree.entryValue`), with the output folder's own. Kept in `.<output>.snapshot`
/// beside the output folder.
///
/// With it, the next build checks that its output is intact by looking up each recorded path
/// (one `fstatat` each, from the output folder), instead of listing every folder again: a file
/// written in place, replaced or removed changes its own value; a file or folder added or
/// removed changes its folder's modification time. For that last to hold, the snapshot is kept
/// only when every entry's times are older than `settleMargin` when it is taken: a change made
/// later then gets a later time, even from a coarse file system clock. Otherwise the next build
/// walks the tree as before.
struct TreeSnapshot: Equatable {
    /// The generation of the tree, as its marker names it.
    var generation: UInt64
    /// The entries' paths relative to the output folder, each ended by NUL.
    var paths: [UInt8]
    /// Each entry's value, in the order of `paths`.
    var values: [UInt64]
    /// Whether each entry is a regular file, in the order of `paths`: the next snapshot keeps the
    /// value of a file the build did not touch without looking it up (`derived`).
    var isRegularFile: [Bool]
    /// The output folder's own value (its path hashed as the empty path).
    var rootValue: UInt64

    /// How much older than the snapshot every entry's times must be for it to be kept: two ticks
    /// of the clock that stamps file changes (`FileClockTick`), whose reading lags the real time
    /// by up to a tick, and a millisecond more, so that a change made after the snapshot always
    /// gets a later time than the one recorded; 25 ms where the tick is not known, or when that
    /// is less. A build waits for its output folder to be this old before it records the
    /// snapshot (`take`, `derived`): with Linux's 4 ms tick, 9 ms, where a fixed 25 ms was the
    /// longest part of a one-page edit's commit.
    static let settleMargin: Int64 = FileClockTick.nanoseconds.map { min(2 * $0 + 1_000_000, 25_000_000) } ?? 25_000_000

    private static let header = Array("sizeboard-snapshot 2\n".utf8)

    /// The signature of the recorded entries: the manifest's `treeSignature` when it describes
    /// the same tree.
    var signature: UInt64 {
        FileTree.signature(sum: values.reduce(0, &+), count: UInt64(values.count))
    }

    /// The signature of the tree at `root` and its snapshot, of `generation`. A build changes
    /// the output folder itself last (it replaces the marker, then swaps the folder in), so this
    /// first waits until the folder's times are `settleMargin` old, then walks the tree; when an
    /// entry changed later, it waits for that one too and walks again. A walk counts only when
    /// every time it saw is `settleMargin` older than its start: a change made during the walk to
    /// an entry already seen then gets a later time. The snapshot is nil when the tree is still
    /// changing.
    static func take(of root: String, generation: UInt64) -> (signature: UInt64, snapshot: TreeSnapshot?) {
        var status = stat()
        guard lstat(root, &status) == 0 else { return (FileTree.signature(of: root), nil) }
        var latest = FileTree.latestChange(of: status)
        var entries = FileTree.Entries()
        for _ in 0..<2 {
            let wait = latest + settleMargin - PageStamp.now
            if wait >= 0 { usleep(useconds_t(min(wait, settleMargin) / 1000 + 1)) }
            let started = PageStamp.now
            entries = FileTree.entries(of: root)
            guard lstat(root, &status) == 0 else { return (entries.signature, nil) }
            latest = max(entries.latestChange, FileTree.latestChange(of: status))
            if latest + settleMargin < started {
                let rootValue = FileTree.entryValue(pathHash: FileTree.rootPathHash, status: status)
                return (entries.signature, TreeSnapshot(generation: generation, paths: entries.paths, values: entries.values, isRegularFile: entries.isRegularFile, rootValue: rootValue))
            }
        }
        return (entries.signature, nil)
    }

    /// The folders that hold recorded entries, relative to the output folder, the output folder
    /// itself as the empty path.
    var folders: [String] {
        var folders: Set<String> = [""]
        var start = 0
        var lastSlash: Int?
        for index in paths.indices {
            switch paths[index] {
            case UInt8(ascii: "/"):
                lastSlash = index
            case 0:
                if let lastSlash { folders.insert(String(decoding: paths[start..<lastSlash], as: UTF8.self)) }
                start = index + 1
                lastSlash = nil
            default:
                break
            }
        }
        return folders.sorted()
    }

    /// Whether the tree at `root` still has exactly the recorded entries, each with its recorded
    /// value, looked up on every core. When `watchingFolder` is given, it is called with each
    /// folder's relative path once the folder is found, and the folder is looked up again after
    /// it: an entry added to the folder before it returned changes the folder's value.
    func matches(root: String, watchingFolder: (@Sendable (String) -> Bool)? = nil) -> Bool {
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, FileTree.entryValue(pathHash: FileTree.rootPathHash, status: status) == rootValue else { return false }
        let starts = [0] + paths.indices.filter { paths[$0] == 0 }.map { $0 + 1 }
        guard starts.count == values.count + 1 else { return false }
        let chunks = 8 * ProcessInfo.processInfo.activeProcessorCount
        let mismatches = MismatchCount()
        paths.withUnsafeBufferPointer { buffer in
            nonisolated(unsafe) let paths = buffer
            nonisolated(unsafe) let base = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                var status = stat()
                for index in stride(from: chunk, to: values.count, by: chunks) {
                    let path = UnsafeBufferPointer(rebasing: paths[starts[index]..<(starts[index + 1] - 1)])
                    let pathHash = FileTree.pathHash(adding: path, to: FileTree.rootPathHash)
                    guard fstatat(descriptor, base + starts[index], &status, AT_SYMLINK_NOFOLLOW) == 0,
                          FileTree.entryValue(pathHash: pathHash, status: status) == values[index] else {
                        mismatches.add()
                        return
                    }
                    if let watchingFolder, status.st_mode & S_IFMT == S_IFDIR {
                        guard watchingFolder(String(decoding: path, as: UTF8.self)),
                              fstatat(descriptor, base + starts[index], &status, AT_SYMLINK_NOFOLLOW) == 0,
                              FileTree.entryValue(pathHash: pathHash, status: status) == values[index] else {
                            mismatches.add()
                            return
                        }
                    }
                }
            }
        }
        return mismatches.count == 0
    }

    /// How many lookups of `matches(root:)` found another value.
    private final class MismatchCount: @unchecked Sendable {
        private let lock = NSLock()
        private var found = 0

        func add() {
            lock.withLock { found += 1 }
        }

        var count: Int {
            lock.withLock { found }
        }
    }

    /// Where the snapshot of `output` is kept.
    static func location(of output: URL) -> URL {
        CompanionFile.location(of: output, kind: "snapshot")
    }

    /// The snapshot kept for `output`, or nil when there is none or it is not whole.
    static func read(for output: URL) -> TreeSnapshot? {
        FileTree.bytes(at: location(of: output).path).flatMap(TreeSnapshot.init(encoded:))
    }

    /// Writes the snapshot beside `output`, replacing the last one at once.
    func write(for output: URL) {
        CompanionFile.replace(Self.location(of: output).path, with: encoded)
    }

    /// Removes the snapshot of `output`: the next build walks the tree.
    static func remove(for output: URL) {
        unlink(location(of: output).path)
    }

    /// Where the snapshot of the spare tree of `output` is kept: the live tree's snapshot, set
    /// aside when that tree became the spare (`setAsideForSpare`).
    static func spareLocation(of output: URL) -> URL {
        CompanionFile.location(of: output, kind: "spare-snapshot")
    }

    /// The snapshot set aside for the spare tree of `output`, when it is whole and of the tree of
    /// `generation`.
    static func readSpare(for output: URL, generation: UInt64) -> TreeSnapshot? {
        FileTree.bytes(at: spareLocation(of: output).path).flatMap(TreeSnapshot.init(encoded:)).flatMap { $0.generation == generation ? $0 : nil }
    }

    /// Makes the live tree's snapshot, which proved it intact, the spare tree's, once the two
    /// trees are swapped; with none to set aside, removes the spare's.
    static func setAsideForSpare(for output: URL, proved: Bool) {
        if !proved || rename(location(of: output).path, spareLocation(of: output).path) != 0 {
            unlink(spareLocation(of: output).path)
        }
    }

    /// The header line, then the generation, the root's value, the number of entries and each
    /// entry's value as 8 bytes, least significant first, then a byte for each entry (1 for a
    /// regular file, else 0), then the paths.
    var encoded: [UInt8] {
        var bytes = Self.header
        bytes.reserveCapacity(bytes.count + 9 * (3 + values.count) + paths.count)
        for number in [generation, rootValue, UInt64(values.count)] {
            withUnsafeBytes(of: number.littleEndian) { bytes += $0 }
        }
        Self.appendLittleEndian(values, to: &bytes)
        bytes += isRegularFile.map { $0 ? 1 : 0 }
        bytes += paths
        return bytes
    }

    /// Appends each number's 8 bytes, least significant first: the array's own bytes on a
    /// little-endian machine, copied at once.
    private static func appendLittleEndian(_ numbers: [UInt64], to bytes: inout [UInt8]) {
        #if _endian(little)
        numbers.withUnsafeBytes { bytes += $0 }
        #else
        for number in numbers {
            withUnsafeBytes(of: number.littleEndian) { bytes += $0 }
        }
        #endif
    }

    /// The `count` numbers of 8 bytes, least significant first, at `offset` of `bytes`, which
    /// must hold them.
    private static func littleEndianNumbers(_ bytes: [UInt8], at offset: Int, count: Int) -> [UInt64] {
        [UInt64](unsafeUninitializedCapacity: count) { numbers, initialized in
            bytes.withUnsafeBytes { raw in
                for index in 0..<count {
                    numbers[index] = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8 * index, as: UInt64.self))
                }
            }
            initialized = count
        }
    }

    /// Reads `bytes`; nil unless they are whole and of this format.
    init?(encoded bytes: [UInt8]) {
        guard bytes.starts(with: Self.header) else { return nil }
        var offset = Self.header.count
        func number() -> UInt64? {
            guard offset + 8 <= bytes.count else { return nil }
            defer { offset += 8 }
            return bytes[offset..<(offset + 8)].reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }
        guard let generation = number(), let rootValue = number(), let count = number(),
              count <= UInt64(bytes.count - offset) / 9 else { return nil }
        guard offset + 8 * Int(count) <= bytes.count else { return nil }
        let values = Self.littleEndianNumbers(bytes, at: offset, count: Int(count))
        offset += 8 * Int(count)
        let flags = bytes[offset..<(offset + Int(count))]
        guard flags.allSatisfy({ $0 <= 1 }) else { return nil }
        let paths = Array(bytes[(offset + Int(count))...])
        guard paths.last == 0 || paths.isEmpty, Self.terminatorCount(in: paths) == values.count else { return nil }
        self.init(generation: generation, paths: paths, values: values, isRegularFile: flags.map { $0 == 1 }, rootValue: rootValue)
    }

    /// How many NULs end paths in `paths`, found with `memchr` (a closure a byte over the 1.5 MB of
    /// paths at 10k pages was ~12 M instructions of every build's output check).
    private static func terminatorCount(in paths: [UInt8]) -> Int {
        paths.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var count = 0
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, 0, buffer.count - offset) {
                count += 1
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return count
        }
    }

    init(generation: UInt64, paths: [UInt8], values: [UInt64], isRegularFile: [Bool], rootValue: UInt64) {
        self.generation = generation
        self.paths = paths
        self.values = values
        self.isRegularFile = isRegularFile
        self.rootValue = rootValue
    }
}
