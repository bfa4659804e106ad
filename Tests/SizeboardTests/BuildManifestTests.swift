@testable import Sizeboard
import Testing

@Suite("The build manifest's file")
struct BuildManifestTests {
    @Test("what is written reads back equal: odd paths, a missing file's stamp, diagnostics, the pages' HTML records")
    func roundTrip() {
        let manifest = BuildManifest(
            fingerprint: .max,
            pages: ["Content/a b.md": 1, "Content/new\nline.md": .max, "Content/ü.md": 0],
            pageStamps: ["a b.md": PageStamp(inode: 7, size: 12, modified: 1_700_000_000_123_456_789, changed: 5), "gone.md": PageStamp(inode: 0, size: -1, modified: 0, changed: 0)],
            listedAt: 42,
            diagnostics: [.warning("w", "a \"quoted\"\nmessage", path: "Content/a b.md", at: SourcePosition(line: 2, column: 3))],
            fileCount: 3,
            generation: 9,
            treeSignature: 10,
            pageCount: 3,
            screenCount: 1,
            pageHTML: ["Content/a b.md": PageHTMLRecord(key: .max, hash: 3), "Content/ü.md": PageHTMLRecord(key: 0, hash: .max)]
        )
        #expect(BuildManifest(encoded: manifest.encoded) == manifest)
    }

    @Test("the tables are NUL-ended fields: paths, hexadecimal numbers, an empty field after each table")
    func tableBytes() {
        let manifest = BuildManifest(
            fingerprint: 1, pages: ["b.md": 2, "a.md": .max], pageStamps: ["a.md": PageStamp(inode: 3, size: -1, modified: 4, changed: 5)], listedAt: 6,
            diagnostics: [], fileCount: 1, generation: 1, treeSignature: 1, pageCount: 2, screenCount: 0,
            pageHTML: ["a.md": PageHTMLRecord(key: 7, hash: 8)], generatedFiles: ["index.html": GeneratedFileRecord(key: 9, hash: 0)]
        )
        let expected = "a.md\u{0}ffffffffffffffff\u{0}b.md\u{0}2\u{0}\u{0}a.md\u{0}3 ffffffffffffffff 4 5\u{0}\u{0}a.md\u{0}7 8\u{0}\u{0}index.html\u{0}9 0\u{0}\u{0}"
        #expect(manifest.encodedTables == Array(expected.utf8))
        #expect(BuildManifest(encoded: manifest.encoded) == manifest)
        var others = manifest
        others.pageHTML = ["c.md": PageHTMLRecord(key: 1, hash: 2), "a.md": PageHTMLRecord(key: 7, hash: 8), "0.md": PageHTMLRecord(key: 3, hash: 4)]
        #expect(String(decoding: others.encodedTables, as: UTF8.self).contains("\u{0}\u{0}0.md\u{0}3 4\u{0}a.md\u{0}7 8\u{0}c.md\u{0}1 2\u{0}\u{0}index.html"))
    }

