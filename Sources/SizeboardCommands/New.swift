import ArgumentParser
import Foundation

/// `sizeboard new`.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Scaffold a new site that builds: sizeboard.yml, a first page with a screen, .gitignore.",
        discussion: "Then: cd <folder> && sizeboard build"
    )

    @Argument(help: "The folder to create; it must not exist or be empty.")
    var folder: String

    func run() throws {
        let fileManager = FileManager.default
        let root = URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: fileManager.currentDirectoryPath, isDirectory: true)).standardizedFileURL
        if let existing = try? fileManager.contentsOfDirectory(atPath: root.path), !existing.isEmpty {
            throw ValidationError("'\(folder)' exists and is not empty")
        }
        for (path, text) in SiteScaffold.files {
            let url = root.appendingPathComponent(path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        print("Created a site in \(root.path). Next: cd \(folder) && sizeboard build")
    }
}
