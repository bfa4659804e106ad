import Foundation

/// The absolute folders of a project.
struct ProjectLayout: Sendable {
    let root: URL
    let content: URL
    let output: URL

    init(root: URL, config: SiteConfig) {
        self.root = root
        content = Self.resolve(config.contentDirectory, against: root)
        output = Self.followingLink(Self.resolve(config.outputDirectory, against: root))
    }

    /// `url` itself, or the folder it points to when it is a symbolic link: a build replaces the
    /// link's target (its spare tree, manifest and lock beside the target) and leaves the link as it is.
    static func followingLink(_ url: URL) -> URL {
        var status = stat()
        guard lstat(url.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK,
              let resolved = realpath(url.path, nil) else { return url }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved))
    }

    /// `path` as an absolute URL: as it is when absolute, else below `root`.
    static func resolve(_ path: String, against root: URL) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        return url.standardizedFileURL
    }

    /// `url` relative to `root` when it is inside it, else absolute.
    static func displayPath(_ url: URL, root: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = root.standardizedFileURL.path
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        return path
    }
}
