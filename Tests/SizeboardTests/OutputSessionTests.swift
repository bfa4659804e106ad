import Foundation
@testable import Sizeboard
import Testing

@Suite("The output session: atomic swap, only what changed is written")
struct OutputSessionTests {
    /// One build that writes `files` into `output`.
    func build(_ files: [OutputFile], into output: URL) throws -> WriteSummary {
        let session = try OutputSession(output: output)
        for file in files {
            try session.write(file)
        }
        return try session.finish()
    }

    @Test("a rewrite of the same files writes nothing; a change writes one file; stale files go")
    func incremental() throws {
        let site = try TestSite(files: [:])
        let output = site.root.appendingPathComponent("out")
        let files = [OutputFile(path: "a/index.html", text: "A"), OutputFile(path: "b.txt", text: "B")]
        #expect(try build(files, into: output).written == 2)
        #expect(try build(files, into: output).written == 0)
        #expect(try build(files, into: output).written == 0)
        let changed = try build([OutputFile(path: "a/index.html", text: "A2")], into: output)
        #expect(changed.written == 1)
        #expect(site.read("out/a/index.html") == "A2")
        #expect(site.read("out/b.txt") == nil)
        #expect(try build([OutputFile(path: "a/index.html", text: "A2")], into: output).written == 0)
        #expect(site.read("out/a/index.html") == "A2")
    }

    @Test("the live tree is never modified in place: a file kept from the last build keeps its bytes")
    func spareNeverAliasesChangedFiles() throws {
        let site = try TestSite(files: [:])
        let output = site.root.appendingPathComponent("out")
        _ = try build([OutputFile(path: "x", text: "1")], into: output)
        _ = try build([OutputFile(path: "x", text: "1")], into: output)
        _ = try build([OutputFile(path: "x", text: "2")], into: output)
        #expect(site.read("out/x") == "2")
        #expect(site.read(".out.previous/x") == "1")
    }

    @Test("pages' files kept at once: a group is kept when all its files are the live ones, from a spare tree brought up to date or not", arguments: [true, false])
    func keepGroups(synced: Bool) throws {
        let site = try TestSite(files: [:])
        let output = site.root.appendingPathComponent("out")
        let files = [OutputFile(path: "a/index.html", text: "A"), OutputFile(path: "a/resolution.json", text: "{}"), OutputFile(path: "b/index.html", text: "B")]
        let last = try OutputSession(output: output)
        for file in files {
            try last.write(file)
        }
        _ = try last.finish()
        let session = try OutputSession(output: output, trees: synced ? last.trees : nil)
        let kept = files.compactMap(KeptFile.init)
        let missing = KeptFile(path: "c/index.html", hash: 1)
        let otherBytes = KeptFile(path: "b/index.html", hash: kept[2].hash &+ 1)
        #expect(session.keep(groups: [[kept[0], kept[1]], [missing], [kept[2]], [otherBytes]]) == [true, false, true, false])
        _ = try session.finish()
        #expect(site.read("out/a/index.html") == "A")
        #expect(site.read("out/a/resolution.json") == "{}")
        #expect(site.read("out/b/index.html") == "B")
        #expect(site.read("out/c/index.html") == nil)
    }

    @Test("two pages writing one path: the same bytes are written once, different bytes are a conflict")
    func conflicts() throws {
        let site = try TestSite(files: [:])
        let session = try OutputSession(output: site.root.appendingPathComponent("out"))
        try session.write(OutputFile(path: "assets/shared.css", text: "a"))
        try session.write(OutputFile(path: "assets/shared.css", text: "a"))
        #expect(throws: OutputSession.Conflict.self) { try session.write(OutputFile(path: "assets/shared.css", text: "b")) }
        try session.write(OutputFile(path: "assets/shared.css", text: "c"), replacing: true)
        _ = try session.finish()
        #expect(site.read("out/assets/shared.css") == "c")
    }

    @Test("a file written in the build is read back as written: small or large, and after each replacement, whole or made of parts")
    func writtenBytesAreTheLastWrite() throws {
        let site = try TestSite(files: [:])
        let session = try OutputSession(output: site.root.appendingPathComponent("out"))
        let large = String(repeating: "x", count: 5_000)
        try session.write(OutputFile(path: "a/small.json", text: "{}"))
        try session.write(OutputFile(path: "a/large.json", text: large))
        #expect(session.writtenBytes(of: "a/small.json") == Array("{}".utf8))
        #expect(session.writtenBytes(of: "a/large.json") == Array(large.utf8))
        #expect(session.writtenBytes(of: "a/never.json") == nil)
        try session.write(OutputFile(path: "a/small.json", text: large), replacing: true)
        #expect(session.writtenBytes(of: "a/small.json") == Array(large.utf8))
        try session.write(OutputFile(path: "a/large.json", text: "[]"), replacing: true)
        #expect(session.writtenBytes(of: "a/large.json") == Array("[]".utf8))
        try session.write(OutputFile(path: "b.json", text: "1"))
        try session.write(OutputFile(path: "b.json", parts: [.bytes(Array("2".utf8)), .writtenFile(path: "a/large.json", indentation: 1)]), replacing: true)
        #expect(session.writtenBytes(of: "b.json") == Array("2 []".utf8))
        _ = try session.finish()
        #expect(site.read("out/b.json") == "2 []")
    }

    @Test("writes from many threads at once all land")
    func concurrentWrites() throws {
        let site = try TestSite(files: [:])
        let output = site.root.appendingPathComponent("out")
        let session = try OutputSession(output: output)
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            try? session.write(OutputFile(path: "page-\(index % 20)/file-\(index).txt", text: "\(index)"))
        }
        #expect(try session.finish().written == 200)
        #expect(site.read("out/page-7/file-187.txt") == "187")
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
