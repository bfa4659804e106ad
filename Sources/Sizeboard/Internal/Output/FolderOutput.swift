import Foundation

/// The output folder as an `OutputWriter`: holds its lock for the whole build, writes through an
/// `OutputSession` (the spare tree swapped in at once) and keeps the manifest beside the folder.
final class FolderOutput: OutputWriter, @unchecked Sendable {
    private let output: URL
    private let lock: OutputLock
    private var session: OutputSession?
    /// The generation of the site `commit()` put in place.
    private var committedGeneration: UInt64?
    let lastBuild: BuildManifest?
    private let cache: FolderPageCache

    init(output: URL, lock: OutputLock) {
        self.output = output
        self.lock = lock
        lastBuild = BuildManifest.read(for: output)
        cache = FolderPageCache(output: output)
    }

    func isIntact(_ manifest: BuildManifest) -> Bool {
        manifest.isIntact(output)
    }

    func begin() throws {
        session = try OutputSession(output: output)
    }

    func write(_ file: OutputFile, replacing: Bool) throws {
        try started.write(file, replacing: replacing)
    }

    func keep(_ files: [KeptFile]) -> Bool {
        files.allSatisfy { started.keep($0) }
    }

    var pageCache: (any PageCacheStorage)? {
        cache
    }

    var hasFailedWrites: Bool {
        started.hasFailedWrites
    }

    var writtenPaths: [String] {
        started.writtenPaths
    }

    func writtenBytes(of path: String) -> [UInt8]? {
        started.writtenBytes(of: path)
    }

    func commit() throws -> WriteSummary {
        let liveFileCount = lastBuild.flatMap { SiteMarker.generation(inFolder: output.path) == $0.generation ? $0.fileCount : nil }
        let summary = try started.finish(liveFileCount: liveFileCount)
        committedGeneration = started.generation
        return summary
    }

    func abandon() {
        session?.abandon()
    }

    func record(_ manifest: BuildManifest) {
        var manifest = manifest
        if let committedGeneration {
            manifest.generation = committedGeneration
            manifest.treeSignature = FileTree.signature(of: output.path)
        }
        manifest.write(for: output)
    }

    /// The session `begin()` started: the steps write only after it.
    private var started: OutputSession {
        guard let session else { preconditionFailure("the output is written before `begin()`") }
        return session
    }
}
