import Foundation
@testable import Sizeboard
import Testing

@Suite("A builder that keeps its last build in memory builds what one reading it back builds")
struct BuildMemoryTests {
    let incremental = IncrementalOutputTests()

    func options(_ site: TestSite, output: String) -> BuildOptions {
        var options = BuildOptions(projectRoot: site.root, jobs: 2)
        options.outputDirectory = site.root.appendingPathComponent(output).path
        return options
    }

    func write(_ pages: [String: String], to site: TestSite) throws {
        for (path, text) in pages {
            try Data(text.utf8).write(to: site.root.appendingPathComponent(path))
        }
    }

    /// Six pages, the first with a screen, in a new site, and a builder of its `live` output that
    /// keeps its last build in memory.
    func sixPageSite() throws -> (pages: [String: String], site: TestSite, output: URL, builder: SiteBuilder) {
        var pages: [String: String] = [:]
        for index in 0..<6 {
            pages["Content/page-\(index).md"] = incremental.page(title: "Page \(index)", body: "Body \(index).", screen: index == 0)
        }
        let site = try TestSite(files: pages)
        let builder = SiteBuilder(options: options(site, output: "live")).keepingLastBuildInMemory()
        return (pages, site, site.root.appendingPathComponent("live"), builder)
    }

    /// Appends to the live `page-2/index.html`, as a person editing the output would.
    func changeByHand(_ output: URL) throws {
        let byHand = try FileHandle(forWritingTo: output.appendingPathComponent("page-2/index.html"))
        byHand.seekToEndOfFile()
        byHand.write(Data("<!-- written by hand -->".utf8))
        try byHand.close()
    }

    /// Edits page 4, builds telling `builder` that it changed, and expects what a clean build makes.
    func editPageFour(_ pages: inout [String: String], site: TestSite, builder: SiteBuilder) throws {
        pages["Content/page-4.md"] = incremental.page(title: "Page 4", body: "Edited.", screen: false)
        try write(pages, to: site)
        let edited = site.root.appendingPathComponent("Content/page-4.md").path
        #expect(!builder.build(changes: .only([edited]), whenInPlace: { _ in }).failed)
        #expect(incremental.equalsCleanBuild(site, output: "live", clean: "clean"))
    }

    @Test("edits build from memory and equal clean builds; a build by another process in between is noticed and the memory forgotten")
    func editsFromMemory() throws {
        var pages: [String: String] = [:]
        for index in 0..<12 {
            pages["Content/page-\(index).md"] = incremental.page(title: "Page \(index)", body: "Body \(index).", screen: index % 4 == 0)
        }
        let site = try TestSite(files: pages)
        let output = site.root.appendingPathComponent("live")
        let memory = BuildMemory()
        let remembering = SiteBuilder(options: options(site, output: "live"), availablePlugins: [], destination: FolderDestination(memory: memory))
        #expect(!remembering.build().failed)
        #expect(memory.recall(manifestBytes: BuildManifest.bytes(for: output))?.entries.count == 12)

        for round in 0..<4 {
            pages["Content/page-\(round * 3).md"] = incremental.page(title: "Page \(round * 3)", body: "Edited in round \(round).", screen: round % 2 == 0)
            try write(pages, to: site)
            if round == 2 {
                #expect(!SiteBuilder(options: options(site, output: "live")).build().failed, "another process builds the same output")
                #expect(memory.recall(manifestBytes: BuildManifest.bytes(for: output)) == nil, "its manifest is not the one kept")
                pages["Content/page-1.md"] = incremental.page(title: "Page 1", body: "Edited after the other build.", screen: false)
                try write(pages, to: site)
            }
            #expect(!remembering.build().failed)
            let kept = memory.recall(manifestBytes: BuildManifest.bytes(for: output))
            #expect(kept?.entries.count == 12, "round \(round)")
            #expect(kept?.trees?.pair == TreePair.recorded(for: output)?.pair, "round \(round): the pair of trees as written")
            #expect(incremental.equalsCleanBuild(site, output: "live", clean: "clean-\(round)"))
        }
    }

    @Test("a pair of trees known from memory is taken only when the file holds its bytes")
    func treesFromMemory() throws {
        let site = try TestSite(files: ["Content/a.md": incremental.page(title: "A", body: "Alpha.", screen: false)])
        let output = site.root.appendingPathComponent("live")
        let written = TreePair(liveGeneration: 1, spareGeneration: 2, liveFiles: ["a/index.html": 3], differing: ["a/index.html"])
        let bytes = try #require(written.write(for: output))
        let other = TreePair(liveGeneration: 9, spareGeneration: 8, liveFiles: [:], differing: [])
        #expect(TreePair.recorded(for: output, known: (bytes, other))?.pair == other, "the same bytes: the known pair, not decoded again")
        #expect(TreePair.recorded(for: output, known: (other.encoded, other))?.pair == written, "other bytes: the file's pair")
    }

