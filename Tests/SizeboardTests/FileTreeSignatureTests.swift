import Foundation
@testable import Sizeboard
import Testing

@Suite("The output tree's signature: any change to any entry at any depth changes it")
struct FileTreeSignatureTests {
    /// A tree of 3 levels of folders, wide enough that the walk shares folders among threads.
    func makeTree() throws -> TestSite {
        var files: [String: String] = [:]
        for top in 0..<6 {
            for middle in 0..<12 {
                files["out/t\(top)/m\(middle)/deep/page.html"] = "page \(top) \(middle)"
                files["out/t\(top)/m\(middle)/resolution.json"] = "{}"
            }
            files["out/t\(top)/index.html"] = "top \(top)"
        }
        return try TestSite(files: files)
    }

    typealias Change = (name: String, apply: @Sendable (URL) throws -> Void)

    static let changes: [Change] = [
        ("a deep file written in place", { root in
            let handle = try FileHandle(forWritingTo: root.appendingPathComponent("t5/m11/deep/page.html"))
            try handle.write(contentsOf: Data("X".utf8))
            try handle.close()
        }),
        ("a file added at the top", { root in try Data().write(to: root.appendingPathComponent("new.html")) }),
        ("a deep file added", { root in try Data().write(to: root.appendingPathComponent("t3/m7/deep/new.html")) }),
        ("a deep file removed", { root in try FileManager.default.removeItem(at: root.appendingPathComponent("t0/m0/deep/page.html")) }),
        ("a file renamed", { root in
            try FileManager.default.moveItem(at: root.appendingPathComponent("t2/m4/resolution.json"), to: root.appendingPathComponent("t2/m4/other.json"))
        }),
        ("an empty folder added", { root in try FileManager.default.createDirectory(at: root.appendingPathComponent("t1/m1/deep/more"), withIntermediateDirectories: false) }),
        ("a symbolic link added", { root in
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("t4/m2/link").path, withDestinationPath: "deep")
        }),
    ]

    @Test("unchanged, the same value twice; then each change moves it", arguments: 0..<changes.count)
    func changeMovesSignature(index: Int) throws {
        let site = try makeTree()
        let root = site.root.appendingPathComponent("out")
        let before = FileTree.signature(of: root.path)
        #expect(FileTree.signature(of: root.path) == before)
        try Self.changes[index].apply(root)
        #expect(FileTree.signature(of: root.path) != before, "\(Self.changes[index].name)")
    }
}
