import Foundation
@testable import Sizeboard
import Testing

@Suite("The render cache's pack and index")
struct FolderPageCacheTests {
    private func temporaryOutput() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("page-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root.appendingPathComponent("site")
    }

    @Test("what is stored and saved reads back in a new process's cache, odd names included")
    func roundTrip() throws {
        let output = try temporaryOutput()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let entries: KeyValuePairs<String, [UInt8]> = ["posts/a": [1, 2, 3], "z": Array(repeating: 7, count: 1000), "ü/b c": []]
        let cache = FolderPageCache(output: output)
        for (name, bytes) in entries { #expect(cache.store(bytes, named: name, headLength: min(2, bytes.count))) }
        cache.save()
        let reopened = FolderPageCache(output: output)
        for (name, bytes) in entries { #expect(reopened.entry(named: name) == bytes) }
        for (name, bytes) in entries { #expect(reopened.head(named: name) == Array(bytes.prefix(2))) }
        #expect(reopened.entry(named: "missing") == nil)
    }

    @Test("entries are read back while they wait in memory, once a mebibyte of them is written, and after saving")
    func waitingEntries() throws {
        let output = try temporaryOutput()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let entries = (0..<5).map { index in (name: "page-\(index)", bytes: (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ index) }) }
        let cache = FolderPageCache(output: output)
        let pack = FolderPageCache.location(of: output).appendingPathComponent("pack-0").path
        for (number, entry) in entries.enumerated() {
            #expect(cache.store(entry.bytes, named: entry.name, headLength: 10))
            let written = (try? FileManager.default.attributesOfItem(atPath: pack)[.size] as? Int) ?? 0
            #expect(written == (number >= 3 ? 4 * 300_000 : 0), "written at the first mebibyte stored")
            for stored in entries.prefix(number + 1) {
                #expect(cache.entry(named: stored.name) == stored.bytes)
                #expect(cache.head(named: stored.name) == Array(stored.bytes.prefix(10)))
            }
        }
        cache.save()
        for entry in entries { #expect(cache.entry(named: entry.name) == entry.bytes) }
        let reopened = FolderPageCache(output: output)
        for entry in entries { #expect(reopened.entry(named: entry.name) == entry.bytes) }
    }

    @Test("an index cut short, of another format, or naming slots past the pack's end or heads past their entry's is an empty cache", arguments: [
        "cut", "header", "past the end", "head past the entry's end",
    ])
    func damagedIndex(damage: String) throws {
        let output = try temporaryOutput()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let cache = FolderPageCache(output: output)
        #expect(cache.store([1, 2, 3], named: "a", headLength: 1))
        cache.save()
        let index = FolderPageCache.location(of: output).appendingPathComponent("index")
        var bytes = try [UInt8](Data(contentsOf: index))
        switch damage {
        case "cut": bytes.removeLast(2)
        case "header": bytes[0] = UInt8(ascii: "S")
        case "past the end": bytes = Array("sizeboard-render-cache 4\u{0}0\u{0}a\u{0}7fffffffffffffff 7fffffffffffffff 0\u{0}\u{0}".utf8)
        default: bytes = Array("sizeboard-render-cache 4\u{0}0\u{0}a\u{0}0 3 4\u{0}\u{0}".utf8)
        }
        try Data(bytes).write(to: index)
        #expect(FolderPageCache(output: output).entry(named: "a") == nil)
        #expect(FolderPageCache(output: output).head(named: "a") == nil)
    }
}
