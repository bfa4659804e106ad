@testable import Sizeboard
import Testing

@Suite("Sorted tables of the companion files written again by patching their last bytes")
struct SortedTablePatchTests {
    /// A pair of trees of `count` files, with paths of several depths and some non-ASCII ones.
    private static func pair(count: Int, generator: inout IncrementalOutputTests.SeededRandom) -> TreePair {
        var files: [String: UInt64] = [:]
        for index in 0..<count {
            let folder = ["a", "b/c", "é", "z", "posts/\(index % 7)"][index % 5]
            files["\(folder)/\(index)-\(UInt64.random(in: 0...999, using: &generator)).html"] = UInt64.random(in: 0...UInt64.max, using: &generator)
        }
        return TreePair(liveGeneration: 1, spareGeneration: 2, liveFiles: files, differing: [])
    }

    @Test("the patched bytes are the encoded bytes after random changes, additions and removals", arguments: 0..<40)
    func randomChanges(seed: Int) throws {
        var generator = IncrementalOutputTests.SeededRandom(state: UInt64(seed))
        let last = Self.pair(count: Int.random(in: 0...300, using: &generator), generator: &generator)
        var next = last
        next.liveGeneration = 3
        next.spareGeneration = 1
        var changed: Set<String> = []
        let paths = Array(last.liveFiles.keys).sorted()
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0 where !paths.isEmpty:
                let path = paths.randomElement(using: &generator)!
                next.liveFiles[path] = nil
                changed.insert(path)
            case 1 where !paths.isEmpty:
                let path = paths.randomElement(using: &generator)!
                next.liveFiles[path] = UInt64.random(in: 0...UInt64.max, using: &generator)
                changed.insert(path)
            case 2 where !paths.isEmpty:
                changed.insert(paths.randomElement(using: &generator)!)
            default:
                let path = ["", "0", "b/c/", "zz/", "é/", "a/new-"].randomElement(using: &generator)! + "\(Int.random(in: 0...99, using: &generator)).html"
                next.liveFiles[path] = UInt64.random(in: 0...UInt64.max, using: &generator)
                changed.insert(path)
            }
        }
        next.differing = Set(changed.prefix(3))
        let patched = try #require(next.encoded(patching: last.encoded, changed: changed))
        #expect(patched == next.encoded)
        #expect(TreePair(encoded: patched) == next)
    }

    @Test("a changed path that sorts first, last or between every row lands in its place")
    func placement() throws {
        let last = TreePair(liveGeneration: 1, spareGeneration: 0, liveFiles: ["b": 1, "d": 2, "f": 3], differing: [])
        var next = last
        next.liveFiles = ["a": 9, "b": 1, "c": 9, "e": 9, "f": 4, "g": 9]
        next.liveFiles["d"] = nil
        let patched = try #require(next.encoded(patching: last.encoded, changed: ["a", "c", "d", "e", "f", "g"]))
        #expect(patched == next.encoded)
    }

    @Test("last bytes that are not a table of distinct paths in order are refused", arguments: [
        "sizeboard-trees 3 1 0\nb\u{0}1\u{0}a\u{0}2\u{0}\u{0}\u{0}",
        "sizeboard-trees 3 1 0\na\u{0}1\u{0}a\u{0}2\u{0}\u{0}\u{0}",
        "sizeboard-trees 3 1 0\na\u{0}1\u{0}b",
        "sizeboard-trees 3 1 0\na\u{0}1",
        "no header line",
    ])
    func refused(base: String) {
        let next = TreePair(liveGeneration: 2, spareGeneration: 1, liveFiles: ["a": 1], differing: [])
        #expect(next.encoded(patching: Array(base.utf8), changed: ["a"]) == nil)
    }

    @Test("writing with a base that cannot be patched writes the whole pair")
    func fallback() throws {
        let site = try TestSite(files: [:])
        let output = site.root.appendingPathComponent("site")
        let next = TreePair(liveGeneration: 2, spareGeneration: 1, liveFiles: ["a": 1, "b": 2], differing: ["b"])
        let written = try #require(next.write(for: output, patching: (Array("not a pair".utf8), ["a"])))
        #expect(written == next.encoded)
        #expect(TreePair.recorded(for: output)?.pair == next)
    }
}
