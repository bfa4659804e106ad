import Foundation
@testable import Sizeboard

/// An output kept in memory, for builds that write nothing to the disk: the site of the last
/// committed build and its manifest. A write to a path in `failingPaths` fails, as a full disk would.
final class MemoryOutput: OutputDestination, OutputWriter, @unchecked Sendable {
    private let lock = NSLock()
    private var committed: [String: [UInt8]] = [:]
    private var pending: [String: [UInt8]] = [:]
    private var failures = 0
    private var manifest: BuildManifest?
    private var openings = 0
    private var records = 0
    private var writes: Set<String> = []
    let failingPaths: Set<String>
    /// The render cache kept with this output.
    let cache = MemoryPageCache()

    init(failingPaths: Set<String> = []) {
        self.failingPaths = failingPaths
    }

    /// The committed site: each path and its bytes.
    var site: [String: [UInt8]] {
        lock.withLock { committed }
    }

    /// The committed file at `path` as text.
    func text(_ path: String) -> String? {
        site[path].map { String(decoding: $0, as: UTF8.self) }
    }

    /// The paths the last build wrote (not kept from the build before it).
    var writtenByLastBuild: Set<String> {
        lock.withLock { writes }
    }

    /// How many manifests were recorded.
    var recordCount: Int {
        lock.withLock { records }
    }

    /// How many builds opened the output.
    var openCount: Int {
        lock.withLock { openings }
    }

    func open(_ output: URL) throws(OutputOpeningFailure) -> any OutputWriter {
        lock.withLock { openings += 1 }
        return self
    }

    /// Whether a manifest was recorded: before the first, pages are listed without stamps.
    func mayHoldLastBuild(_ output: URL) -> Bool {
        lastBuild != nil
    }

    var lastBuild: BuildManifest? {
        lock.withLock { manifest }
    }

    var lastBuildOutline: BuildManifest.Outline? {
        lastBuild?.outline
    }

    func isIntact(_ outline: BuildManifest.Outline) -> Bool {
        true
    }

    func begin(jobs: Int) {
        lock.withLock {
            pending = [:]
            failures = 0
            writes = []
        }
    }

    func write(_ file: OutputFile, replacing: Bool) throws {
        guard OutputSession.isSafe(file.path) else {
            lock.withLock { failures += 1 }
            throw OutputSession.UnsafePath(path: file.path)
        }
        if failingPaths.contains(file.path) {
            lock.withLock { failures += 1 }
            throw CocoaError(.fileWriteOutOfSpace)
        }
        try lock.withLock {
            guard let contents = file.assembled(reading: { pending[$0] }) else {
                failures += 1
                throw CocoaError(.fileReadNoSuchFile)
            }
            if let earlier = pending[file.path], earlier != contents, !replacing {
                throw OutputSession.Conflict(path: file.path)
            }
            pending[file.path] = contents
            writes.insert(file.path)
        }
    }

    /// Removes `path` from the committed site, as a hand edit of the output folder would.
    func removeCommitted(_ path: String) {
        lock.withLock { committed[path] = nil }
    }

    func keep(_ files: [KeptFile]) -> Bool {
        lock.withLock {
            for file in files {
                guard let contents = committed[file.path] else { return false }
                guard StableHash.of(contents: contents) == file.hash else { return false }
                if let earlier = pending[file.path], earlier != contents { return false }
                pending[file.path] = contents
            }
            return true
        }
    }

    var pageCache: (any PageCacheStorage)? {
        cache
    }

    func writtenBytes(of path: String) -> [UInt8]? {
        lock.withLock { pending[path] }
    }

    var hasFailedWrites: Bool {
        lock.withLock { failures > 0 }
    }

    var writtenPaths: [String] {
        lock.withLock { pending.keys.sorted() }
    }

    func hasWritten(_ path: String) -> Bool {
        lock.withLock { pending[path] != nil }
    }

    func commit() throws -> WriteSummary {
        lock.withLock {
            var summary = WriteSummary()
            for (path, contents) in pending {
                if committed[path] == contents { summary.unchanged += 1 } else { summary.written += 1 }
            }
            summary.removed = committed.keys.count { pending[$0] == nil }
            summary.files = pending.count
            committed = pending
            return summary
        }
    }

    func abandon() {
        lock.withLock { pending = [:] }
    }

    func record(_ manifest: BuildManifest) {
        lock.withLock {
            self.manifest = manifest
            records += 1
        }
    }
}
