/// Which changes in the file system call for a rebuild: anything below the content folder and
/// the theme folders, and the configuration file, but not the output folder, its companions, or
/// the scratch files editors write beside the file they save.
struct WatchScope: Sendable {
    /// Folders whose whole tree is watched.
    let trees: [String]
    /// Single files watched through their folder.
    let files: [String]
    /// Paths never watched, with everything below them.
    let excluded: [String]

    init(trees: [String], files: [String], excluded: [String]) {
        self.trees = trees
        self.files = files
        self.excluded = excluded
    }

    /// The content folder, the theme folders and `sizeboard.yml`, without the output folder.
    init(paths: ProjectPaths) {
        self.init(
            trees: [paths.content.path, paths.themes.path],
            files: [paths.configFile.path],
            excluded: [paths.output.path] + paths.outputCompanions.map(\.path)
        )
    }

    /// The folders watched on their own (not their trees), so that a watched file saved by
    /// renaming, or a watched tree created later, is seen.
    var parentFolders: [String] {
        var folders: [String] = []
        for path in trees + files {
            let parent = Self.parent(of: path)
            if !folders.contains(parent) { folders.append(parent) }
        }
        return folders
    }

    /// Whether a change at `path` calls for a rebuild.
    func counts(_ path: String) -> Bool {
        if files.contains(path) { return true }
        guard isInsideTree(path), !isExcluded(path) else { return false }
        return !Self.isScratch(String(Self.name(of: path)))
    }

    /// Whether `folder` is a watched tree or inside one, and not excluded.
    func watchesTree(at folder: String) -> Bool {
        isInsideTree(folder) && !isExcluded(folder)
    }

    /// Editors' temporary, backup, swap and lock files: `.name`, `name~`, `#name#`, `name.swp`.
    static func isScratch(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasPrefix("#") || name.hasSuffix("~")
            || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasSuffix(".swo")
    }

    private func isInsideTree(_ path: String) -> Bool {
        trees.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    private func isExcluded(_ path: String) -> Bool {
        excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func name(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? Substring(path)
    }
}
