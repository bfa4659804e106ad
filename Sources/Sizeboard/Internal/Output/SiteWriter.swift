import CAtomicSwap
import Foundation

/// Replaces the output folder atomically while writing only what changed.
///
/// Two trees take turns: the live output folder and a hidden spare beside it (the build before
/// last). A build brings the spare up to date (files equal to the live ones become hard links to
/// them; changed files are written anew; stale ones are removed), then exchanges the two folders in
/// one `renameat2(RENAME_EXCHANGE)`. A build that is killed or fails to write leaves the live
/// folder as it was.
struct SiteWriter {
    /// The output folder.
    let output: URL

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
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: spare, withIntermediateDirectories: true)
        if !fileManager.fileExists(atPath: output.path) {
            try fileManager.createDirectory(at: output, withIntermediateDirectories: true)
        }
        var summary = Summary()
        summary.removed = try removeStale(keeping: Set(files.map(\.path)))
        var createdDirectories: Set<String> = []
        for file in files {
            let spareFile = spare.appendingPathComponent(file.path).path
            let liveFile = output.appendingPathComponent(file.path).path
            let directory = (spareFile as NSString).deletingLastPathComponent
            if createdDirectories.insert(directory).inserted {
                try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            if try bringUpToDate(spareFile, live: liveFile, contents: file.contents) {
                summary.written += 1
            } else {
                summary.unchanged += 1
            }
        }
        try exchange()
        return summary
    }

    /// Makes `spareFile` hold `contents`; returns whether bytes had to be written.
    private func bringUpToDate(_ spareFile: String, live liveFile: String, contents: [UInt8]) throws -> Bool {
        let spareStatus = FileStatus(spareFile)
        let liveStatus = FileStatus(liveFile)
        if let liveStatus, liveStatus.size == contents.count, FileStatus.contents(of: liveFile) == contents {
            if spareStatus?.inode == liveStatus.inode { return false }
            if spareStatus != nil { unlink(spareFile) }
            if link(liveFile, spareFile) == 0 { return false }
        } else if let spareStatus, spareStatus.inode != liveStatus?.inode, spareStatus.size == contents.count,
                  FileStatus.contents(of: spareFile) == contents {
            return false
        }
        if spareStatus != nil || FileStatus(spareFile) != nil { unlink(spareFile) }
        try FileStatus.create(spareFile, contents: contents)
        return true
    }

    /// Removes files of the spare tree that the new site does not have, and folders left empty.
    private func removeStale(keeping wanted: Set<String>) throws -> Int {
        let base = spare.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return 0 }
        var removed = 0
        var directories: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = base + "/" + relative
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                directories.append(path)
            } else if !wanted.contains(relative) {
                unlink(path)
                removed += 1
            }
        }
        for directory in directories.reversed() {
            rmdir(directory)
        }
        return removed
    }

    private func exchange() throws {
        if sizeboard_exchange_paths(spare.path, output.path) == 0 { return }
        let reason = String(cString: strerror(errno))
        throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot swap \(spare.path) into \(output.path): \(reason)"])
    }
}
