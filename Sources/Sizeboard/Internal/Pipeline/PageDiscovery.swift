import Foundation

/// Finds the Markdown pages of a folder and reads them.
struct PageDiscovery {
    let layout: ProjectLayout
    let displayPath: (URL) -> String

    /// Every `.md` file below `folder`, sorted by path.
    func sources(below folder: URL, diagnostics: inout [Diagnostic]) -> [PageSource] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.append(.error("missing-content", "the content folder does not exist", path: displayPath(folder), at: nil))
            return []
        }
        let relativePaths = FileTree.contents(of: folder.path).files.filter { $0.hasSuffix(".md") }
        return relativePaths.compactMap { read(folder.path + "/" + $0, relative: $0, diagnostics: &diagnostics) }
    }

    /// The page at `url`, or every page below it when it is a folder.
    func sources(at url: URL, diagnostics: inout [Diagnostic]) -> [PageSource] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            diagnostics.append(.error("missing-file", "no such file or folder", path: displayPath(url), at: nil))
            return []
        }
        if isDirectory.boolValue { return sources(below: url, diagnostics: &diagnostics) }
        let base = url.path.hasPrefix(layout.content.path + "/") ? layout.content.path : url.deletingLastPathComponent().path
        return read(url.path, relative: String(url.path.dropFirst(base.count + 1)), diagnostics: &diagnostics).map { [$0] } ?? []
    }

    private func read(_ path: String, relative: String, diagnostics: inout [Diagnostic]) -> PageSource? {
        let shownPath = displayPath(URL(fileURLWithPath: path))
        guard let bytes = FileTree.bytes(at: path) else {
            diagnostics.append(.error("unreadable-page", "cannot read the page", path: shownPath, at: nil))
            return nil
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            diagnostics.append(.error("invalid-encoding", "the page is not valid UTF-8", path: shownPath, at: nil))
            return nil
        }
        return PageSource(path: shownPath, relativePath: relative, text: text)
    }
}
