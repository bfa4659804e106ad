import Foundation

/// Fast walks and reads of a folder tree through POSIX calls, with plain string paths.
enum FileTree {
    /// What lies below a folder, as relative paths, each list sorted.
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
        listing.files.sort()
        listing.folders.sort()
        listing.links.sort()
        listing.unreadableFolders.sort()
        return listing
    }

    /// A hash of the path, inode, size and change times of every entry below `root`: any write,
    /// replacement, removal or addition of a file changes it. (It is compared only with one
    /// taken by the same executable: the manifest's fingerprint names the executable.)
    ///
    /// Entries add up, so the walk goes level by level until it has enough folders to share out,
    /// then walks them on every core.
    static func signature(of root: String) -> UInt64 {
        var total: UInt64 = 0
        var count: UInt64 = 0
        var frontier = [(path: root, pathHash: UInt64(0xcbf2_9ce4_8422_2325))]
        let workers = ProcessInfo.processInfo.activeProcessorCount
        while !frontier.isEmpty, frontier.count < 16 * workers {
            var next: [(path: String, pathHash: UInt64)] = []
            for folder in frontier {
                guard let directory = opendir(folder.path) else { continue }
                addSignatures(directory, pathHash: folder.pathHash, total: &total, count: &count) { next.append((folder.path + "/" + $0, $1)) }
                closedir(directory)
            }
            frontier = next
        }
        let sums = SignatureSums()
        let folders = frontier
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var total: UInt64 = 0
            var count: UInt64 = 0
            for index in stride(from: worker, to: folders.count, by: workers) {
                let descriptor = open(folders[index].path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                addSignaturesBelow(descriptor, pathHash: folders[index].pathHash, total: &total, count: &count)
            }
            sums.add(total, count)
        }
        return mix(total &+ sums.total, count + sums.count)
    }

    /// The sums the workers of `signature(of:)` add to.
    private final class SignatureSums: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var total: UInt64 = 0
        private(set) var count: UInt64 = 0

        func add(_ total: UInt64, _ count: UInt64) {
            lock.withLock {
                self.total &+= total
                self.count += count
            }
        }
    }

    /// Adds the signature of each entry of the folder open as `descriptor` (which it closes; a
    /// negative one is skipped), and of everything below it, each subfolder opened relative to
    /// its parent rather than by its whole path.
    private static func addSignaturesBelow(_ descriptor: Int32, pathHash: UInt64, total: inout UInt64, count: inout UInt64) {
        guard descriptor >= 0 else { return }
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return
        }
        defer { closedir(directory) }
        var folders: [(String, UInt64)] = []
        addSignatures(directory, pathHash: pathHash, total: &total, count: &count) { folders.append(($0, $1)) }
        for (name, hash) in folders {
            addSignaturesBelow(openat(dirfd(directory), name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC), pathHash: hash, total: &total, count: &count)
        }
    }

    /// Adds the signature of each entry of the open `directory`, whose relative path hashes to
    /// `pathHash`, handing each subfolder (its name and its path's hash) to `subfolder`: names
    /// hashed as bytes, numbers mixed in, no string made but for folders.
    private static func addSignatures(_ directory: OpaquePointer, pathHash: UInt64, total: inout UInt64, count: inout UInt64, subfolder: (String, UInt64) -> Void) {
        let descriptor = dirfd(directory)
        while let entry = readdir(directory) {
            var status = stat()
            var entryHash = pathHash
            let isEntry = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> Bool in
                let name = raw.prefix { $0 != 0 }
                if name.elementsEqual([UInt8(ascii: ".")]) || name.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) { return false }
                entryHash = (entryHash ^ UInt64(UInt8(ascii: "/"))) &* 0x0000_0100_0000_01b3
                for byte in name {
                    entryHash = (entryHash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                }
                return fstatat(descriptor, raw.baseAddress!.assumingMemoryBound(to: CChar.self), &status, AT_SYMLINK_NOFOLLOW) == 0
            }
            guard isEntry else { continue }
            var value = mix(mix(mix(entryHash, UInt64(status.st_mode)), UInt64(status.st_ino)), UInt64(status.st_size))
            value = mix(mix(value, UInt64(bitPattern: Int64(status.st_mtim.tv_sec))), UInt64(bitPattern: Int64(status.st_mtim.tv_nsec)))
            value = mix(mix(value, UInt64(bitPattern: Int64(status.st_ctim.tv_sec))), UInt64(bitPattern: Int64(status.st_ctim.tv_nsec)))
            total &+= value
            count += 1
            if (status.st_mode & S_IFMT) == S_IFDIR {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                subfolder(name, entryHash)
            }
        }
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
            let childPath = path + "/" + name
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            switch kind(of: entry.pointee.d_type, at: childPath) {
            case .folder:
                listing.folders.append(childRelative)
                walk(childPath, relative: childRelative, into: &listing)
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

    private static func kind(of type: UInt8, at path: String) -> Kind {
        switch Int32(type) {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .folder
        case Int32(DT_LNK): return .link
        case Int32(DT_UNKNOWN):
            var status = stat()
            guard lstat(path, &status) == 0 else { return .other }
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
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            guard count > 0 else { return count == 0 ? Array(bytes[..<offset]) : nil }
            offset += count
        }
        return bytes
    }
}
