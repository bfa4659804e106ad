import Foundation
import Testing

/// Each refused value is reported where it was written, or as bad usage when the command line
/// gave it: never at the start of a file it does not come from.
@Suite("Unknown environments and refused output folders are reported where they were written")
struct DiagnosticLocationTests {
    @Test("an unknown environment in a screen's list is reported at its entry, with a suggestion", arguments: [
        ("environments: [iphone-16-portrait, iphone-16-portrat]", "Content/p.md:6:36: error: unknown environment `iphone-16-portrat`; did you mean `iphone-16-portrait`?"),
        ("environments:\n  - phones\n  - padz", "Content/p.md:8:5: error: unknown environment `padz`; did you mean `pads`?"),
    ])
    func screenList(list: String, expected: String) throws {
        let site = try FixtureSite(files: ["Content/p.md": "# P\n\nText.\n\n```screen\n\(list)\nid: s\nroot: {view: A}\n```\n"])
        for command in [["build"], ["resolve"]] {
            let outcome = try SizeboardProcess.run(command, in: site.root)
            #expect(outcome.status == 1)
            #expect(outcome.standardError.contains(expected), "\(command) \(outcome.standardError)")
        }
    }

    @Test("an unknown environment in a page's front matter is reported at its entry, in every screen that uses it")
    func frontMatterList() throws {
        let page = "---\ntitle: P\nenvironments: [phones, ipad-pro-11-landscap]\n---\n# P\n\n```screen\nid: s\nroot: {view: A}\n```\n"
        let site = try FixtureSite(files: ["Content/p.md": page])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains(
            "Content/p.md:3:24: error: unknown environment `ipad-pro-11-landscap`; did you mean `ipad-pro-11-landscape`?"
        ), "\(outcome.standardError)")
    }

    @Test("an unknown environment in sizeboard.yml is reported there, once, not in each page")
    func siteList() throws {
        let site = try FixtureSite(files: [
            "sizeboard.yml": "title: T\nenvironments:\n  - size-classes\n  - iphone-16-portrat\n",
            "Content/p.md": "# P\n\n```screen\nid: s\nroot: {view: A}\n```\n",
            "Content/q.md": "# Q\n\n```screen\nid: s\nroot: {view: A}\n```\n",
        ])
        for command in [["build"], ["resolve"]] {
            let outcome = try SizeboardProcess.run(command, in: site.root)
            #expect(outcome.status == 1)
            #expect(outcome.standardError.contains(
                "sizeboard.yml:4:5: error: unknown environment `iphone-16-portrat`; did you mean `iphone-16-portrait`?"
            ), "\(command) \(outcome.standardError)")
            #expect(!outcome.standardError.contains("Content/"), "\(command) \(outcome.standardError)")
        }
    }

    @Test("--env with an unknown environment is bad usage naming the option", arguments: ["build", "resolve"])
    func environmentOption(command: String) throws {
        let site = try FixtureSite(files: ["Content/p.md": "# P\n\n```screen\nid: s\nroot: {view: A}\n```\n"])
        let outcome = try SizeboardProcess.run([command, "--env", "iphone-16-portrat"], in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("`--env`: unknown environment `iphone-16-portrat`; did you mean `iphone-16-portrait`?"))
        #expect(!outcome.standardError.contains("[unknown-environment]"))
        #expect(outcome.standardOutput.isEmpty)
        #expect(!site.exists("_site"))
    }

    @Test("an output folder refused from sizeboard.yml is reported at the `output:` value", arguments: [
        ("output: Content\n", "sizeboard.yml:1:9: error: refusing"),
        ("title: T\noutput:   \"Content/guide\"\n", "sizeboard.yml:2:11: error: refusing"),
        ("output: ../Documents\n", "sizeboard.yml:1:9: error: refusing to replace"),
    ])
    func configuredOutput(config: String, expected: String) throws {
        let site = try FixtureSite(files: [
            "project/sizeboard.yml": config, "project/Content/a.md": "# A\n", "project/Content/guide/b.md": "# B\n", "Documents/letter.txt": "mine",
        ])
        let outcome = try SizeboardProcess.run(["build"], in: site.root.appendingPathComponent("project"))
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("[unsafe-output]"))
        #expect(!outcome.standardError.contains(":1:1:"))
        #expect(site.read("Documents/letter.txt") == "mine")
        #expect(site.read("project/Content/guide/b.md") == "# B\n")
    }

    @Test("an output folder refused from the command line is bad usage naming the option", arguments: [
        (["--output", "Content"], "`--output`: refusing"),
        (["--output", "../Documents"], "`--output`: refusing to replace"),
        (["--content", "."], "`--content`: refusing"),
    ])
    func commandLineOutput(arguments: [String], expected: String) throws {
        let site = try FixtureSite(files: ["project/Content/a.md": "# A\n", "Documents/letter.txt": "mine"])
        let outcome = try SizeboardProcess.run(["build"] + arguments, in: site.root.appendingPathComponent("project"))
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("sizeboard.yml"))
        #expect(site.read("Documents/letter.txt") == "mine")
        #expect(site.read("project/Content/a.md") == "# A\n")
    }

    @Test("a default output folder that is refused gets a closing line, not a made-up position")
    func defaultOutput() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n", "_site/letter.txt": "mine"])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("error: refusing to replace"))
        #expect(outcome.standardError.contains("[unsafe-output]"))
        #expect(!outcome.standardError.contains("sizeboard.yml"))
        #expect(site.read("_site/letter.txt") == "mine")
    }

    @Test("serve with a refused --output stops with bad usage instead of serving the previous site")
    func serveRefusedOutput() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n"])
        let process = Process()
        process.executableURL = SizeboardProcess.executable
        process.arguments = ["serve", "--output", "Content", "--port", "0"]
        process.currentDirectoryURL = site.root
        let error = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        // A server that keeps running instead is stopped, so the test fails instead of hanging.
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) { if process.isRunning { process.terminate() } }
        let standardError = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(standardError.contains("`--output`: refusing"), "\(standardError)")
        #expect(site.read("Content/a.md") == "# A\n")
    }
}