    @Test("the pages not edited come from memory: with the render cache's pack overwritten, only the edited page is rendered and stored again")
    func memoryIsUsed() throws {
        var pages: [String: String] = [:]
        for index in 0..<12 {
            pages["Content/page-\(index).md"] = incremental.page(title: "Page \(index)", body: "Body \(index) " + String(repeating: "words ", count: 40), screen: false)
        }
        let site = try TestSite(files: pages)
        let memory = BuildMemory()
        let remembering = SiteBuilder(options: options(site, output: "live"), availablePlugins: [], destination: FolderDestination(memory: memory))
        #expect(!remembering.build().failed)
        let cache = FolderPageCache.location(of: site.root.appendingPathComponent("live"))
        let pack = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.hasPrefix("pack-") })
        let packURL = cache.appendingPathComponent(pack)
        let size = try Data(contentsOf: packURL).count
        try Data(count: size).write(to: packURL)

        pages["Content/page-5.md"] = incremental.page(title: "Page 5", body: "Edited.", screen: false)
        try write(pages, to: site)
        #expect(!remembering.build().failed)
        let grown = try Data(contentsOf: packURL).count - size
        #expect(grown > 0 && grown < size / 4, "one entry stored again, not twelve: \(grown) of \(size) bytes")
        #expect(incremental.equalsCleanBuild(site, output: "live", clean: "clean"))
    }

    @Test("after each build, the spare tree already holds the new site, linked, so the next build brings nothing over")
    func spareCaughtUp() throws {
        var (pages, site, output, remembering) = try sixPageSite()
        for round in 0..<3 {
            if round == 2 {
                try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/page-3.md"))
            } else if round == 1 {
                pages["Content/page-\(round).md"] = incremental.page(title: "Page \(round)", body: "Edited.", screen: true)
                try write(pages, to: site)
            }
            #expect(!remembering.build().failed)
            let trees = try #require(TreePair.recorded(for: output)?.pair)
            #expect(trees.differing.isEmpty, "round \(round)")
            let spare = OutputSession.spare(of: output)
            for (path, _) in trees.liveFiles {
                let live = FileStatus(output.appendingPathComponent(path).path)
                #expect(live != nil && FileStatus(spare.appendingPathComponent(path).path)?.inode == live?.inode, "round \(round): \(path)")
            }
            let spareFiles = FileTree.listing(of: spare.path).files.filter { $0 != SiteMarker.name }
            #expect(Set(spareFiles) == Set(trees.liveFiles.keys), "round \(round): the spare has the live files and no other")
            #expect(incremental.equalsCleanBuild(site, output: "live", clean: "clean-\(round)"))
        }
    }

    @Test("the check of the output started ahead of a build (`anticipateBuild()`) is the one the build takes: a file changed by hand before it is noticed, and the build equals a clean one", arguments: [false, true])
    func anticipatedCheck(changedByHand: Bool) throws {
        var (pages, site, output, remembering) = try sixPageSite()
        #expect(!remembering.build().failed)
        #expect(TreeSnapshot.read(for: output) != nil, "the build left a snapshot to check against")

        if changedByHand {
            try changeByHand(output)
        }
        remembering.anticipateBuild()
        try editPageFour(&pages, site: site, builder: remembering)
    }

    #if os(Linux)
    @Test("the watch of the output vouches for it with no check started; a file changed by hand ends that, a check is started instead, and the build equals a clean one")
    func watchedOutput() throws {
        var (pages, site, output, _) = try sixPageSite()
        let memory = BuildMemory()
        let remembering = SiteBuilder(options: options(site, output: "live"), availablePlugins: [], destination: FolderDestination(memory: memory))
        #expect(!remembering.build().failed)
        let outline = try #require(BuildManifest.read(for: output)).outline
        #expect(memory.anticipatedIntactness(of: outline) == true, "vouched for by the watch")
        #expect(memory.anticipatedIntactness(of: outline) == true, "and again: it is not taken")

        try changeByHand(output)
        #expect(memory.anticipatedIntactness(of: outline) == nil, "no longer vouched for, and no check was started")
        remembering.anticipateBuild()
        #expect(memory.anticipatedIntactness(of: outline) == false, "the check started ahead finds the change")

        remembering.anticipateBuild()
        try editPageFour(&pages, site: site, builder: remembering)
    }
    #endif
}
