import Foundation

/// Fast walks and reads of a folder tree through POSIX calls, with plain string paths.
enum FileTree {
    /// What lies below a folder, as relative paths, each list sorted by their UTF-8 bytes.
    struct Listing {
        var files: [String] = []
        var folders: [String] = []
        /// Symbolic links (never followed by the walk).
        var links: [String] = []
        /// Folders that could not be opened (the root itself is the empty path).
        var unreadableFolders: [String] = []
    }

    /// Everything below `root`, symbolic links and unreadable folders included.
    static func listing(of root: String) -> Listing {
        var listing = Listing()
        walk(root, relative: "", into: &listing)
        listing.files = UTF8ByteOrder.sorted(listing.files)
        listing.folders = UTF8ByteOrder.sorted(listing.folders)
        listing.links = UTF8ByteOrder.sorted(listing.links)
        listing.unreadableFolders = UTF8ByteOrder.sorted(listing.unreadableFolders)
        return listing
    }

    /// Every entry below a folder (files, folders, links) with its `entryValue`, and their sum:
    /// the tree's signature.
    struct Entries {
        /// The entries' paths relative to the folder, each ended by NUL, in no set order.
        var paths: [UInt8] = []
        /// Each entry's value, in the order of `paths`.
        var values: [UInt64] = []
        /// Whether each entry is a regular file, in the order of `paths`.
        var isRegularFile: [Bool] = []
        /// The latest modification or change time of an entry, in nanoseconds since 1970.
        var latestChange: Int64 = .min
        /// The sum of the values mixed with their count: `signature(of:)`.
        var signature: UInt64 { FileTree.signature(sum: values.reduce(0, &+), count: UInt64(values.count)) }

        mutating func append(_ other: Entries) {
            paths += other.paths
            values += other.values
            isRegularFile += other.isRegularFile
            latestChange = max(latestChange, other.latestChange)
        }
    }

    /// A hash of the path, inode, size and change times of every entry below `root`: any write,
    /// replacement, removal or addition of a file changes it. (It is compared only with one
    /// taken by the same executable: the manifest's fingerprint names the executable.)
    static func signature(of root: String) -> UInt64 {
        entries(of: root).signature
    }

    /// Every entry below `root` with its value.
    ///
    /// The walk goes level by level until it has enough folders to share out, then walks them on
    /// every core.
    static func entries(of root: String) -> Entries {
        var entries = Entries()
        var frontier = [(path: root, relative: [UInt8](), pathHash: rootPathHash)]
        let workers = ProcessInfo.processInfo.activeProcessorCount
        while !frontier.isEmpty, frontier.count < 16 * workers {
            var next: [(path: String, relative: [UInt8], pathHash: UInt64)] = []
            for folder in frontier {
                guard let directory = opendir(folder.path) else { continue }
                addEntries(directory, relative: folder.relative, pathHash: folder.pathHash, into: &entries) { name, relative, hash in
                    next.append((folder.path + "/" + name, relative, hash))
                }
                closedir(directory)
            }
            frontier = next
        }
        let gathered = GatheredEntries()
        let folders = frontier
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var found = Entries()
            for index in stride(from: worker, to: folders.count, by: workers) {
                let descriptor = open(folders[index].path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                addEntriesBelow(descriptor, relative: folders[index].relative, pathHash: folders[index].pathHash, into: &found)
            }
            gathered.add(found)
        }
        entries.append(gathered.entries)
        return entries
    }

    /// The entries the workers of `entries(of:)` add to.
    private final class GatheredEntries: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var entries = Entries()

