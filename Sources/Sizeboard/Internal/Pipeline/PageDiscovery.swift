import Foundation

/// Finds the Markdown pages of a folder and reads them.
struct PageDiscovery {
    let layout: ProjectLayout
    let displayPath: (URL) -> String

    /// Every `.md` file below `folder`, sorted by path.
    func sources(below folder: URL, diagnostics: inout [Diagnostic]) -> [PageSource] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            diagnostics.append(.error("missing-content", "the content folder does not exist", path: displayPath(folder), at: nil))
            return []
        }
        let files = enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "md" && (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map(\.standardizedFileURL)
            .sorted { $0.path < $1.path }
        return files.compactMap { read($0, below: folder, diagnostics: &diagnostics) }
    }

    /// The page at `url`, or every page below it when it is a folder.
    func sources(at url: URL, diagnostics: inout [Diagnostic]) -> [PageSource] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            diagnostics.append(.error("missing-file", "no such file or folder", path: displayPath(url), at: nil))
            return []
        }
        if isDirectory.boolValue { return sources(below: url, diagnostics: &diagnostics) }
        let base = url.path.hasPrefix(layout.content.path + "/") ? layout.content : url.deletingLastPathComponent()
        return read(url, below: base, diagnostics: &diagnostics).map { [$0] } ?? []
    }

    private func read(_ file: URL, below folder: URL, diagnostics: inout [Diagnostic]) -> PageSource? {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            diagnostics.append(.error("unreadable-page", "cannot read the page", path: displayPath(file), at: nil))
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            diagnostics.append(.error("invalid-encoding", "the page is not valid UTF-8", path: displayPath(file), at: nil))
            return nil
        }
        let relative = String(file.path.dropFirst(folder.standardizedFileURL.path.count + 1))
        return PageSource(path: displayPath(file), relativePath: relative, text: text)
    }
}
