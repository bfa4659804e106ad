#if os(Linux)
import Foundation
@testable import Sizeboard
import Testing

@Suite("The watch of the output tree vouches for it until anything in it, or in its spare, changes")
struct OutputWatchTests {
    /// The signature tests' tree at `out`, with an empty folder, and a spare tree at `spare`
    /// whose files are links to the tree's, as a caught-up spare's are; with the tree's snapshot.
    func watchedTree() throws -> (site: TestSite, root: URL, spare: URL, snapshot: TreeSnapshot) {
        let site = try FileTreeSignatureTests().makeTree()
        let root = site.root.appendingPathComponent("out")
        let spare = site.root.appendingPathComponent("spare")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("t0/empty"), withIntermediateDirectories: false)
        for folder in FileTree.listing(of: root.path).folders {
            try FileManager.default.createDirectory(at: spare.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in FileTree.listing(of: root.path).files {
            try FileManager.default.linkItem(at: root.appendingPathComponent(file), to: spare.appendingPathComponent(file))
        }
        let snapshot = try #require(TreeSnapshot.take(of: root.path, generation: 3).snapshot)
        return (site, root, spare, snapshot)
    }

    static let addedToEmptyFolder: FileTreeSignatureTests.Change = ("a file added to an empty folder", { root in
        try Data().write(to: root.appendingPathComponent("t0/empty/new.html"))
    })

    static let writtenThroughSpare: FileTreeSignatureTests.Change = ("a file written in place through its link in the spare", { root in
        let handle = try FileHandle(forWritingTo: root.deletingLastPathComponent().appendingPathComponent("spare/t1/m3/deep/page.html"))
        try handle.write(contentsOf: Data("X".utf8))
        try handle.close()
    })

    static let changes = FileTreeSignatureTests.changes + [addedToEmptyFolder, writtenThroughSpare]

    @Test("reading leaves it vouching; each change ends it", arguments: 0..<changes.count)
    func changeEndsVouching(index: Int) throws {
        let (site, root, spare, snapshot) = try watchedTree()
        let watch = try #require(OutputWatch.start(snapshot: snapshot, root: root, spare: spare))
        #expect(watch.vouches)
        _ = try Data(contentsOf: root.appendingPathComponent("t2/m2/deep/page.html"))
        _ = try Data(contentsOf: spare.appendingPathComponent("t2/m2/resolution.json"))
        #expect(watch.mayVouch && watch.vouches, "reading is not a change")
        try Self.changes[index].apply(root)
        #expect(!watch.mayVouch && !watch.vouches, "\(Self.changes[index].name)")
        withExtendedLifetime(site) {}
    }

    static let unvouched: [FileTreeSignatureTests.Change] = [
        ("a change made after the snapshot, before the watch started (found by its first look)", { root in
            try FileTreeSignatureTests.changes[0].apply(root)
        }),
        ("a folder of the spare that cannot be watched", { root in
            try FileManager.default.removeItem(at: root.deletingLastPathComponent().appendingPathComponent("spare/t4"))
        }),
    ]

    @Test("a watch started on a changed tree, or that cannot watch a folder, vouches for nothing", arguments: 0..<unvouched.count)
    func startsUnvouched(index: Int) throws {
        let (site, root, spare, snapshot) = try watchedTree()
        try Self.unvouched[index].apply(root)
        let watch = try #require(OutputWatch.start(snapshot: snapshot, root: root, spare: spare))
        #expect(!watch.vouches, "\(Self.unvouched[index].name)")
        withExtendedLifetime(site) {}
    }

    @Test("the folders of a snapshot: every folder holding an entry, the root as the empty path")
    func folders() throws {
        let (site, _, _, snapshot) = try watchedTree()
        let expected = [""] + (0..<6).flatMap { top in
            ["t\(top)"] + (0..<12).flatMap { middle in ["t\(top)/m\(middle)", "t\(top)/m\(middle)/deep"] }
        }
        #expect(snapshot.folders == expected.sorted(), "the empty folder holds nothing")
        withExtendedLifetime(site) {}
    }
}
#endif
