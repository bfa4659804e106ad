import Foundation
@testable import Sizeboard
import Testing

@Suite("The output tree's snapshot: looking up the recorded paths finds every change the walk finds")
struct TreeSnapshotTests {
    @Test("a snapshot matches its tree and has its signature; each change makes it fail", arguments: 0..<FileTreeSignatureTests.changes.count)
    func changeFailsSnapshot(index: Int) throws {
        let site = try FileTreeSignatureTests().makeTree()
        let root = site.root.appendingPathComponent("out")
        let taken = TreeSnapshot.take(of: root.path, generation: 7)
        let snapshot = try #require(taken.snapshot, "the snapshot waits for the tree's times to settle")
        #expect(taken.signature == FileTree.signature(of: root.path))
        #expect(snapshot.signature == taken.signature)
        #expect(snapshot.values.count == 6 * 12 * 4 + 6 * 2)
        #expect(snapshot.matches(root: root.path))
        try FileTreeSignatureTests.changes[index].apply(root)
        #expect(!snapshot.matches(root: root.path), "\(FileTreeSignatureTests.changes[index].name)")
    }

    @Test("the encoding reads back; a cut, a wrong header or a missing path is refused")
    func encoding() throws {
        let site = try FileTreeSignatureTests().makeTree()
        let snapshot = try #require(TreeSnapshot.take(of: site.root.appendingPathComponent("out").path, generation: 42).snapshot)
        let encoded = snapshot.encoded
        #expect(TreeSnapshot(encoded: encoded) == snapshot)
        for cut in [0, 10, 30, 60, encoded.count / 2, encoded.count - 1] {
            #expect(TreeSnapshot(encoded: Array(encoded.prefix(cut))) == nil, "cut at \(cut)")
        }
        var otherHeader = encoded
        otherHeader[0] = UInt8(ascii: "S")
        #expect(TreeSnapshot(encoded: otherHeader) == nil)
        #expect(TreeSnapshot(encoded: encoded + Array("extra\0".utf8)) == nil)
        #expect(snapshot.isRegularFile.contains(true) && snapshot.isRegularFile.contains(false))
        var badFlag = encoded
        badFlag[encoded.count - snapshot.paths.count - 1] = 2
        #expect(TreeSnapshot(encoded: badFlag) == nil)
    }

    @Test("a build keeps the snapshot beside the output, and a build with nothing changed is up to date by it")
    func keptByBuild() throws {
        let site = try TestSite(files: ["Content/a.md": "---\ntitle: A\n---\nAlpha.\n", "Content/b.md": "---\ntitle: B\n---\nBeta.\n"])
        let output = site.root.appendingPathComponent("_site")
        let options = BuildOptions(projectRoot: site.root, outputDirectory: "_site")
        #expect(!SiteBuilder(options: options).build().failed)
        let snapshot = try #require(TreeSnapshot.read(for: output))
        #expect(snapshot.generation == SiteMarker.generation(inFolder: output.path))
        #expect(snapshot.matches(root: output.path))
        #expect(SiteBuilder(options: options).build().upToDate)
        try Data("by hand".utf8).write(to: output.appendingPathComponent("a/extra.html"))
        let rebuilt = SiteBuilder(options: options).build()
        #expect(!rebuilt.upToDate)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("a/extra.html").path))
    }
}
