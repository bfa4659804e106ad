import Foundation

/// A file the build keeps beside the output folder for the next one (`.<output name>.<kind>`),
/// always replaced whole.
enum CompanionFile {
    /// Where the companion `kind` of `output` is kept: `.<output name>.<kind>` beside it.
    static func location(of output: URL, kind: String) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).\(kind)")
    }

    /// Writes `contents` beside the file at `path` and renames it into place; when that fails,
    /// removes the old file too, so that a stale one is never read. Returns whether it wrote.
    @discardableResult
    static func replace(_ path: String, with contents: [UInt8]) -> Bool {
        let temporary = path + ".new"
        unlink(temporary)
        guard (try? FileStatus.create(temporary, contents: contents)) != nil, rename(temporary, path) == 0 else {
            unlink(temporary)
            unlink(path)
            return false
        }
        return true
    }
}
