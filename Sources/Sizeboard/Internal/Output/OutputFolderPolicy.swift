import Foundation

/// Which output folders a build refuses to replace.
enum OutputFolderPolicy {
    /// Why `output` may not be replaced, or nil when it may: it must not be the content folder,
    /// the project root, a parent of either, or the file system root.
    static func refusal(output: URL, content: URL, projectRoot: URL) -> String? {
        let outputPath = output.standardizedFileURL.resolvingSymlinksInPath().path
        let protected = [
            ("the content folder", content),
            ("the project root", projectRoot),
        ]
        if outputPath == "/" { return "refusing to use the file system root as the output folder" }
        for (name, url) in protected {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            if path == outputPath || path.hasPrefix(outputPath + "/") {
                return "refusing to replace `\(output.path)`: it is \(path == outputPath ? "" : "a parent of ")\(name)"
            }
        }
        return nil
    }
}
