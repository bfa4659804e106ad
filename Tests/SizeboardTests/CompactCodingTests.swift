@testable import Sizeboard
import Testing

@Suite("The compact binary form of the render cache's entries")
struct CompactCodingTests {
    private struct Sample: Codable, Equatable {
        enum Kind: String, Codable { case plain, fancy }
        var text: String
        var optionalText: String?
        var absent: Int?
        var numbers: [Int]
        var unsigned: UInt64
        var negative: Int64
        var fraction: Double
        var flag: Bool
        var kind: Kind
        var nested: [String: [Double?]]
        var positions: [SourcePosition]
    }

    private static let sample = Sample(
        text: "ü \"quoted\"\n\u{0}🙂", optionalText: "", absent: nil, numbers: [0, -1, .max, .min], unsigned: .max, negative: -42,
        fraction: -0.0, flag: true, kind: .fancy, nested: ["a": [1.5, nil, .infinity], "": []],
        positions: [SourcePosition(line: 3, column: 9)]
    )

    @Test("what is written reads back equal: strings, optionals, every number, enums, nested containers")
    func roundTrip() throws {
        let bytes = try CompactEncoder.encode(Self.sample)
        #expect(try CompactDecoder.decode(Sample.self, from: bytes[...]) == Self.sample)
    }

    @Test("bytes cut short, with a byte too many, or of another type are refused, never read wrong")
    func malformed() throws {
        let bytes = try CompactEncoder.encode(Self.sample)
        for length in [0, 1, 9, bytes.count / 2, bytes.count - 1] {
            #expect(throws: (any Error).self) { try CompactDecoder.decode(Sample.self, from: bytes[..<length]) }
        }
        #expect(throws: (any Error).self) { try CompactDecoder.decode(Sample.self, from: (bytes + [0])[...]) }
        #expect(throws: (any Error).self) { try CompactDecoder.decode([String].self, from: bytes[...]) }
    }

    @Test("a render cache entry with screens and diagnostics reads back equal")
    func cacheEntry() throws {
        let site = try TestSite(files: [
            "Content/a.md": "# A\n\n```screen\nid: one\nroot:\n  navigation:\n    stack:\n      - view: {title: List, content: list}\n```\n\n```screen\nid: two\nroot: {view: {title: X}}\nunknownKey: 1\n```\n",
        ])
        let output = MemoryOutput()
        _ = SiteBuilder(options: BuildOptions(projectRoot: site.root), availablePlugins: [], destination: output).build()
        let entries = output.cache.all
        #expect(entries.count == 1)
        for bytes in entries.values {
            let manifest = try #require(output.lastBuild)
            let hash = try #require(manifest.pages["Content/a.md"])
            let entry = try #require(PageCacheEntry.decode(bytes, path: "Content/a.md", slug: "a", hash: hash, fingerprint: manifest.fingerprint))
            #expect(entry.summary.screens.count == 1, "the second block has an error")
            #expect(!entry.diagnostics.isEmpty)
            #expect(PageCacheEntry.decode(entry.encoded, path: "Content/a.md", slug: "a", hash: entry.pageHash, fingerprint: entry.fingerprint) == entry)
        }
    }
}