        func add(_ found: Entries) {
            lock.withLock { entries.append(found) }
        }
    }

    /// Adds each entry of the folder open as `descriptor` (which it closes; a negative one is
    /// skipped), and everything below it, each subfolder opened relative to its parent rather
    /// than by its whole path.
    private static func addEntriesBelow(_ descriptor: Int32, relative: [UInt8], pathHash: UInt64, into entries: inout Entries) {
        guard descriptor >= 0 else { return }
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return
        }
        defer { closedir(directory) }
        var folders: [(String, [UInt8], UInt64)] = []
        addEntries(directory, relative: relative, pathHash: pathHash, into: &entries) { folders.append(($0, $1, $2)) }
        for (name, path, hash) in folders {
            addEntriesBelow(openat(dirfd(directory), name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC), relative: path, pathHash: hash, into: &entries)
        }
    }

    /// Adds each entry of the open `directory`, whose relative path is `relative` and hashes to
    /// `pathHash`, handing each subfolder (its name, its relative path and its path's hash) to
    /// `subfolder`: names hashed as bytes, no string made but for folders.
    private static func addEntries(
        _ directory: OpaquePointer, relative: [UInt8], pathHash: UInt64, into entries: inout Entries, subfolder: (String, [UInt8], UInt64) -> Void
    ) {
        let descriptor = dirfd(directory)
        while let entry = readdir(directory) {
            var status = stat()
            var entryHash = pathHash
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> [UInt8]? in
                let name = raw.prefix { $0 != 0 }
                if name.elementsEqual([UInt8(ascii: ".")]) || name.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) { return nil }
                entryHash = Self.pathHash(adding: name, to: entryHash)
                guard fstatat(descriptor, raw.baseAddress!.assumingMemoryBound(to: CChar.self), &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
                return Array(name)
            }
            guard let name else { continue }
            let start = entries.paths.count
            if !relative.isEmpty {
                entries.paths += relative
                entries.paths.append(UInt8(ascii: "/"))
            }
            entries.paths += name
            if (status.st_mode & S_IFMT) == S_IFDIR {
                subfolder(String(decoding: name, as: UTF8.self), Array(entries.paths[start...]), entryHash)
            }
            entries.paths.append(0)
            entries.values.append(entryValue(pathHash: entryHash, status: status))
            entries.isRegularFile.append((status.st_mode & S_IFMT) == S_IFREG)
            entries.latestChange = max(entries.latestChange, latestChange(of: status))
        }
    }

    /// `hash` (of a folder's relative path) extended with `/` and the entry name `name`: the
    /// hash of the path of an entry of that folder. The root's path hashes to FNV-1a's offset basis.
    static func pathHash<Name: Sequence<UInt8>>(adding name: Name, to hash: UInt64) -> UInt64 {
        var hash = (hash ^ UInt64(UInt8(ascii: "/"))) &* 0x0000_0100_0000_01b3
        for byte in name {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The hash of the root's own (empty) path.
    static let rootPathHash: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The later of an entry's modification and change times, in nanoseconds since 1970.
    static func latestChange(of status: stat) -> Int64 {
        let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        let changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
        return max(modified, changed)
    }

    /// What an entry adds to its tree's signature: its path's hash, its type and permissions,
    /// inode, size, and modification and change times, mixed.
    static func entryValue(pathHash: UInt64, status: stat) -> UInt64 {
        var value = mix(mix(mix(pathHash, UInt64(status.st_mode)), UInt64(status.st_ino)), UInt64(status.st_size))
        value = mix(mix(value, UInt64(bitPattern: Int64(status.st_mtim.tv_sec))), UInt64(bitPattern: Int64(status.st_mtim.tv_nsec)))
        return mix(mix(value, UInt64(bitPattern: Int64(status.st_ctim.tv_sec))), UInt64(bitPattern: Int64(status.st_ctim.tv_nsec)))
    }

    /// The signature of entries whose values add up to `sum`.
    static func signature(sum: UInt64, count: UInt64) -> UInt64 {
        mix(sum, count)
    }

    /// `value` and `number` mixed into one well-spread value.
    private static func mix(_ value: UInt64, _ number: UInt64) -> UInt64 {
        var mixed = (value ^ number) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= mixed >> 31
        return mixed &* 0xBF58_476D_1CE4_E5B9
    }

    private static func walk(_ path: String, relative: String, into listing: inout Listing) {
        guard let directory = opendir(path) else {
            listing.unreadableFolders.append(relative)
            return
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            let childRelative = relative.isEmpty ? name : String(folder: relative, name: name)
            switch kind(of: entry.pointee.d_type, at: { String(folder: path, name: name) }) {
            case .folder:
                listing.folders.append(childRelative)
                walk(String(folder: path, name: name), relative: childRelative, into: &listing)
            case .file:
                listing.files.append(childRelative)
            case .link:
                listing.links.append(childRelative)
            case .other:
                continue
            }
        }
    }

    private enum Kind { case file, folder, link, other }

    /// The kind of an entry by its type in the folder; `path` is made and looked up only when
    /// the file system does not say (`DT_UNKNOWN`).
    private static func kind(of type: UInt8, at path: () -> String) -> Kind {
        switch Int32(type) {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .folder
        case Int32(DT_LNK): return .link
        case Int32(DT_UNKNOWN):
            var status = stat()
            guard lstat(path(), &status) == 0 else { return .other }
            switch status.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .folder
            case S_IFLNK: return .link
            default: return .other
            }
        default: return .other
        }
    }

    /// The bytes of the file at `path`, or nil if it cannot be read.
    static func bytes(at path: String) -> [UInt8]? {
        contents(at: path)?.bytes
    }

    /// The bytes of the file at `path` and its status as it was opened, or nil if it cannot be read.
    static func contents(at path: String) -> (bytes: [UInt8], status: stat)? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            guard count > 0 else { return count == 0 ? (Array(bytes[..<offset]), status) : nil }
            offset += count
        }
        return (bytes, status)
    }
}
