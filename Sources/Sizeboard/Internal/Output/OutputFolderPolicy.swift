import Foundation

/// Which output folders a build refuses to replace.
enum OutputFolderPolicy {
    /// Why the output folder, or one of the companions kept beside it (the spare tree, the
    /// manifest, the pair of trees, the snapshots, the lock file, the render cache), may not be used, or nil when they may: none of them may be the
    /// content folder, the project root, a parent of either, or the file system root, and the output
    /// folder may not lie inside the content folder.
    static func refusal(output: URL, content: URL, projectRoot: URL) -> String? {
        let outputPath = canonicalPath(output)
        if outputPath == "/" { return "refusing to use the file system root as the output folder" }
        let protected = [("the content folder", canonicalPath(content)), ("the project root", canonicalPath(projectRoot))]
        let used = [
            ("the output folder", output),
            ("the output folder's spare tree", OutputSession.spare(of: output)),
            ("the output folder's manifest", BuildManifest.location(of: output)),
            ("the output folder's pair of trees", TreePair.location(of: output)),
            ("the output folder's snapshot", TreeSnapshot.location(of: output)),
            ("the output folder's spare tree's snapshot", TreeSnapshot.spareLocation(of: output)),
            ("the output folder's lock file", OutputLock.location(of: output)),
            ("the output folder's render cache", FolderPageCache.location(of: output)),
        ]
        for (usedName, url) in used {
            let path = canonicalPath(url)
            for (name, protectedPath) in protected where protectedPath == path || protectedPath.hasPrefix(path + "/") {
                return "refusing to use `\(url.path)` as \(usedName): it is \(protectedPath == path ? "" : "a parent of ")\(name)"
            }
        }
        let contentPath = canonicalPath(content)
        if outputPath.hasPrefix(contentPath + "/") {
            return "refusing to use `\(output.path)` as the output folder: it is inside the content folder"
        }
        return nil
    }

    /// Why `output` or its spare tree may not be replaced because Sizeboard did not write it, or
    /// nil when both may: each must be missing, an empty folder, or a folder that holds
    /// Sizeboard's marker file (or, for sites built before the marker, has a manifest beside it).
    static func ownershipRefusal(output: URL) -> String? {
        let hasManifest = access(BuildManifest.location(of: output).path, F_OK) == 0
        for folder in [output, OutputSession.spare(of: output)] {
            var status = stat()
            guard lstat(folder.path, &status) == 0 else { continue }
            if (status.st_mode & S_IFMT) != S_IFDIR {
                return "refusing to replace `\(folder.path)`: it exists and is not a folder"
            }
            let isEmpty = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty) ?? false
            if isEmpty || hasManifest || SiteMarker.exists(in: folder) { continue }
            return "refusing to replace `\(folder.path)`: it holds files Sizeboard did not write (it has no `\(SiteMarker.name)` file); empty it or choose another output folder"
        }
        return nil
    }

    /// Why the diagnostics may not be written to `file`, or nil when they may: its folder must
    /// exist and be writable, and it may not be a folder, the configuration file, or inside the
    /// content folder or the output folder (which the build replaces) or their companions.
    static func diagnosticsFileRefusal(_ file: URL, content: URL, output: URL, config: URL) -> String? {
        let shown = "the diagnostics file `\(file.path)`"
        var status = stat()
        let folder = file.deletingLastPathComponent()
        guard stat(folder.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            return "cannot write \(shown): the folder `\(folder.path)` does not exist"
        }
        if access(folder.path, W_OK) != 0 {
            return "cannot write \(shown): the folder `\(folder.path)` is not writable"
        }
        if stat(file.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            return "cannot write \(shown): it is a folder"
        }
        let path = canonicalPath(file)
        if path == canonicalPath(config) {
            return "refusing to write \(shown): it is the configuration file"
        }
        let guarded = [
            ("the content folder", content),
            ("the output folder", output),
            ("the output folder's spare tree", OutputSession.spare(of: output)),
            ("the output folder's render cache", FolderPageCache.location(of: output)),
        ]
        for (name, url) in guarded where path.hasPrefix(canonicalPath(url) + "/") {
            return "refusing to write \(shown): it is inside \(name)"
        }
        for (name, url) in [("manifest", BuildManifest.location(of: output)), ("lock file", OutputLock.location(of: output))] where path == canonicalPath(url) {
            return "refusing to write \(shown): it is the output folder's \(name)"
        }
        return nil
    }

    /// `url` with `.` and `..` removed and symbolic links resolved, as far as the path exists.
    private static func canonicalPath(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}
