/// Where one build writes its files: every step writes through it, never to the disk directly.
/// `FolderOutput` writes the output folder (through `OutputSession`'s two trees); tests use one
/// that keeps the site in memory.
protocol OutputWriter: AnyObject, Sendable {
    /// The manifest the last build recorded, if any.
    var lastBuild: BuildManifest? { get }
    /// Whether the output still holds exactly what `manifest`'s build wrote.
    func isIntact(_ manifest: BuildManifest) -> Bool
    /// Prepares to write, once the build knows it has something to write.
    func begin() throws
    /// Writes `file`, from any thread. A path already written in this build is written again
    /// when `replacing`; otherwise the same bytes are accepted once and different bytes throw
    /// `OutputSession.Conflict`. An unsafe path (`OutputSession.isSafe`) throws
    /// `OutputSession.UnsafePath`. Every failure but a conflict counts in `hasFailedWrites`.
    func write(_ file: OutputFile, replacing: Bool) throws
    /// Whether a write failed: the build must then leave the previous site in place.
    var hasFailedWrites: Bool { get }
    /// The paths written so far, sorted.
    var writtenPaths: [String] { get }
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
}

extension OutputWriter {
    /// Writes `files`, turning failures into diagnostics against `path`: `output-conflict` for a
    /// path two pages write differently, `unsafe-output-path`, `write-failed` (the build then
    /// keeps the previous site).
    func write(_ files: [OutputFile], replacing: Bool = false, reportingAgainst path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in files {
            do {
                try write(file, replacing: replacing)
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
        return diagnostics
    }
}