    @Test("a table whose numbers are not the record's, or whose path is not UTF-8, reads as none", arguments: [
        "a.md\u{0}1\u{0}\u{0}a.md\u{0}1 2 3\u{0}\u{0}\u{0}\u{0}",
        "a.md\u{0}x\u{0}\u{0}\u{0}\u{0}\u{0}",
        "a.md\u{0}1\u{0}\u{0}\u{0}a.md\u{0}1  2\u{0}\u{0}\u{0}",
        "a.md\u{0}1\u{0}\u{0}\u{0}\u{0}\u{0}extra\u{0}",
        "a.md\u{0}1\u{0}\u{0}\u{0}\u{0}",
        "a.md\u{0}-1\u{0}\u{0}\u{0}\u{0}\u{0}",
        "a.md\u{0}A\u{0}\u{0}\u{0}\u{0}\u{0}",
        "a.md\u{0}10000000000000000\u{0}\u{0}\u{0}\u{0}\u{0}",
        "a.md\u{0}1\u{0}\u{0}a.md\u{0}1 2 3 4 5\u{0}\u{0}\u{0}\u{0}",
    ])
    func malformedTables(tables: String) {
        let manifest = BuildManifest(
            fingerprint: 1, pages: [:], pageStamps: [:], listedAt: 5, diagnostics: [], fileCount: 1, generation: 1, treeSignature: 1, pageCount: 0, screenCount: 0
        )
        let header = manifest.encoded.prefix { $0 != UInt8(ascii: "\n") } + [UInt8(ascii: "\n")]
        #expect(BuildManifest(encoded: Array(header) + Array("a.md\u{0}1\u{0}\u{0}\u{0}\u{0}\u{0}".utf8))?.pages == ["a.md": 1])
        #expect(BuildManifest(encoded: Array(header) + Array(tables.utf8)) == nil)
        #expect(BuildManifest(encoded: Array(header) + [0xFF, 0, UInt8(ascii: "1"), 0, 0, 0, 0, 0]) == nil)
    }

    @Test("a page count that the tables could not hold does not decide how much room they take")
    func damagedPageCount() {
        for pageCount in [Int.max, -1] {
            let manifest = BuildManifest(
                fingerprint: 1, pages: ["a.md": 2], pageStamps: [:], listedAt: 5,
                diagnostics: [], fileCount: 1, generation: 1, treeSignature: 1, pageCount: pageCount, screenCount: 0
            )
            #expect(BuildManifest(encoded: manifest.encoded) == manifest)
        }
    }

    @Test("a manifest of another format, or cut short, reads as none: the next build starts afresh")
    func otherFormats() {
        #expect(BuildManifest(encoded: Array("{\"fingerprint\":1}".utf8)) == nil)
        let manifest = BuildManifest(
            fingerprint: 1, pages: ["a.md": 2], pageStamps: ["a.md": PageStamp(inode: 1, size: 2, modified: 3, changed: 4)], listedAt: 5,
            diagnostics: [], fileCount: 1, generation: 1, treeSignature: 1, pageCount: 1, screenCount: 0
        )
        #expect(BuildManifest(encoded: Array(manifest.encoded.dropLast(3))) == nil)
    }

    @Test("the outline reads alone from the first line, and its digest follows every stamp")
    func outline() {
        let stamps = ["a.md": PageStamp(inode: 1, size: 2, modified: 3, changed: 4), "b/c.md": PageStamp(inode: 5, size: 6, modified: 7, changed: 8)]
        let manifest = BuildManifest(
            fingerprint: 1, pages: ["a.md": 2], pageStamps: PathTable(stamps), listedAt: 5,
            diagnostics: [], fileCount: 1, generation: 9, treeSignature: 10, pageCount: 2, screenCount: 0
        )
        let encoded = manifest.encoded
        let firstLine = Array(encoded[...encoded.firstIndex(of: UInt8(ascii: "\n"))!])
        #expect(BuildManifest.Outline(encoded: firstLine) == manifest.outline)
        #expect(BuildManifest.Outline(encoded: firstLine)?.generation == 9)
        #expect(PageStamp.digest(stamps) == manifest.outline.stampsDigest)
        var changes: [[String: PageStamp]] = []
        for key in stamps.keys {
            var touched = stamps
            touched[key]?.changed += 1
            changes.append(touched)
            var renamed = stamps
            renamed[key + "x"] = renamed.removeValue(forKey: key)
            changes.append(renamed)
            var removed = stamps
            removed[key] = nil
            changes.append(removed)
        }
        var added = stamps
        added["d.md"] = PageStamp(inode: 0, size: -1, modified: 0, changed: 0)
        changes.append(added)
        for changed in changes {
            #expect(PageStamp.digest(changed) != PageStamp.digest(stamps))
        }
    }
}
