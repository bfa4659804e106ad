import Foundation

/// What a page file's status says of its bytes without reading them: its inode, size, and
/// modification and change times to the nanosecond. A page with the stamp the last build recorded
/// is taken as unchanged; any other stamp makes the build read and hash it.
struct PageStamp: Equatable {
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64

    /// The stamp of the file at `path` (a symbolic link is followed), or a stamp matching no file
    /// when it has no status.
    init(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            self = .unknown
            return
        }
        self.init(status)
    }

    /// The stamp of a file with `status`.
    init(_ status: stat) {
        self.init(
            inode: UInt64(status.st_ino),
            size: Int64(status.st_size),
            modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
            changed: Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
        )
    }

    /// The stamp of a file without status, or not stamped when listed: it matches no file's.
    static let unknown = PageStamp(inode: 0, size: -1, modified: 0, changed: 0)

    init(inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }
}

extension PageStamp {
    /// How long before a listing a page must have last changed for its stamp to be trusted: file
    /// times advance in clock ticks, so a page changed twice within one tick, around a listing,
    /// could keep its stamp (the "racy" stamps of Git's index).
    static let trustMargin: Int64 = 50_000_000

    /// The wall clock in nanoseconds since 1970.
    static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Whether the page last changed well before a listing at `listedAt`, so that an equal stamp
    /// proves it unchanged since.
    func isSettled(before listedAt: Int64) -> Bool {
        modified < listedAt - Self.trustMargin && changed < listedAt - Self.trustMargin
    }
}

extension PageStamp {
    /// One value for a listing's stamps, by relative path: equal listings give equal digests, and
    /// any added, removed, renamed or restamped page changes it.
    static func digest(_ stamps: [String: PageStamp]) -> UInt64 {
        var digest = UnorderedDigest()
        for (path, stamp) in stamps {
            digest.add(entryHash(path: path, stamp: stamp))
        }
        return digest.value
    }

    /// What one page adds to the digest of its listing's stamps.
    static func entryHash(path: String, stamp: PageStamp) -> StableHash {
        var hash = StableHash()
        hash.combine(path)
        hash.combine(word: stamp.inode)
        hash.combine(word: UInt64(bitPattern: stamp.size))
        hash.combine(word: UInt64(bitPattern: stamp.modified))
        hash.combine(word: UInt64(bitPattern: stamp.changed))
        return hash
    }
}

extension PageStamp: PathTableValue {
    /// The stamp's inode, size, modification and change times (the signed ones as their two's
    /// complement).
    static var numberCount: Int {
        4
    }

    init(numbers: PathTableNumbers) {
        self.init(inode: numbers.0, size: Int64(bitPattern: numbers.1), modified: Int64(bitPattern: numbers.2), changed: Int64(bitPattern: numbers.3))
    }

    var numbers: PathTableNumbers {
        (inode, UInt64(bitPattern: size), UInt64(bitPattern: modified), UInt64(bitPattern: changed))
    }
}
