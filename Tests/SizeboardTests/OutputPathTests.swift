import Foundation
@testable import Sizeboard
import Testing

@Suite("The output writer refuses paths that could leave the output folder")
struct OutputPathTests {
    @Test("unsafe relative paths are refused and nothing is written", arguments: [
        "/etc/passwd", "../outside.txt", "a/../../outside.txt", "a//b.svg", "a/./b.svg", "", "a/b.svg\0", "a/", ".sizeboard-generation",
    ])
    func refused(path: String) throws {
        let site = try TestSite(files: [:])
        let session = try FolderDestination().open(site.root.appendingPathComponent("out/site"))
        try session.begin(jobs: 1)
        #expect(throws: OutputSession.UnsafePath.self) { try session.write(OutputFile(path: path, text: "x"), replacing: false) }
        let diagnostics = session.write([OutputFile(path: path, text: "x")], reportingAgainst: "Content/a.md")
        #expect(diagnostics.map(\.code) == ["unsafe-output-path"])
        #expect(session.hasFailedWrites)
        #expect(site.read("out/outside.txt") == nil)
    }

    @Test("ordinary paths are accepted", arguments: ["index.html", "a/b/c.svg", "..a/b..c", ".well-known/x"])
    func accepted(path: String) {
        #expect(OutputSession.isSafe(path))
    }
}
