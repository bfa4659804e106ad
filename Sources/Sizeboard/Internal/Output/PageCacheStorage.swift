import Foundation

/// Where the per-page render cache keeps its entries between builds: each entry is a few bytes
/// under a name. Reading never fails loudly (a missing or unreadable entry is nil) and writing
/// is best effort: the cache only ever saves work, it never decides what the site holds.
protocol PageCacheStorage: AnyObject, Sendable {
    /// The bytes stored under `name`, or nil.
    func entry(named name: String) -> [UInt8]?
    /// Stores `bytes` under `name`, from any thread, replacing what was there.
    func store(_ bytes: [UInt8], named name: String)
    /// Removes the entry named `name`, if any.
    func remove(named name: String)
    /// Removes every entry whose name is not in `names`.
    func retainOnly(_ names: Set<String>)
}

/// The render cache of an output folder: one file per page in `.<output name>.cache/` beside it,
/// written atomically (a new file renamed into place), so a killed build leaves whole entries.
final class FolderPageCache: PageCacheStorage, @unchecked Sendable {
    private let folder: String

    init(output: URL) {
        folder = Self.location(of: output).path
    }

    /// Where the cache of `output` is kept.
    static func location(of output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).cache")
    }

    func entry(named name: String) -> [UInt8]? {
        FileTree.bytes(at: folder + "/" + name)
    }

    func store(_ bytes: [UInt8], named name: String) {
        if mkdir(folder, 0o755) != 0, errno != EEXIST { return }
        try? Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name), options: .atomic)
    }

    func remove(named name: String) {
        unlink(folder + "/" + name)
    }

    func retainOnly(_ names: Set<String>) {
        guard let present = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in present where !names.contains(name) {
            unlink(folder + "/" + name)
        }
    }
}
