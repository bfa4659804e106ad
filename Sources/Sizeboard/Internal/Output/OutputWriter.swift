/// Where one build writes its files: every step writes through it, never to the disk directly.
/// `FolderOutput` writes the output folder (through `OutputSession`'s two trees); tests use one
/// that keeps the site in memory.
protocol OutputWriter: AnyObject, Sendable {
    /// The first line of the manifest the last build recorded, if any: read without its tables.
    var lastBuildOutline: BuildManifest.Outline? { get }
    /// The manifest the last build recorded, if any, read on first use.
    var lastBuild: BuildManifest? { get }
    /// Whether the output still holds exactly what the build of `outline` wrote.
    func isIntact(_ outline: BuildManifest.Outline) -> Bool
    /// Prepares to write, once the build knows it has something to write, with up to `jobs`
    /// threads for work within one file.
    func begin(jobs: Int) throws
    /// Writes `file`, from any thread. A path already written in this build is written again
    /// when `replacing`; otherwise the same bytes are accepted once and different bytes throw
    /// `OutputSession.Conflict`. An unsafe path (`OutputSession.isSafe`) throws
    /// `OutputSession.UnsafePath`. Every failure but a conflict counts in `hasFailedWrites`.
    func write(_ file: OutputFile, replacing: Bool) throws
    /// Writes `file` as `write(_:replacing:)` does, `hash` being the `StableHash` of its
    /// contents, which the caller has already computed: the bytes are hashed once.
    func write(_ file: OutputFile, hashed hash: UInt64, replacing: Bool) throws
    /// Brings `files` of the last site into this build's site unchanged, from any thread, as if
    /// they were written again with the bytes whose hash each names (which the caller vouches
    /// for). Returns false when one of them is missing from the last site or was written in this
    /// build with other bytes: the caller then writes the files itself.
    func keep(_ files: [KeptFile]) -> Bool
    /// Brings each group of `groups` as `keep(_:)` does (all of a group's files, or the group
    /// fails), and says for each whether it was brought: the steps gather the files of every
    /// page they keep and bring them at once, not page by page from several threads.
    func keep(groups: [[KeptFile]]) -> [Bool]
    /// Where the per-page render cache of this output is kept, or nil when it has none.
    var pageCache: (any PageCacheStorage)? { get }
    /// Whether a write failed: the build must then leave the previous site in place.
    var hasFailedWrites: Bool { get }
    /// The render cache's entries (their heads) as the last build left them, by page path, when
    /// the writer kept them in memory (`BuildMemory`); empty otherwise.
    var rememberedEntries: [String: PageCacheEntry] { get }
    /// Whether the writer keeps this build's render cache entries in memory for the next build
    /// (`remember(_:)`).
    var remembersEntries: Bool { get }
    /// This build's render cache entries (their heads), for a writer that keeps them in memory
    /// for the next build; handed over as they are, so that the render step does no more work.
    func remember(_ entries: [PageCacheEntry])
    /// The paths written so far, sorted.
    var writtenPaths: [String] { get }
    /// Whether this build has written or kept a file at `path` so far.
    func hasWritten(_ path: String) -> Bool
    /// The bytes of the file at `path` as this build wrote it, or nil when it has not written it:
    /// what a file made of parts copies (`OutputFilePart.writtenFile`), and a page's resolutions
    /// read back for the site generators.
    func writtenBytes(of path: String) -> [UInt8]?
    /// Puts what this build wrote in place of the last site, at once.
    func commit() throws -> WriteSummary
    /// Drops what this build wrote, leaving the last site as it was.
    func abandon()
    /// Keeps `manifest` for the next build; after `commit()`, with the generation and signature
    /// of the site it put in place.
    func record(_ manifest: BuildManifest)
}

/// What a build's writes did to the site.
struct WriteSummary {
    /// Files written with new bytes.
    var written = 0
    /// Files left as they were.
    var unchanged = 0
    /// Files of the last site the new one no longer has.
    var removed = 0
    /// Files of the new site, each counted once however often it was written.
    var files = 0
}

extension OutputWriter {
    /// The last build, when its files can be kept as they are: it had `fingerprint` (this
    /// build's) and its output still holds exactly what it wrote.
    var rememberedEntries: [String: PageCacheEntry] {
        [:]
    }

    var remembersEntries: Bool {
        false
    }

    func remember(_ entries: [PageCacheEntry]) {}

    func keep(groups: [[KeptFile]]) -> [Bool] {
        groups.map { keep($0) }
    }

    func lastBuild(trustedFor fingerprint: UInt64) -> BuildManifest? {
        guard let outline = lastBuildOutline, outline.fingerprint == fingerprint, isIntact(outline) else { return nil }
        return lastBuild
    }

    func write(_ file: OutputFile, hashed hash: UInt64, replacing: Bool) throws {
        try write(file, replacing: replacing)
    }

    /// Writes `files`, turning failures into diagnostics against `path`: `output-conflict` for a
    /// path two pages write differently, `unsafe-output-path`, `write-failed` (the build then
    /// keeps the previous site).
    func write(_ files: [OutputFile], replacing: Bool = false, reportingAgainst path: String) -> [Diagnostic] {
        writeKeeping(files, replacing: replacing, reportingAgainst: path).diagnostics
    }

    /// Writes `files` as `write(_:replacing:reportingAgainst:)` does, hashing each file's bytes
    /// once, and gives, beside the diagnostics, the kept form (`KeptFile`) of each file given
    /// whole, in order, whether or not its write succeeded.
    func writeKeeping(_ files: [OutputFile], replacing: Bool = false, reportingAgainst path: String) -> (kept: [KeptFile], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var keptFiles: [KeptFile] = []
        for file in files {
            let kept = KeptFile(file)
            if let kept { keptFiles.append(kept) }
            do {
                if let kept {
                    try write(file, hashed: kept.hash, replacing: replacing)
                } else {
                    try write(file, replacing: replacing)
                }
            } catch let conflict as OutputSession.Conflict {
                diagnostics.append(.error("output-conflict", "`\(conflict.path)` is written twice in one build with different contents", path: path, at: nil))
            } catch let refused as OutputSession.UnsafePath {
                diagnostics.append(.error(
                    "unsafe-output-path",
                    "refusing to write \(String(reflecting: refused.path)): an output path must be relative, without empty, `.` or `..` components or NUL characters",
                    path: path,
                    at: nil
                ))
            } catch {
                diagnostics.append(.error(OutputSession.writeFailedCode, "cannot write `\(file.path)`: \(error.localizedDescription)", path: path, at: nil))
            }
        }
        return (keptFiles, diagnostics)
    }
}

/// A file of the last site that a build keeps as it is: its path and the `StableHash` of its
/// bytes, as the build that wrote it computed it.
struct KeptFile: Codable, Equatable, Sendable {
    var path: String
    var hash: UInt64

    /// The kept form of `file`, or nil for a file made of parts (whose bytes are only known
    /// once assembled).
    init?(_ file: OutputFile) {
        guard file.parts.isEmpty else { return nil }
        self.init(path: file.path, hash: StableHash.of(contents: file.contents))
    }

    init(path: String, hash: UInt64) {
        self.path = path
        self.hash = hash
    }
}
