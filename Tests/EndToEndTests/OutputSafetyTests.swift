import Foundation
import Testing

/// The output folder's safety rules (issue 11), each checked through the built binary.
@Suite("sizeboard build keeps the output folder safe")
struct OutputSafetyTests {
    static let page = BuildCommandTests.screenPage

    @Test("a path-like device id writes nothing outside the output folder")
    func pathLikeDeviceID() throws {
        let site = try FixtureSite(files: [
            "site/Content/a.md": "# A\n\n```screen\nid: s\nenvironments: [\"../../../outside\"]\nroot:\n  view: A\n```\n",
            "site/sizeboard.yml": """
            devices:
              - {id: "../../../outside", width: 320, height: 480, scale: 2, idiom: phone, horizontal: compact, vertical: regular}
            """,
        ])
        let outcome = try SizeboardProcess.run(["build"], in: site.root.appendingPathComponent("site"))
        #expect(outcome.status == 1)
        #expect(!site.exists("outside.svg"))
        #expect(!site.exists("site/outside.svg"))
        #expect(!site.exists("site/_site/outside.svg"))
    }

    @Test("a symbolic link in the lock file's place is refused, not followed")
    func symlinkedLockFile() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n"])
        try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("._site.lock").path, withDestinationPath: "created-elsewhere")
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("cannot open the lock file"))
        #expect(!site.exists("created-elsewhere"))
    }

    @Test("a second build into the same folder says once that it waits, waits, then builds")
    func secondBuildWaitsForTheLock() throws {
        let site = try FixtureSite(files: ["Content/a.md": Self.page])
        #expect(try SizeboardProcess.run(["build"], in: site.root).status == 0)
        try site.write("# Changed\n", to: "Content/a.md")
        let lock = open(site.root.appendingPathComponent("._site.lock").path, O_RDWR | O_CREAT, 0o644)
        #expect(flock(lock, LOCK_EX) == 0)
        let process = Process()
        process.executableURL = SizeboardProcess.executable
        process.arguments = ["build"]
        process.currentDirectoryURL = site.root
        let error = Pipe()
        process.standardError = error
        process.standardOutput = Pipe()
        try process.run()
        var message = ""
        while !message.contains("\n") {
            let data = error.fileHandleForReading.availableData
            if data.isEmpty { break }
            message += String(decoding: data, as: UTF8.self)
        }
        #expect(message.hasPrefix("Another build is writing \(site.root.standardizedFileURL.path)/_site; waiting for it to finish."))
        #expect(site.read("_site/a/index.html")?.contains("Changed") == false)
        close(lock)
        let rest = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(!String(decoding: rest, as: UTF8.self).contains("waiting"))
        #expect(site.read("_site/a/index.html")?.contains("Changed") == true)
    }

    @Test("builds started together all succeed, one after another, and leave a clean build")
    func concurrentBuilds() throws {
        let site = try FixtureSite(files: ["Content/a.md": Self.page, "Content/b.md": "# B\n"])
        let builds = try (0..<3).map { _ in try SizeboardProcess.start(["build"], in: site.root) }
        for process in builds {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        #expect(try SizeboardProcess.run(["build", "--output", "clean"], in: site.root).status == 0)
        #expect(site.tree("_site") == site.tree("clean"))
    }

    @Test("the spare tree, the manifest, the lock file, the render cache and the spare tree's snapshot may not be the content folder either", arguments: [
        ".site.previous", ".site.manifest", ".site.lock", ".site.cache", ".site.spare-snapshot",
    ])
    func companionsFollowThePolicy(content: String) throws {
        let site = try FixtureSite(files: ["\(content)/a.md": "# A\n"])
        let outcome = try SizeboardProcess.run(["build", "--content", content, "--output", "site"], in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("`--output`: refusing"))
        #expect(site.read("\(content)/a.md") == "# A\n")
    }

    @Test("a non-empty folder Sizeboard did not write is refused, and so is a folder inside the content folder", arguments: [
        "../Documents", "Content/guide",
    ])
    func refusesForeignFolders(output: String) throws {
        let site = try FixtureSite(files: [
            "project/Content/a.md": "# A\n", "project/Content/guide/b.md": "# B\n", "Documents/letter.txt": "mine",
        ])
        let project = site.root.appendingPathComponent("project")
        for _ in 0..<2 {
            let outcome = try SizeboardProcess.run(["build", "--output", output], in: project)
            #expect(outcome.status == 2)
            #expect(outcome.standardError.contains("`--output`: refusing"))
        }
        #expect(site.read("Documents/letter.txt") == "mine")
        #expect(site.read("project/Content/guide/b.md") == "# B\n")
        #expect(!site.exists(".Documents.previous"))
    }

    @Test("an empty folder, and a site built by Sizeboard, are replaced")
    func acceptsOwnFolders() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n"])
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("_site"), withIntermediateDirectories: true)
        #expect(try SizeboardProcess.run(["build"], in: site.root).status == 0)
        try site.write("# A2\n", to: "Content/a.md")
        #expect(try SizeboardProcess.run(["build"], in: site.root).status == 0)
        #expect(site.read("_site/a/index.html")?.contains("A2") == true)
    }

    @Test("a changed, missing or added output file makes the next build repair the site", arguments: [
        "changed", "missing", "added",
    ])
    func tamperedOutputIsRepaired(change: String) throws {
        let site = try FixtureSite(files: ["Content/a.md": Self.page])
        #expect(try SizeboardProcess.run(["build"], in: site.root).status == 0)
        let clean = site.tree("_site")
        let file = site.root.appendingPathComponent("_site/a/index.html")
        switch change {
        case "changed":
            var bytes = try Data(contentsOf: file)
            bytes[bytes.count / 2] ^= 1
            let handle = try FileHandle(forWritingTo: file)
            try handle.write(contentsOf: bytes)
            try handle.close()
        case "missing":
            try FileManager.default.removeItem(at: file)
        default:
            try site.write("extra", to: "_site/extra.txt")
        }
        #expect(site.tree("_site") != clean)
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.standardOutput.hasPrefix("Built 1 page with"))
        #expect(site.tree("_site") == clean)
        #expect(try SizeboardProcess.run(["build"], in: site.root).standardOutput.hasPrefix("Up to date"))
    }

    @Test("a symbolic link as the output folder is followed: the link stays, its target holds the site")
    func symlinkedOutput() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n"])
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("www/html"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("_site").path, withDestinationPath: "www/html")
        for text in ["# A1\n", "# A2\n", "# A3\n"] {
            try site.write(text, to: "Content/a.md")
            #expect(try SizeboardProcess.run(["build"], in: site.root).status == 0)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: site.root.appendingPathComponent("_site").path) == "www/html")
            #expect(site.read("www/html/a/index.html")?.contains(text.dropFirst(2).dropLast()) == true)
        }
        #expect(site.exists("www/.html.previous"))
    }

    @Test("a page named without ASCII letters gets its own stable slug and never overwrites the index")
    func nonASCIIPageName() throws {
        let site = try FixtureSite(files: ["Content/日本語.md": "# 日本語のページ\n", "Content/a.md": "# A\n"])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent("_site").path)
        let hashed = try #require(folders.first { $0.hasPrefix("page-") })
        #expect(site.read("_site/\(hashed)/index.html")?.contains("日本語のページ") == true)
        #expect(site.read("_site/index.html")?.contains("href=\"\(hashed)/") == true)
        let again = try FixtureSite(files: ["Content/日本語.md": "# 日本語のページ\n"])
        #expect(try SizeboardProcess.run(["build"], in: again.root).status == 0)
        #expect(again.exists("_site/\(hashed)/index.html"))
    }

    @Test("a page that is not UTF-8 is an error at its first bad byte; the other pages are built")
    func invalidUTF8Page() throws {
        let site = try FixtureSite(files: ["Content/good.md": "# Good\n"])
        try Data("# Bad\n\nab".utf8 + [0xE3, 0x81, 0x41] + Data("\n".utf8)).write(to: site.root.appendingPathComponent("Content/bad.md"))
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("Content/bad.md:3:3: error: the page is not valid UTF-8"))
        #expect(outcome.standardError.contains("[invalid-encoding]"))
        #expect(site.exists("_site/good/index.html"))
    }

    @Test("an unreadable folder or page is an error; the other pages are built")
    func unreadableFolderAndPage() throws {
        let site = try FixtureSite(files: ["Content/good.md": "# Good\n", "Content/locked/a.md": "# A\n", "Content/secret.md": "# S\n"])
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: site.root.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: site.root.appendingPathComponent("Content/locked").path)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: site.root.appendingPathComponent("Content/secret.md").path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: site.root.appendingPathComponent("Content/locked").path) }
        let outcome = try Self.runUnprivileged(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("Content/locked:1:1: error: cannot read this folder, so its pages are not built [unreadable-folder]"))
        #expect(outcome.standardError.contains("Content/secret.md:1:1: error: cannot read the page"))
        #expect(site.exists("_site/good/index.html"))
    }

    @Test("symbolic links to pages are followed, `.MD` pages are built, links to folders are reported")
    func linksAndUppercaseExtensions() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n", "Content/Notes.MD": "# Notes\n", "shared/s.md": "# Shared\n", "shared/more/m.md": "# M\n"])
        try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("Content/s.md").path, withDestinationPath: "../shared/s.md")
        try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("Content/more").path, withDestinationPath: "../shared/more")
        try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("Content/zero.md").path, withDestinationPath: "/dev/zero")
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0)
        #expect(site.read("_site/s/index.html")?.contains("Shared") == true)
        #expect(site.exists("_site/notes/index.html"))
        #expect(outcome.standardError.contains("Content/more:1:1: warning: symbolic links to folders are not followed"))
        #expect(outcome.standardError.contains("Content/zero.md:1:1: warning: this symbolic link points to something that is not a file"))
    }

    @Test("--diagnostics-file into a missing folder or onto a page fails before anything is replaced", arguments: [
        "missing/diagnostics.json", "Content/a.md", "_site/diagnostics.json",
    ])
    func unusableDiagnosticsFile(file: String) throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n"])
        #expect(try SizeboardProcess.run(["build"], in: site.root).status == 0)
        let before = site.tree("_site")
        try site.write("# A\n\nChanged.\n", to: "Content/a.md")
        let outcome = try SizeboardProcess.run(["build", "--diagnostics-file", file], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("the diagnostics file"))
        #expect(outcome.standardError.contains("[unusable-diagnostics-file]"))
        #expect(!outcome.standardError.contains("NSError") && !outcome.standardError.contains("Domain="))
        #expect(site.tree("_site") == before)
        #expect(site.read("Content/a.md") == "# A\n\nChanged.\n")
    }

    @Test("resolve --diagnostics-file onto a page is refused and the page kept")
    func resolveDiagnosticsFileOntoPage() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n"])
        let outcome = try SizeboardProcess.run(["resolve", "--diagnostics-file", "Content/a.md"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("it is inside the content folder"))
        #expect(site.read("Content/a.md") == "# A\n")
    }

    @Test("a failed write removes the half-written spare tree and keeps the previous site")
    func failedBuildRemovesSpare() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n"])
        #expect(try SizeboardProcess.run(["build"], in: site.root).status == 0)
        let before = site.tree("_site")
        try site.write("# A changed\n", to: "Content/a.md")
        try site.write("in the way", to: "._site.previous/a/index.html/blocker")
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("[write-failed]"))
        #expect(site.tree("_site") == before)
        #expect(!site.exists("._site.previous"))
        #expect(try SizeboardProcess.run(["build"], in: site.root).status == 0)
        #expect(site.read("_site/a/index.html")?.contains("A changed") == true)
    }

    @Test("the nothing-written summary comes last, after its cause, with no position")
    func nothingWrittenSummary() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n"])
        let outcome = try SizeboardProcess.run(["build", "--content", "Misspelled"], in: site.root)
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("Misspelled:1:1: error: the content folder does not exist") == true)
        #expect(lines.last == "error: the configuration, theme or content folder has errors, so nothing was written; the previous site was left in place [nothing-written]")
    }

    @Test("sizeboard new into a file or a read-only folder says so, without a raw NSError")
    func newIntoUnusableFolder() throws {
        let site = try FixtureSite(files: ["file": "x"])
        let intoFile = try SizeboardProcess.run(["new", "file"], in: site.root)
        #expect(intoFile.status == 2)
        #expect(intoFile.standardError.contains("'file' exists and is a file, not a folder"))
        let belowFile = try SizeboardProcess.run(["new", "file/demo"], in: site.root)
        #expect(belowFile.status == 1)
        #expect(belowFile.standardError == "error: cannot create 'file/demo': Not a directory\n")
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("readonly"), withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: site.root.appendingPathComponent("readonly").path)
        let readOnly = try Self.runUnprivileged(["new", "readonly/demo"], in: site.root)
        #expect(readOnly.status == 1)
        #expect(readOnly.standardError.contains("error: cannot create 'readonly/demo': Permission denied"))
        #expect(!readOnly.standardError.contains("Domain="))
    }

    @Test("a template calling a missing partial is an error at its line and column, and nothing is written")
    func missingPartial() throws {
        let site = try FixtureSite(files: [
            "Content/a.md": "# A\n",
            "Themes/default/templates/page.mustache": "<main>\n  {{> sidebar}}{{{page.body}}}\n</main>\n",
        ])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("Themes/default/templates/page.mustache:2:3: error: template `page` calls the partial `sidebar`"))
        #expect(outcome.standardError.contains("[missing-partial]"))
        #expect(!site.exists("_site/a/index.html"))
    }

    /// Runs the binary as an unprivileged user when the tests run as root (root reads any file).
    static func runUnprivileged(_ arguments: [String], in folder: URL) throws -> SizeboardProcess.Outcome {
        guard geteuid() == 0 else { return try SizeboardProcess.run(arguments, in: folder) }
        let unprivileged = ["--reuid=65534", "--regid=65534", "--clear-groups", "--", SizeboardProcess.executable.path]
        return try SizeboardProcess.run(program: URL(fileURLWithPath: "/usr/bin/setpriv"), unprivileged + arguments, in: folder)
    }
}
