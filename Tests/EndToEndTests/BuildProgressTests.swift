import Foundation
import Testing

@Suite("Build progress: a line on a terminal, nothing extra otherwise, `--quiet`")
struct BuildProgressTests {
    static let pages = Dictionary(uniqueKeysWithValues: (1...3).map { ("Content/p\($0).md", "# Page \($0)\n") })

    @Test("not on a terminal: no progress line, only the closing summary on standard output")
    func notOnATerminal() throws {
        let site = try FixtureSite(files: Self.pages)
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        #expect(!outcome.standardOutput.contains("\r"))
        #expect(outcome.standardOutput.hasPrefix("Built 3 pages"))
    }

    @Test("`--quiet` prints no summary, and still the diagnostics")
    func quiet() throws {
        let site = try FixtureSite(files: Self.pages.merging(["Content/bad.md": "```screen\nid: x\nroot:\n  view: A\nbogus: 1\n```\n"]) { first, _ in first })
        let outcome = try SizeboardProcess.run(["build", "--quiet"], in: site.root)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.contains("Content/bad.md:"))
        #expect(!outcome.standardError.contains("\r"))
        #expect(site.exists("_site/p1/index.html"))
    }

    @Test("on a terminal: `done/total pages, elapsed` drawn in place on standard error, then cleared")
    func onATerminal() throws {
        let site = try FixtureSite(files: Self.pages)
        let command = "'\(SizeboardProcess.executable.path)' build --jobs 1 2>&1"
        let outcome = try SizeboardProcess.run(program: URL(fileURLWithPath: "/usr/bin/script"), ["-q", "-e", "-c", command, "/dev/null"], in: site.root)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("\r\u{1B}[K3/3 pages, "))
        #expect(outcome.standardOutput.contains("s\r\u{1B}[KBuilt 3 pages"), "the line is cleared before the summary")
        let quiet = try SizeboardProcess.run(program: URL(fileURLWithPath: "/usr/bin/script"), ["-q", "-e", "-c", command.replacingOccurrences(of: " build ", with: " build --quiet "), "/dev/null"], in: site.root)
        #expect(quiet.standardOutput.isEmpty)
    }
}
