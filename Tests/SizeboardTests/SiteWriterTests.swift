import Foundation
@testable import Sizeboard
import Testing

@Suite("The output writer: atomic swap, only what changed is written")
struct SiteWriterTests {
    @Test("a rewrite of the same files writes nothing; a change writes one file; stale files go")
    func incremental() throws {
        let site = try TestSite(files: [:])
        let writer = SiteWriter(output: site.root.appendingPathComponent("out"))
        let files = [OutputFile(path: "a/index.html", text: "A"), OutputFile(path: "b.txt", text: "B")]
        #expect(try writer.write(files).written == 2)
        #expect(try writer.write(files).written == 0)
        #expect(try writer.write(files).written == 0)
        let changed = try writer.write([OutputFile(path: "a/index.html", text: "A2")])
        #expect(changed.written == 1)
        #expect(site.read("out/a/index.html") == "A2")
        #expect(site.read("out/b.txt") == nil)
        #expect(try writer.write([OutputFile(path: "a/index.html", text: "A2")]).written == 0)
        #expect(site.read("out/a/index.html") == "A2")
    }

    @Test("the live tree is never modified in place: a file kept from the last build keeps its bytes")
    func spareNeverAliasesChangedFiles() throws {
        let site = try TestSite(files: [:])
        let writer = SiteWriter(output: site.root.appendingPathComponent("out"))
        _ = try writer.write([OutputFile(path: "x", text: "1")])
        _ = try writer.write([OutputFile(path: "x", text: "1")])
        _ = try writer.write([OutputFile(path: "x", text: "2")])
        #expect(site.read("out/x") == "2")
        #expect(site.read(".out.previous/x") == "1")
    }

    @Test("refused output folders", arguments: [
        ("/p", "/p/Content", "/p", true),
        ("/p/Content", "/p/Content", "/p", true),
        ("/", "/p/Content", "/p", true),
        ("/p/_site", "/p/Content", "/p", false),
        ("/elsewhere/site", "/p/Content", "/p", false),
    ])
    func policy(output: String, content: String, root: String, refused: Bool) {
        let refusal = OutputFolderPolicy.refusal(output: URL(fileURLWithPath: output), content: URL(fileURLWithPath: content), projectRoot: URL(fileURLWithPath: root))
        #expect((refusal != nil) == refused)
    }
}
