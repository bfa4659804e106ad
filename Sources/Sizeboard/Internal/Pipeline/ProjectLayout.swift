import Foundation

/// The absolute folders of a project.
struct ProjectLayout: Sendable {
    let root: URL
    let content: URL
    let output: URL

    init(root: URL, config: SiteConfig) {
        self.root = root
        content = URL(fileURLWithPath: config.contentDirectory, relativeTo: root).standardizedFileURL
        output = URL(fileURLWithPath: config.outputDirectory, relativeTo: root).standardizedFileURL
    }

    /// `url` relative to `root` when it is inside it, else absolute.
    static func displayPath(_ url: URL, root: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = root.standardizedFileURL.path
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        return path
    }
}
