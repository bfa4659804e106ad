import Foundation
@testable import Sizeboard
import Testing

@Suite("The new tree's snapshot derived from the last one")
struct TreeSnapshotDerivationTests {
    /// Each entry's value by its path.
    static func entries(_ paths: [UInt8], _ values: [UInt64]) -> [String: UInt64] {
        Dictionary(zip(names(paths), values), uniquingKeysWith: { first, _ in first })
    }

    /// Whether each entry is a regular file, by its path.
    static func regularFiles(_ paths: [UInt8], _ isRegularFile: [Bool]) -> [String: Bool] {
        Dictionary(zip(names(paths), isRegularFile), uniquingKeysWith: { first, _ in first })
    }

    private static func names(_ paths: [UInt8]) -> [String] {
        paths.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func settle() {
        usleep(useconds_t(2 * TreeSnapshot.settleMargin / 1000))
    }

    /// A live tree and a spare one whose files are hard links to the live ones, linked before
    /// the live tree's snapshot is taken (as the last build's sync did), then the spare changed
    /// as a build changes it: a file replaced, one added in a new folder, one removed.
    /// `spareBefore` is the spare tree's snapshot before the changes, as set aside when it stopped
    /// being live.
    private func trees() throws -> (root: URL, live: String, spare: String, last: TreeSnapshot, spareBefore: TreeSnapshot) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("derivation-\(UUID().uuidString)")
        let live = root.path + "/live", spare = root.path + "/spare"
        for path in ["top.html", "a/one.html", "a/two.html", "b/gone.html", "b/kept.html", "e/untouched.html", SiteMarker.name] {
            try write("live \(path)", to: live + "/" + path)
            try FileManager.default.createDirectory(atPath: ((spare + "/" + path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(link(live + "/" + path, spare + "/" + path) == 0)
        }
        settle()
        let last = try #require(TreeSnapshot.take(of: live, generation: 1).snapshot)
        let spareBefore = try #require(TreeSnapshot.take(of: spare, generation: 9).snapshot)
        unlink(spare + "/a/two.html")
        try write("new bytes", to: spare + "/a/two.html")
        try write("added", to: spare + "/c/d/added.html")
        unlink(spare + "/b/gone.html")
        unlink(spare + "/" + SiteMarker.name)
        try write("new marker", to: spare + "/" + SiteMarker.name)
        settle()
        return (root, live, spare, last, spareBefore)
    }

    @Test("untouched files keep their values; touched files, every folder and new folders are looked up; the result is the tree's")
    func derivedIsTheTree() throws {
        let (root, _, spare, last, _) = try trees()
        defer { try? FileManager.default.removeItem(at: root) }
        let files: [String: UInt64] = ["top.html": 1, "a/one.html": 2, "a/two.html": 3, "b/kept.html": 4, "c/d/added.html": 5]
        let derived = try #require(TreeSnapshot.derived(from: last, of: spare, generation: 2, files: files, touched: ["a/two.html", "c/d/added.html", "b/gone.html"]))
        let walked = FileTree.entries(of: spare)
        #expect(Self.entries(derived.snapshot.paths, derived.snapshot.values) == Self.entries(walked.paths, walked.values))
        #expect(Self.regularFiles(derived.snapshot.paths, derived.snapshot.isRegularFile) == Self.regularFiles(walked.paths, walked.isRegularFile))
        #expect(derived.signature == walked.signature)
        #expect(derived.snapshot.generation == 2)
        #expect(derived.snapshot.matches(root: spare))
        let again = try #require(TreeSnapshot.derived(from: derived.snapshot, of: spare, generation: 3, files: files, touched: []))
        #expect(Self.entries(again.snapshot.paths, again.snapshot.values) == Self.entries(walked.paths, walked.values))
        #expect(again.snapshot.matches(root: spare))
    }

    @Test("with the spare tree's own snapshot, a folder above no touched path keeps its value from it, unlooked-up; the result is the tree's")
    func foldersFromTheSpareSnapshot() throws {
        let (root, _, spare, last, spareBefore) = try trees()
        defer { try? FileManager.default.removeItem(at: root) }
        let files: [String: UInt64] = ["top.html": 1, "a/one.html": 2, "a/two.html": 3, "b/kept.html": 4, "c/d/added.html": 5, "e/untouched.html": 6]
        let touched: Set<String> = ["a/two.html", "c/d/added.html", "b/gone.html"]
        let derived = try #require(TreeSnapshot.derived(from: last, spare: spareBefore, of: spare, generation: 2, files: files, touched: touched))
        let walked = FileTree.entries(of: spare)
        #expect(Self.entries(derived.snapshot.paths, derived.snapshot.values) == Self.entries(walked.paths, walked.values))
        #expect(Self.regularFiles(derived.snapshot.paths, derived.snapshot.isRegularFile) == Self.regularFiles(walked.paths, walked.isRegularFile))
        #expect(derived.snapshot.matches(root: spare))

        var stale = spareBefore
        let names = stale.paths.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let folderA = try #require(names.firstIndex(of: "a")), folderE = try #require(names.firstIndex(of: "e"))
        stale.values[folderA] = 1
        stale.values[folderE] = 2
        let trusting = try #require(TreeSnapshot.derived(from: last, spare: stale, of: spare, generation: 2, files: files, touched: touched))
        let values = Self.entries(trusting.snapshot.paths, trusting.snapshot.values)
        #expect(values["a"] == Self.entries(walked.paths, walked.values)["a"], "a folder above a touched path is looked up")
        #expect(values["e"] == 2, "an untouched folder's value is the spare snapshot's")
        #expect(!trusting.snapshot.matches(root: spare), "a stale value is a mismatch the next build's check finds")

        try write("in a new folder", to: spare + "/e/g/new.html")
        settle()
        let deeper = try #require(TreeSnapshot.derived(
            from: last, spare: spareBefore, of: spare, generation: 2, files: files.merging(["e/g/new.html": 7]) { $1 }, touched: touched.union(["e/g/new.html"])
        ))
        let walkedAgain = FileTree.entries(of: spare)
        #expect(Self.entries(deeper.snapshot.paths, deeper.snapshot.values) == Self.entries(walkedAgain.paths, walkedAgain.values), "a folder above a new folder is looked up")
        #expect(deeper.snapshot.matches(root: spare))
    }

    @Test("a tree written from empty, every file touched, is looked up file by file with its folders and marker: the result is the tree's")
    func derivedFromEmpty() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("derivation-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = ["index.html", "a/b/c.html", "a/d.html", "e/f.svg"]
        for path in files + [SiteMarker.name] {
            try write("written \(path)", to: root.path + "/" + path)
        }
        settle()
        let derived = try #require(TreeSnapshot.derived(from: nil, of: root.path, generation: 3, files: Dictionary(uniqueKeysWithValues: files.map { ($0, UInt64(0)) }), touched: nil))
        let walked = FileTree.entries(of: root.path)
        #expect(Self.entries(derived.snapshot.paths, derived.snapshot.values) == Self.entries(walked.paths, walked.values))
        #expect(Self.regularFiles(derived.snapshot.paths, derived.snapshot.isRegularFile) == Self.regularFiles(walked.paths, walked.isRegularFile))
        #expect(derived.signature == walked.signature)
        #expect(derived.snapshot.matches(root: root.path))
    }

    /// `files` and the marker created below a new temporary folder as an output session creates
    /// them, each file's entry taken as it is written; then `change` applied to the folder, and
    /// the snapshot derived from those entries. The caller removes `root`.
    private func writtenTree(_ files: [String], settled: Bool, change: (URL) throws -> Void = { _ in }) throws -> (root: URL, derived: (signature: UInt64, snapshot: TreeSnapshot)?) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("derivation-\(UUID().uuidString)")
        var written: [String: TreeSnapshot.WrittenEntry] = [:]
        for path in files {
            try FileManager.default.createDirectory(atPath: (root.path + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let status = try #require(try FileStatus.create(root.path + "/" + path, contents: Array("written \(path)".utf8)))
            written[path] = TreeSnapshot.WrittenEntry(path: path, status: status)
        }
        try write("marker", to: root.path + "/" + SiteMarker.name)
        if settled { settle() }
        try change(root)
        if settled { settle() }
        let derived = TreeSnapshot.derived(from: nil, of: root.path, generation: 3, files: Dictionary(uniqueKeysWithValues: files.map { ($0, UInt64(0)) }), touched: nil, written: written)
        return (root, derived)
    }

    @Test("files created from empty with their entries taken as they were written are not looked up, and the result is the tree's")
    func derivedFromWrittenEntries() throws {
        let (root, result) = try writtenTree(["index.html", "a/b/c.html", "a/d.html", "e/f.svg"], settled: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let derived = try #require(result)
        let walked = FileTree.entries(of: root.path)
        #expect(Self.entries(derived.snapshot.paths, derived.snapshot.values) == Self.entries(walked.paths, walked.values))
        #expect(Self.regularFiles(derived.snapshot.paths, derived.snapshot.isRegularFile) == Self.regularFiles(walked.paths, walked.isRegularFile))
        #expect(derived.signature == walked.signature)
        #expect(derived.snapshot.matches(root: root.path))
    }

    @Test("an entry taken as a file was written and left stale by a later change gives a snapshot the next check refuses")
    func staleWrittenEntryIsRefusedLater() throws {
        let (root, result) = try writtenTree(["index.html", "a/d.html"], settled: true) { root in
            unlink(root.path + "/a/d.html")
            try write("changed by hand", to: root.path + "/a/d.html")
        }
        defer { try? FileManager.default.removeItem(at: root) }
        let derived = try #require(result)
        #expect(!derived.snapshot.matches(root: root.path))
    }

    @Test("an entry taken a moment ago, its file replaced at once, is looked up again or the tree is left to be walked: never a snapshot the tree does not match")
    func recentWrittenEntryIsNotTrusted() throws {
        let (root, result) = try writtenTree(["index.html", "a/d.html"], settled: false) { root in
            unlink(root.path + "/a/d.html")
            try write("replaced at once", to: root.path + "/a/d.html")
        }
        defer { try? FileManager.default.removeItem(at: root) }
        guard let derived = result else { return }
        let walked = FileTree.entries(of: root.path)
        #expect(Self.entries(derived.snapshot.paths, derived.snapshot.values) == Self.entries(walked.paths, walked.values))
        #expect(derived.snapshot.matches(root: root.path))
    }

    @Test("a touched file left out of `touched` is caught by the walk's comparison: the derivation trusts the session's word")
    func untoldChangeDiffers() throws {
        let (root, _, spare, last, _) = try trees()
        defer { try? FileManager.default.removeItem(at: root) }
        let files: [String: UInt64] = ["top.html": 1, "a/one.html": 2, "a/two.html": 3, "b/kept.html": 4, "c/d/added.html": 5]
        let derived = try #require(TreeSnapshot.derived(from: last, of: spare, generation: 2, files: files, touched: ["c/d/added.html"]))
        #expect(!derived.snapshot.matches(root: spare))
    }

    @Test("a file of the new tree that is not there, or an entry changed a moment ago, leaves the tree to be walked")
    func refusals() throws {
        let (root, _, spare, last, _) = try trees()
        defer { try? FileManager.default.removeItem(at: root) }
        let files: [String: UInt64] = ["top.html": 1, "a/one.html": 2, "a/two.html": 3, "b/kept.html": 4, "c/d/added.html": 5]
        #expect(TreeSnapshot.derived(from: last, of: spare, generation: 2, files: files.merging(["missing.html": 6]) { $1 }, touched: ["a/two.html", "c/d/added.html", "missing.html"]) == nil)
        try write("just now", to: spare + "/a/two.html")
        // Its time a second ahead: a change the derivation never sees as settled, however long a
        // loaded machine takes to start it after the write.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(1)], ofItemAtPath: spare + "/a/two.html")
        #expect(TreeSnapshot.derived(from: last, of: spare, generation: 2, files: files, touched: ["a/two.html", "c/d/added.html"]) == nil)
    }
}
