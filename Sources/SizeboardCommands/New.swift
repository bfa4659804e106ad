import ArgumentParser
import Foundation
import Sizeboard

/// `sizeboard new`.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Scaffold a new site that builds: sizeboard.yml, a first page with a screen, .gitignore.",
        discussion: """
        Then: cd <folder> && sizeboard build
        With --theme NAME, the bundled theme's templates and assets are copied to
        Themes/NAME/ and sizeboard.yml selects it: edit them without recompiling.
        """
    )

    @Argument(help: "The folder to create; it must not exist or be empty.")
    var folder: String

    @Option(help: "Start a theme of this name from a copy of the default theme.")
    var theme: String?

    func validate() throws {
        if let theme, Slug.make(theme) != theme {
            throw ValidationError("the theme name must be lowercase letters, digits and dashes, e.g. '\(Slug.make(theme))'")
        }
    }

    func run() throws {
        let fileManager = FileManager.default
        let root = URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: fileManager.currentDirectoryPath, isDirectory: true)).standardizedFileURL
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ValidationError("'\(folder)' exists and is a file, not a folder")
        }
        if let existing = try? fileManager.contentsOfDirectory(atPath: root.path), !existing.isEmpty {
            throw ValidationError("'\(folder)' exists and is not empty")
        }
        if let reason = Self.createFolder(root) {
            FileHandle.standardError.write(Data("error: cannot create '\(folder)': \(reason)\n".utf8))
            throw ExitCode(1)
        }
        do {
            for (path, text) in SiteScaffold.files(theme: theme) {
                let url = root.appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            if let theme {
                let themeFolder = root.appendingPathComponent("Themes/\(theme)")
                try fileManager.createDirectory(at: themeFolder, withIntermediateDirectories: true)
                for part in ["templates", "assets"] {
                    try fileManager.copyItem(at: Theme.bundledDirectory.appendingPathComponent(part), to: themeFolder.appendingPathComponent(part))
                }
            }
        } catch {
            FileHandle.standardError.write(Data("error: cannot create the site in '\(folder)': \(CommonOptions.reason(error))\n".utf8))
            throw ExitCode(1)
        }
        print("Created a site in \(root.path). Next: cd \(folder) && sizeboard build")
    }

    /// Creates `folder` and its missing parents; the system's reason when it cannot (a file in
    /// the way, a read-only parent), else nil.
    private static func createFolder(_ folder: URL) -> String? {
        var missing: [URL] = []
        var current = folder
        while access(current.path, F_OK) != 0, current.path != "/" {
            missing.append(current)
            current = current.deletingLastPathComponent()
        }
        for url in missing.reversed() where mkdir(url.path, 0o755) != 0 && errno != EEXIST {
            return String(cString: strerror(errno))
        }
        return nil
    }
}
