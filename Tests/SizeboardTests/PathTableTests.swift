@testable import Sizeboard
import Testing

@Suite("The manifest's tables by path: read in place, set and removed, written again by patching")
struct PathTableTests {
    private static let values: [String: UInt64] = ["a.md": 1, "b/c.md": 2, "b/d.md": .max, "ü.md": 0, "z": 7]

    private static func bytes(of table: PathTable<UInt64>) -> [UInt8] {
        var writer = NULFieldWriter()
        table.write(into: &writer)
        return writer.bytes
    }

    private static func read(_ bytes: [UInt8]) -> PathTable<UInt64>? {
        guard let read = PathTable<UInt64>.reading(bytes, from: 0), read.end == bytes.count else { return nil }
        return read.table
    }

    @Test("a table read from its bytes gives every value, and no other path")
    func readBack() throws {
        let table = try #require(Self.read(Self.bytes(of: PathTable(Self.values))))
        #expect(table.count == Self.values.count)
        for (path, value) in Self.values {
            #expect(table[path] == value)
        }
        for path in ["", "a", "a.m", "a.mdx", "b", "b/c", "zz", "0"] {
            #expect(table[path] == nil)
        }
        #expect(table == PathTable(Self.values))
        #expect(table.dictionary == Self.values)
    }

    @Test("changes made to a table read from bytes write the bytes a table of the changed values writes", arguments: [
        [("a.md", UInt64?.some(5))],
        [("a.md", nil)],
        [("0.md", 3), ("zz", 4), ("b/cc.md", 9)],
        [("z", nil), ("b/c.md", nil), ("a.md", nil), ("b/d.md", nil), ("ü.md", nil)],
        [("a.md", 1)],
        [("a.md", 5), ("a.md", 1)],
        [("new.md", 5), ("new.md", nil)],
        [("a.md", nil), ("a.md", 8)],
    ])
    func patched(changes: [(String, UInt64?)]) throws {
        var table = try #require(Self.read(Self.bytes(of: PathTable(Self.values))))
        var expected = Self.values
        for (path, value) in changes {
            table[path] = value
            expected[path] = value
        }
        #expect(table.count == expected.count)
        #expect(table.dictionary == expected)
        #expect(Self.bytes(of: table) == Self.bytes(of: PathTable(expected)))
        #expect(Self.bytes(of: table.compacted()) == Self.bytes(of: PathTable(expected)))
        #expect(Self.read(Self.bytes(of: table))?.dictionary == expected)
    }

    @Test("a table made equal to other values, told where they changed, finds the paths gone by itself")
    func updated() throws {
        let table = try #require(Self.read(Self.bytes(of: PathTable(Self.values))))
        var values = Self.values
        values["a.md"] = 9
        values["new.md"] = 1
        values["z"] = nil
        let updated = table.updated(to: values, changedAt: ["a.md", "new.md"])
        #expect(updated.dictionary == values)
        #expect(Self.bytes(of: updated) == Self.bytes(of: PathTable(values)))
        values["b/d.md"] = nil
        #expect(table.updated(to: values, changedAt: ["a.md", "new.md"]).dictionary == values)
    }

    @Test("bytes that are not such a table read as none", arguments: [
        "b\u{0}1\u{0}a\u{0}2\u{0}\u{0}",
        "a\u{0}1\u{0}a\u{0}2\u{0}\u{0}",
        "a\u{0}x\u{0}\u{0}",
        "a\u{0}1 2\u{0}\u{0}",
        "a\u{0}1\u{0}",
        "a\u{0}1\u{0}b\u{0}",
        "a\u{0}",
        "",
    ])
    func malformed(text: String) {
        #expect(PathTable<UInt64>.reading(Array(text.utf8), from: 0) == nil)
        #expect(PathTable<UInt64>.reading([0xFF, 0, UInt8(ascii: "1"), 0, 0], from: 0) == nil)
    }

    @Test("a page's stamp and the records keep every number through a table")
    func otherValues() throws {
        let stamps: [String: PageStamp] = ["a.md": PageStamp(inode: 1, size: -1, modified: .min, changed: .max)]
        var writer = NULFieldWriter()
        PathTable(stamps).write(into: &writer)
        #expect(PathTable<PageStamp>.reading(writer.bytes, from: 0)?.table.dictionary == stamps)
        let records: [String: PageHTMLRecord] = ["a.md": PageHTMLRecord(key: .max, hash: 0)]
        writer = NULFieldWriter()
        PathTable(records).write(into: &writer)
        #expect(PathTable<PageHTMLRecord>.reading(writer.bytes, from: 0)?.table.dictionary == records)
    }

    @Test("a value's field holds exactly its count of hexadecimal numbers", arguments: [
        ("0 ffffffffffffffff 10 a", 4, [0, UInt64.max, 16, 10] as [UInt64]?),
        ("7 8", 2, [7, 8]),
        ("7", 1, [7]),
        ("7 8", 4, nil),
        ("7 8 9", 2, nil),
        ("7  8", 2, nil),
        ("7 8 ", 2, nil),
        (" 7 8", 2, nil),
        ("7 G", 2, nil),
        ("7 10000000000000000", 2, nil),
        ("", 1, nil),
    ])
    func numbers(field: String, count: Int, expected: [UInt64]?) {
        let bytes = Array("a.md\u{0}\(field)\u{0}\u{0}".utf8)
        let numbers: [UInt64]? = switch count {
        case 1: PathTable<UInt64>.reading(bytes, from: 0)?.table["a.md"].map { [$0] }
        case 2: PathTable<PageHTMLRecord>.reading(bytes, from: 0)?.table["a.md"].map { [$0.key, $0.hash] }
        default: PathTable<PageStamp>.reading(bytes, from: 0)?.table["a.md"].map { [$0.inode, UInt64(bitPattern: $0.size), UInt64(bitPattern: $0.modified), UInt64(bitPattern: $0.changed)] }
        }
        #expect(numbers == expected)
    }
}
