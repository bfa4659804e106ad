import Foundation
import Sizeboard

/// The served URL of the page built from a source file, as its diagnostics show it.
struct PageLinks: Sendable {
    /// The content folder as diagnostics show it: relative to the project root when inside it.
    let contentDisplayPath: String

    init(paths: ProjectPaths) {
        let content = paths.content.path
        let root = paths.root.path
        contentDisplayPath = content.hasPrefix(root + "/") ? String(content.dropFirst(root.count + 1)) : content
    }

    /// `/guide/photos/` for `Content/guide/photos.md`; nil for a file that is not a page.
    func url(ofSource path: String) -> String? {
        guard path.lowercased().hasSuffix(".md"), path.hasPrefix(contentDisplayPath + "/") else { return nil }
        let relative = String(path.dropFirst(contentDisplayPath.count + 1))
        let slug = PageSource(path: path, relativePath: relative, text: "").slug
        let escaped = slug.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? slug
        return "/\(escaped)/"
    }
}
