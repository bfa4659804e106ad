import Foundation
@testable import Sizeboard
import Testing

@Suite("Incremental builds equal clean builds, and rewrite only what changed")
struct IncrementalOutputTests {
    /// A deterministic generator, so a failure can be replayed.
    struct SeededRandom: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state ^ (state >> 29)
        }
    }

    /// Every file below `root` (the marker aside), with its bytes and inode.
    func tree(_ root: URL) -> [String: (bytes: [UInt8], inode: UInt64)] {
        var files: [String: (bytes: [UInt8], inode: UInt64)] = [:]
        for path in FileTree.listing(of: root.path).files where path != SiteMarker.name {
            let full = root.path + "/" + path
            files[path] = (FileTree.bytes(at: full) ?? [], FileStatus(full)?.inode ?? 0)
        }
        return files
    }

    func page(title: String, body: String, screen: Bool) -> String {
        let figure = screen ? "\n```screen\nid: main\nenvironments: [iphone-se-portrait]\nroot:\n  view: {title: \(title), content: list, rows: 2}\n```\n" : ""
        return "---\ntitle: \(title)\n---\n\n\(body)\n\(figure)"
    }

    func build(_ site: TestSite, output: String, jobs: Int) -> BuildReport {
        var options = BuildOptions(projectRoot: site.root, jobs: jobs)
        options.outputDirectory = site.root.appendingPathComponent(output).path
        return SiteBuilder(options: options).build()
    }

    @Test("random edits, adds, deletes, renames and a title change: each incremental build equals a clean one at --jobs 1")
    func randomChanges() throws {
        var random = SeededRandom(state: 12)
        var pages: [String: String] = [:]
        for index in 0..<24 {
            let folder = ["", "guide/", "notes/"][index % 3]
            pages["Content/\(folder)page-\(index).md"] = page(title: "Page \(index)", body: "Body \(index).", screen: index % 5 == 0)
        }
        let site = try TestSite(files: pages)
        var next = 24
        #expect(!build(site, output: "live", jobs: 2).failed)
        expectSnapshotIsTheTree(site.root.appendingPathComponent("live"), "the clean build")
        var last = tree(site.root.appendingPathComponent("live"))
        for round in 0..<6 {
            var edited: [String] = []
            let names = pages.keys.sorted()
            let edit = names[Int(random.next() % UInt64(names.count))]
            pages[edit] = page(title: titleOf(pages[edit]!), body: "Edited in round \(round).", screen: pages[edit]!.contains("```screen"))
            edited.append(edit)
            if round % 2 == 1 {
                let removed = names[Int(random.next() % UInt64(names.count))]
                if removed != edit { pages[removed] = nil }
                pages["Content/guide/page-\(next).md"] = page(title: "Page \(next)", body: "New.", screen: next % 2 == 0)
                next += 1
            }
            if round == 2, let renamed = pages.keys.sorted().first(where: { $0 != edit }) {
                pages["Content/notes/renamed-\(round).md"] = pages[renamed]
                pages[renamed] = nil
            }
            if round == 4, let retitled = pages.keys.sorted().last {
                pages[retitled] = pages[retitled]!.replacingOccurrences(of: "title: ", with: "title: Moved ")
            }
            try write(pages, to: site)
            let report = build(site, output: "live", jobs: 2)
            #expect(!report.failed)
            let clean = build(site, output: "clean-\(round)", jobs: 1)
            #expect(!clean.failed)
            let incremental = tree(site.root.appendingPathComponent("live"))
            let fresh = tree(site.root.appendingPathComponent("clean-\(round)"))
            #expect(incremental.keys.sorted() == fresh.keys.sorted(), "round \(round): the same files")
            for (path, file) in incremental where fresh[path]?.bytes != file.bytes {
                Issue.record("round \(round): \(path) differs from a clean build")
            }
            #expect(SiteMarker.generation(inFolder: site.root.appendingPathComponent("live").path)
                == SiteMarker.generation(inFolder: site.root.appendingPathComponent("clean-\(round)").path))
            expectSnapshotIsTheTree(site.root.appendingPathComponent("live"), "round \(round)")
            for (path, file) in incremental {
                if let before = last[path], before.bytes == file.bytes {
                    #expect(before.inode == file.inode, "round \(round): \(path) kept its bytes but was rewritten")
                }
            }
            if round == 0 {
                let slug = String(edit.dropFirst("Content/".count).dropLast(3))
                let rewritten = incremental.keys.filter { last[$0]?.inode != incremental[$0]?.inode }
                let expected = rewritten.allSatisfy { $0.hasPrefix(slug + "/") || $0.hasPrefix("index") || $0 == "resolution.json" }
                #expect(expected, "round 0: an edit rewrites only its page's files, the index and resolution.json: \(rewritten.sorted())")
            }
            last = incremental
        }
    }

    /// The snapshot kept beside `output`, when one is, holds the tree's entries with their values.
    func expectSnapshotIsTheTree(_ output: URL, _ build: String) {
        guard let snapshot = TreeSnapshot.read(for: output) else { return }
        let walked = FileTree.entries(of: output.path)
        #expect(TreeSnapshotDerivationTests.entries(snapshot.paths, snapshot.values) == TreeSnapshotDerivationTests.entries(walked.paths, walked.values),
                "\(build): the snapshot kept is the tree's")
    }

    @Test("the render cache lives beside the output; a file deleted by hand from the output is rebuilt")
    func cacheBesideOutput() throws {
        let site = try TestSite(files: [
            "Content/a.md": page(title: "A", body: "Alpha.", screen: true),
            "Content/b.md": page(title: "B", body: "Beta.", screen: true),
        ])
        #expect(!build(site, output: "live", jobs: 2).failed)
        let cache = site.root.appendingPathComponent(".live.cache")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 2)
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("Content/.live.cache").path))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("live/a/main/iphone-se-portrait.svg"))
        try Data(page(title: "B", body: "Beta edited.", screen: true).utf8).write(to: site.root.appendingPathComponent("Content/b.md"))
        #expect(!build(site, output: "live", jobs: 2).failed)
        #expect(!build(site, output: "clean", jobs: 1).failed)
        let incremental = tree(site.root.appendingPathComponent("live"))
        let fresh = tree(site.root.appendingPathComponent("clean"))
        #expect(incremental.keys.sorted() == fresh.keys.sorted())
        #expect(incremental.allSatisfy { fresh[$0.key]?.bytes == $0.value.bytes })
    }

    /// Whether the site built at `output` equals a clean build of the same pages into `clean`.
    func equalsCleanBuild(_ site: TestSite, output: String, clean: String) -> Bool {
        let incremental = tree(site.root.appendingPathComponent(output))
        #expect(!build(site, output: clean, jobs: 1).failed)
        let fresh = tree(site.root.appendingPathComponent(clean))
        let missing = Set(fresh.keys).symmetricDifference(incremental.keys)
        let different = incremental.keys.filter { fresh[$0] != nil && fresh[$0]?.bytes != incremental[$0]?.bytes }
        #expect(missing.isEmpty && different.isEmpty, "\(output) against \(clean): in one only \(missing.sorted()), different \(different.sorted())")
        return missing.isEmpty && different.isEmpty
    }

    @Test("the spare tree synced at the changed paths only: the pair of trees records an edit's files, and edits stay equal to clean builds")
    func treePairAfterEdit() throws {
        var pages: [String: String] = [:]
        for index in 0..<12 {
            pages["Content/page-\(index).md"] = page(title: "Page \(index)", body: "Body \(index).", screen: index % 4 == 0)
        }
        let site = try TestSite(files: pages)
        let output = site.root.appendingPathComponent("live")
        #expect(!build(site, output: "live", jobs: 2).failed)
        for round in 0..<3 {
            pages["Content/page-4.md"] = page(title: "Page 4", body: "Edited \(round).", screen: true)
            try write(pages, to: site)
            #expect(!build(site, output: "live", jobs: 2).failed)
            let trees = try #require(TreePair.recorded(for: output)?.pair)
            #expect(trees.liveGeneration == SiteMarker.generation(inFolder: output.path))
            #expect(trees.spareGeneration == SiteMarker.generation(inFolder: OutputSession.spare(of: output).path))
            #expect(trees.liveFiles.count == tree(output).count)
            #expect(trees.differing.allSatisfy { $0.hasPrefix("page-4/") || $0.hasPrefix("index") || $0 == "resolution.json" }, "\(trees.differing.sorted())")
            #expect(trees.differing.contains("page-4/index.html"))
            #expect(equalsCleanBuild(site, output: "live", clean: "clean-\(round)"))
        }
    }

    @Test("a stray file and a file changed in place in the live output, or a spare left by a killed build, never reach the next site")
    func treePairDistrusted() throws {
        var pages: [String: String] = [:]
        for index in 0..<6 {
            pages["Content/page-\(index).md"] = page(title: "Page \(index)", body: "Body \(index).", screen: index == 0)
        }
        let site = try TestSite(files: pages)
        let output = site.root.appendingPathComponent("live")
        #expect(!build(site, output: "live", jobs: 2).failed)
        pages["Content/page-1.md"] = page(title: "Page 1", body: "Edited.", screen: false)
        try write(pages, to: site)
        #expect(!build(site, output: "live", jobs: 2).failed)
        #expect(TreeSnapshot.read(for: output) != nil, "the next build checks the tree by its snapshot")

        try Data("stray".utf8).write(to: output.appendingPathComponent("page-2/stray.txt"))
        let changedInPlace = try FileHandle(forWritingTo: output.appendingPathComponent("page-3/index.html"))
        try changedInPlace.seekToEnd()
        try changedInPlace.write(contentsOf: Data("<!-- by hand -->".utf8))
        try changedInPlace.close()
        pages["Content/page-5.md"] = page(title: "Page 5", body: "Edited too.", screen: false)
        try write(pages, to: site)
        #expect(!build(site, output: "live", jobs: 2).failed)
        #expect(equalsCleanBuild(site, output: "live", clean: "clean-1"))

        pages["Content/page-4.md"] = page(title: "Page 4", body: "Edited after the stray file.", screen: false)
        try write(pages, to: site)
        #expect(!build(site, output: "live", jobs: 2).failed)
        #expect(equalsCleanBuild(site, output: "live", clean: "clean-2"))
        #expect(!FileManager.default.fileExists(atPath: OutputSession.spare(of: output).path + "/page-2/stray.txt"))

        let killed = try OutputSession(output: output, trees: TreePair.recorded(for: output)?.pair)
        try killed.write(OutputFile(path: "page-2/half-written.html", contents: Array("half".utf8)))
        pages["Content/page-0.md"] = page(title: "Page 0", body: "Edited after a killed build.", screen: true)
        try write(pages, to: site)
        #expect(!build(site, output: "live", jobs: 2).failed)
        #expect(equalsCleanBuild(site, output: "live", clean: "clean-3"))
        pages["Content/page-2.md"] = page(title: "Page 2", body: "And once more.", screen: false)
        try write(pages, to: site)
        #expect(!build(site, output: "live", jobs: 2).failed)
        #expect(equalsCleanBuild(site, output: "live", clean: "clean-4"))
    }

    private func titleOf(_ text: String) -> String {
        text.split(separator: "\n").first { $0.hasPrefix("title: ") }.map { String($0.dropFirst("title: ".count)) } ?? ""
    }

    private func write(_ pages: [String: String], to site: TestSite) throws {
        let content = site.root.appendingPathComponent("Content")
        try FileManager.default.removeItem(at: content)
        for (path, text) in pages {
            let url = site.root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
