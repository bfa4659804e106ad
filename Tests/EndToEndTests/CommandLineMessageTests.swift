import Foundation
import Testing

/// What the command line says: unknown subcommands, bad behaviors, summaries and help.
@Suite("Command line messages")
struct CommandLineMessageTests {
    static let page = "# A\n\n```screen\nid: one\nroot:\n  view: Photo\n```\n"

    @Test("a mistyped subcommand lists the subcommands, suggests the nearest, and exits with 2")
    func mistypedSubcommand() throws {
        let site = try FixtureSite(files: ["Content/a.md": Self.page])
        let outcome = try SizeboardProcess.run(["biuld"], in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("unknown subcommand 'biuld'. Did you mean 'build'?"), "\(outcome.standardError)")
        let listed = try #require(outcome.standardError.split(separator: "\n").first { $0.hasPrefix("Subcommands: ") })
        for name in ["build", "resolve", "devices", "new"] {
            #expect(listed.contains(name), "\(listed)")
        }
        #expect(!site.exists("_site"))
    }

    @Test("a subcommand this version lacks lists the subcommands instead of build's usage")
    func missingSubcommand() throws {
        let site = try FixtureSite(files: ["Content/a.md": Self.page])
        let outcome = try SizeboardProcess.run(["deploy", "--port", "8000"], in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("unknown subcommand 'deploy'."))
        #expect(outcome.standardError.contains("Subcommands: build, resolve"))
        #expect(!outcome.standardError.contains("Usage: sizeboard build"))
    }

    @Test("options before the subcommand and the default subcommand still work")
    func defaultSubcommand() throws {
        let site = try FixtureSite(files: ["Content/a.md": Self.page])
        let outcome = try SizeboardProcess.run(["--strict"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(site.exists("_site/index.html"))
    }

    @Test("--behavior with an unknown name is a usage error naming the option and the valid values")
    func unknownBehaviorOption() throws {
        let site = try FixtureSite(files: ["Content/a.md": Self.page])
        for arguments in [["build", "--behavior", "ios17"], ["resolve", "--behavior", "ios17"]] {
            let outcome = try SizeboardProcess.run(arguments, in: site.root)
            #expect(outcome.status == 2)
            #expect(outcome.standardError.contains("unknown behavior 'ios17' for '--behavior'"), "\(outcome.standardError)")
            #expect(outcome.standardError.contains("valid values: classic"))
            #expect(!outcome.standardError.contains("sizeboard.yml"))
        }
    }

    @Test("behavior: in sizeboard.yml is reported at its line and column")
    func unknownBehaviorInConfiguration() throws {
        let site = try FixtureSite(files: ["sizeboard.yml": "title: Mail\nbehavior: ios17\n", "Content/a.md": Self.page])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("sizeboard.yml:2:11: error: unknown behavior `ios17`"), "\(outcome.standardError)")
    }

    @Test("a near miss of a behavior in sizeboard.yml gets a suggestion, as in front matter")
    func nearMissBehaviorInConfiguration() throws {
        let site = try FixtureSite(files: ["sizeboard.yml": "behavior: modren\n", "Content/a.md": Self.page])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("sizeboard.yml:1:11: error: unknown behavior `modren`; available: classic, modern"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("modern`?"), "\(outcome.standardError)")
    }

    @Test("summaries use the singular for one")
    func plurals() throws {
        let site = try FixtureSite(files: ["Content/a.md": Self.page])
        let first = try SizeboardProcess.run(["build"], in: site.root)
        #expect(first.standardOutput.contains("Built 1 page with 1 screen into"), "\(first.standardOutput)")
        let second = try SizeboardProcess.run(["build"], in: site.root)
        #expect(second.standardOutput.contains("Up to date: 1 page with 1 screen in"), "\(second.standardOutput)")
        try site.write("body {}\n", to: "Themes/default/assets/extra.css")
        _ = try SizeboardProcess.run(["build"], in: site.root)
        try site.write("p {}\n", to: "Themes/default/assets/extra.css")
        let third = try SizeboardProcess.run(["build"], in: site.root)
        #expect(third.standardOutput.contains("(1 file written,"), "\(third.standardOutput)")
    }

    @Test("the removed count is the files the last build had and this one does not")
    func removedCount() throws {
        let site = try FixtureSite(files: ["Content/a.md": Self.page, "Content/b.md": "# B\n"])
        #expect(try SizeboardProcess.run(["build"], in: site.root).standardOutput.contains(" 0 removed)"))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/b.md"))
        let removal = try SizeboardProcess.run(["build"], in: site.root)
        #expect(removal.standardOutput.contains(" 2 removed)"), "b's index.html and resolution.json: \(removal.standardOutput)")
        try site.write(Self.page + "\nMore.\n", to: "Content/a.md")
        let next = try SizeboardProcess.run(["build"], in: site.root)
        #expect(next.standardOutput.contains(" 0 removed)"), "\(next.standardOutput)")
        try site.write("# B\n", to: "Content/b.md")
        #expect(try SizeboardProcess.run(["build"], in: site.root).standardOutput.contains(" 0 removed)"))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("._site.manifest"))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/b.md"))
        let withoutManifest = try SizeboardProcess.run(["build"], in: site.root)
        #expect(withoutManifest.standardOutput.contains(" 2 removed)"), "without the last build's manifest: \(withoutManifest.standardOutput)")
    }

    @Test("new --theme scaffolds a configuration whose comment says the theme is not the default")
    func scaffoldComment() throws {
        let site = try FixtureSite(files: [:])
        try FileManager.default.createDirectory(at: site.root, withIntermediateDirectories: true)
        #expect(try SizeboardProcess.run(["new", "plain"], in: site.root).status == 0)
        #expect(try SizeboardProcess.run(["new", "themed", "--theme", "brand"], in: site.root).status == 0)
        #expect(site.read("plain/sizeboard.yml")?.hasPrefix("# Every key is optional; these are the defaults but for the title and the behavior.\n") == true)
        let themed = try #require(site.read("themed/sizeboard.yml"))
        #expect(themed.hasPrefix("# Every key is optional; these are the defaults but for the title, the behavior and the theme.\n"))
        #expect(themed.contains("theme: brand\n"))
    }

    @Test("help fits 80 columns and keeps each example on one line")
    func helpFits() throws {
        let site = try FixtureSite(files: [:])
        try FileManager.default.createDirectory(at: site.root, withIntermediateDirectories: true)
        for arguments in [["--help"], ["build", "--help"], ["resolve", "--help"], ["new", "--help"], ["devices", "--help"]] {
            let outcome = try SizeboardProcess.run(arguments, in: site.root)
            #expect(outcome.status == 0)
            let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines {
                #expect(line.count <= 80, "\(arguments): \(line)")
            }
            if arguments == ["new", "--help"] {
                #expect(lines.contains("Themes/NAME/ and sizeboard.yml selects it: edit them without recompiling."), "a sentence wrapped mid-line")
            }
            if let examples = lines.firstIndex(of: "Examples:") {
                for line in lines[(examples + 1)...].prefix(while: { !$0.isEmpty }) {
                    #expect(line.hasPrefix("  sizeboard "), "an example wrapped: \(line)")
                }
            }
        }
    }
}
