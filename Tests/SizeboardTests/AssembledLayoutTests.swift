import Foundation
@testable import Sizeboard
import Testing

/// A file made of parts, written again with the live file's layout: the parts the layout names
/// are copied from the live file without reading their sources.
@Suite("Files made of parts: unchanged parts copied from the live file by their recorded place")
struct AssembledLayoutTests {
    /// The sources of the parts, and which of them the writer read.
    final class Sources: @unchecked Sendable {
        var files: [String: String]
        var reads: [String] = []

        init(_ files: [String: String]) {
            self.files = files
        }

        func bytes(_ path: String) -> [UInt8]? {
            reads.append(path)
            return files[path].map { Array($0.utf8) }
        }

        func hash(_ path: String) -> UInt64? {
            files[path].map { StableHash.of(contents: Array($0.utf8)) }
        }
    }

    static let pages = ["a/page.json", "b/page.json", "c/page.json"]

    /// Writes `file` into a fresh spare file from `sources`, with the live file's `layout`, then
    /// makes it the live file as a commit would; the outcome.
    func write(_ file: OutputFile, _ sources: Sources, layout: AssembledLayout?, in folder: URL) throws -> AssembledFileWriter.Outcome {
        let live = folder.appendingPathComponent("live.json").path
        let spare = folder.appendingPathComponent("spare.json").path
        unlink(spare)
        let writer = AssembledFileWriter(spareFile: spare, liveFile: live, writtenFile: sources.bytes, writtenHash: sources.hash, liveLayout: layout)
        let outcome = try writer.write(file)
        unlink(live)
        #expect(rename(spare, live) == 0)
        return outcome
    }

    func expected(_ sources: Sources, _ pages: [String]) -> String {
        String(decoding: AssembledFileTests.document(pages).assembled { sources.files[$0].map { Array($0.utf8) } } ?? [], as: UTF8.self)
    }

    @Test("an edit reads the edited part alone; nothing changed reads none and links; the bytes are always the parts'")
    func layoutCopies() throws {
        let site = try TestSite(files: [:])
        let sources = Sources(["a/page.json": "{\n  \"a\" : 1\n}\n", "b/page.json": "{\n  \"b\" : 2\n}\n", "c/page.json": "{}\n"])
        let file = AssembledFileTests.document(Self.pages)
        let live = site.root.appendingPathComponent("live.json")
        let first = try write(file, sources, layout: nil, in: site.root)
        #expect(sources.reads == Self.pages)
        #expect(site.read("live.json") == expected(sources, Self.pages))
        #expect(first.layout.length == expected(sources, Self.pages).utf8.count)

        sources.reads = []
        sources.files["b/page.json"] = "{\n  \"b\" : 3,\n  \"more\" : true\n}\n"
        let edited = try write(file, sources, layout: first.layout, in: site.root)
        #expect(sources.reads == ["b/page.json"], "the unchanged pages are copied from the live file")
        #expect(edited.written)
        #expect(site.read("live.json") == expected(sources, Self.pages))

        sources.reads = []
        let unchanged = try write(file, sources, layout: edited.layout, in: site.root)
        #expect(sources.reads.isEmpty)
        #expect(!unchanged.written)
        #expect(unchanged.hash == edited.hash)
        #expect(site.read("live.json") == expected(sources, Self.pages))

        sources.reads = []
        let reordered = AssembledFileTests.document(["c/page.json", "a/page.json"])
        _ = try write(reordered, sources, layout: unchanged.layout, in: site.root)
        #expect(sources.reads.isEmpty, "parts moved and dropped are still copied by their place")
        #expect(site.read("live.json") == expected(sources, ["c/page.json", "a/page.json"]))

        try Data("[]\n".utf8).write(to: live)
        sources.reads = []
        _ = try write(file, sources, layout: unchanged.layout, in: site.root)
        #expect(sources.reads == Self.pages, "a layout whose length is not the live file's is not used")
        #expect(site.read("live.json") == expected(sources, Self.pages))
    }

