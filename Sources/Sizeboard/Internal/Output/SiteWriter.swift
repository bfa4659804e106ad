import CAtomicSwap
import Foundation

/// Replaces the output folder atomically while writing only what changed.
///
/// Two trees take turns: the live output folder and a hidden spare beside it (the build before
/// last). A build brings the spare up to date (files equal to the live ones become hard links to
/// them; changed files are written anew, never in place; stale ones are removed), then exchanges
/// the two folders in one `renameat2(RENAME_EXCHANGE)`. A build that is killed or fails to write
/// leaves the live folder as it was.
struct SiteWriter {
    /// The output folder.
    let output: URL
    /// Threads comparing and writing files.
    var jobs = 1

    /// The spare tree: `.<output name>.previous` beside the output folder.
    var spare: URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).previous")
    }

    /// What a write did.
    struct Summary {
        var written = 0
        var unchanged = 0
        var removed = 0
    }

    func write(_ files: [OutputFile]) throws -> Summary {
        let livePath = output.path
        let sparePath = spare.path
        try FileManager.default.createDirectory(atPath: sparePath, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: livePath) {
            try FileManager.default.createDirectory(atPath: livePath, withIntermediateDirectories: true)
        }
        var summary = Summary()
        summary.removed = removeStale(in: sparePath, keeping: Set(files.map(\.path)))
        try createFolders(for: files, in: sparePath)
        let outcomes = files.orderedParallelMap(jobs: jobs) { file in
            Result { try Self.bringUpToDate(sparePath + "/" + file.path, live: livePath + "/" + file.path, contents: file.contents) }
        }
        for outcome in outcomes {
            if try outcome.get() { summary.written += 1 } else { summary.unchanged += 1 }
        }
        if sizeboard_exchange_paths(sparePath, livePath) != 0 {
            throw FileStatus.failure("cannot swap the new site into", livePath)
        }
        return summary
    }

    /// Makes `spareFile` hold `contents`; returns whether bytes had to be written.
    private static func bringUpToDate(_ spareFile: String, live liveFile: String, contents: [UInt8]) throws -> Bool {
        let spareStatus = FileStatus(spareFile)
        if let liveStatus = FileStatus(liveFile), liveStatus.size == contents.count, FileTree.bytes(at: liveFile) == contents {
            if spareStatus?.inode == liveStatus.inode { return false }
            if spareStatus != nil { unlink(spareFile) }
            if link(liveFile, spareFile) == 0 { return false }
        } else if let spareStatus, spareStatus.size == contents.count, spareStatus.inode != FileStatus(liveFile)?.inode,
                  FileTree.bytes(at: spareFile) == contents {
            return false
        }
        unlink(spareFile)
        try FileStatus.create(spareFile, contents: contents)
        return true
    }

    /// Removes files of the spare tree that the new site does not have, and folders left empty.
    private func removeStale(in sparePath: String, keeping wanted: Set<String>) -> Int {
        let (existing, folders) = FileTree.contents(of: sparePath)
        var removed = 0
        for file in existing where !wanted.contains(file) {
            unlink(sparePath + "/" + file)
            removed += 1
        }
        for folder in folders.reversed() {
            rmdir(sparePath + "/" + folder)
        }
        return removed
    }

    /// Creates every folder the files need, parents first.
    private func createFolders(for files: [OutputFile], in sparePath: String) throws {
        var folders: Set<String> = []
        for file in files {
            var components = file.path.split(separator: "/").dropLast()
            while !components.isEmpty, folders.insert(components.joined(separator: "/")).inserted {
                components = components.dropLast()
            }
        }
        for folder in folders.sorted() {
            let path = sparePath + "/" + folder
            if mkdir(path, 0o755) != 0, errno != EEXIST {
                throw FileStatus.failure("cannot create the folder", path)
            }
        }
    }
}
