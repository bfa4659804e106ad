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

    @Test("`--timings` prints each step's time and their sum on standard error, with or without `--quiet`")
    func timings() throws {
        let site = try FixtureSite(files: Self.pages)
        for arguments in [["build", "--timings"], ["build", "--timings", "--quiet"]] {
            try? FileManager.default.removeItem(at: site.root.appendingPathComponent("_site"))
            let outcome = try SizeboardProcess.run(arguments, in: site.root)
            #expect(outcome.status == 0)
            let lines = outcome.standardError.split(separator: "\n").map(String.init)
            #expect(lines.first == "Step times:")
            let steps = lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").first ?? "" }
            #expect(steps == ["configure", "discover", "open output", "read pages", "render", "page HTML", "generate", "commit", "all steps"], "\(lines)")
            #expect(lines.dropFirst().allSatisfy { $0.hasSuffix(" ms") })
            #expect(outcome.standardOutput.hasPrefix("Built 3 pages") == !arguments.contains("--quiet"))
        }
        let upToDate = try SizeboardProcess.run(["build", "--timings"], in: site.root)
        #expect(upToDate.standardError.contains("  open output "))
        #expect(!upToDate.standardError.contains("  read pages "), "nothing changed: the build ends when it opens the output and finds every page's stamp the same")
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