    @Test("the pair of trees is a header line, then NUL-ended fields with hexadecimal numbers")
    func treePairBytes() {
        let layout = AssembledLayout(parts: [AssembledLayout.Part(identity: 255, length: 16, hash: 1)])
        let trees = TreePair(liveGeneration: 10, spareGeneration: 11, liveFiles: ["b": 2, "a": .max], differing: ["b"], layouts: ["r.json": layout])
        let part = "00000000000000ff" + "0000000000000010" + "0000000000000001"
        let expected = "sizeboard-trees 3 a b\na\u{0}ffffffffffffffff\u{0}b\u{0}2\u{0}\u{0}b\u{0}\u{0}r.json\u{0}1\u{0}\(part)\u{0}"
        #expect(trees.encoded == Array(expected.utf8))
        #expect(TreePair(encoded: Array(expected.utf8)) == trees)
        #expect(TreePair(encoded: Array(expected.utf8.dropLast())) == nil)
        #expect(TreePair(encoded: Array(expected.replacingOccurrences(of: "0ff0", with: "0fg0").utf8)) == nil)
        #expect(TreePair(encoded: Array(expected.replacingOccurrences(of: "1\u{0}00000000000000ff", with: "2\u{0}00000000000000ff").utf8)) == nil)
    }

    @Test("layouts survive the pair of trees' encoding")
    func encoding() throws {
        let layout = AssembledLayout(parts: [
            AssembledLayout.Part(identity: .max, length: 0, hash: 1),
            AssembledLayout.Part(identity: 7, length: 1 << 40, hash: 0),
        ])
        let trees = TreePair(liveGeneration: 1, spareGeneration: 2, liveFiles: ["a": 3, "resolution.json": layout.hash], differing: ["a"], layouts: ["resolution.json": layout, "z/empty.json": AssembledLayout(parts: [])])
        #expect(TreePair(encoded: trees.encoded) == trees)
        let none = TreePair(liveGeneration: 1, spareGeneration: 2, liveFiles: [:], differing: [], layouts: [:])
        #expect(TreePair(encoded: none.encoded) == none)
        var truncated = trees.encoded
        truncated.removeLast(3)
        truncated.append(0)
        #expect(TreePair(encoded: truncated) == nil)
    }

    @Test("a layout's hash moves with any part's length or hash and with their order; a file part's identity moves with its path, indentation and hash, and is no bytes' identity", arguments: [
        (0, 0 as UInt64, 0), (1, 0xf, 7), (1 << 40, .max, 12), (123_456_789, 0x10, -3),
    ])
    func textForms(length: Int, hash: UInt64, indentation: Int) {
        let parts = [AssembledLayout.Part(identity: 1, length: length, hash: hash), AssembledLayout.Part(identity: 2, length: 3, hash: 0xabc)]
        let layoutHash = AssembledLayout(parts: parts).hash
        #expect(AssembledLayout(parts: parts).hash == layoutHash)
        #expect(AssembledLayout(parts: [AssembledLayout.Part(identity: 1, length: length + 1, hash: hash), parts[1]]).hash != layoutHash)
        #expect(AssembledLayout(parts: [AssembledLayout.Part(identity: 1, length: length, hash: hash ^ 1), parts[1]]).hash != layoutHash)
        #expect(AssembledLayout(parts: parts.reversed()).hash != layoutHash)
        #expect(AssembledLayout(parts: Array(parts.prefix(1))).hash != layoutHash)
        let path = "posts/é/resolution.json"
        let identity = AssembledLayout.identity(ofFile: path, indentation: indentation, hash: hash)
        #expect(AssembledLayout.identity(ofFile: path, indentation: indentation, hash: hash) == identity)
        #expect(AssembledLayout.identity(ofFile: path + "x", indentation: indentation, hash: hash) != identity)
        #expect(AssembledLayout.identity(ofFile: path, indentation: indentation + 1, hash: hash) != identity)
        #expect(AssembledLayout.identity(ofFile: path, indentation: indentation, hash: hash ^ 1) != identity)
        #expect(AssembledLayout.identity(ofBytes: Array(path.utf8)) != identity)
    }
}
