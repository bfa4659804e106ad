import Foundation
@testable import Sizeboard
import Testing

@Suite("Nothing changed is known from the pages' stamps, without reading them")
struct ChangeDetectionTests {
    func build(_ site: TestSite, into output: MemoryOutput) -> BuildReport {
        SiteBuilder(options: BuildOptions(projectRoot: site.root, jobs: 2), availablePlugins: [], destination: output).build()
    }

    @Test("pages that settled before the last listing are not read again: the build stops at the output step")
    func settledStampsSkipReading() throws {
        let site = try TestSite(files: ["Content/a.md": "# A\n", "Content/b/c.md": "# C\n"])
        let output = MemoryOutput()
        _ = build(site, into: output)
        #expect(output.recordCount == 1)
        // The same bytes written again: new stamps, so the next build reads and hashes the pages,
        // finds the same bytes and records the new stamps. The pause lets the stamps settle before
        // that build lists them (a page changed just before a listing is not trusted by its stamp).
        for page in ["Content/a.md", "Content/b/c.md"] {
            try Data(site.read(page)!.utf8).write(to: site.root.appendingPathComponent(page))
        }
        Thread.sleep(forTimeInterval: Double(PageStamp.trustMargin) / 1e9 * 2)
        let hashed = build(site, into: output)
        #expect(hashed.upToDate)
        #expect(output.recordCount == 2, "the same bytes: only the stamps are recorded again")
        let stamped = build(site, into: output)
        #expect(stamped.upToDate)
        #expect(stamped.pageCount == 2)
        #expect(output.recordCount == 2, "stopped before reading the pages")
    }

    @Test("a first build takes the pages' stamps as it reads them: the next build, nothing changed, reads no page")
    func firstBuildStampsAsRead() throws {
        let site = try TestSite(files: ["Content/a.md": "# A\n", "Content/b/c.md": "# C\n"])
        Thread.sleep(forTimeInterval: Double(PageStamp.trustMargin) / 1e9 * 2)
        let output = MemoryOutput()
        #expect(!output.mayHoldLastBuild(site.root))
        _ = build(site, into: output)
        #expect(output.recordCount == 1)
        let manifest = try #require(output.lastBuild)
        #expect(Set(manifest.pageStamps.dictionary.keys) == ["a.md", "b/c.md"])
        #expect(manifest.pageStamps.dictionary.values.allSatisfy { $0 != .unknown })
        let again = build(site, into: output)
        #expect(again.upToDate)
        #expect(output.recordCount == 1, "stopped before reading the pages")
    }

    @Test("an edit of the same size with its modification time put back is still seen (its change time moved)")
    func sameSizeEditWithOldModificationTime() throws {
        let site = try TestSite(files: ["Content/a.md": "# A\n"])
        let output = MemoryOutput()
        let page = site.root.appendingPathComponent("Content/a.md")
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: page.path)[.modificationDate] as? Date)
        _ = build(site, into: output)
        Thread.sleep(forTimeInterval: Double(PageStamp.trustMargin) / 1e9 * 2)
        _ = build(site, into: output)
        try Data("# B\n".utf8).write(to: page)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: page.path)
        let report = build(site, into: output)
        #expect(!report.upToDate)
        #expect(output.text("a/index.html")?.contains(">B<") == true)
    }

    @Test("an added and a removed page are seen from the listing alone")
    func addedAndRemoved() throws {
        let site = try TestSite(files: ["Content/a.md": "# A\n"])
        let output = MemoryOutput()
        _ = build(site, into: output)
        Thread.sleep(forTimeInterval: Double(PageStamp.trustMargin) / 1e9 * 2)
        _ = build(site, into: output)
        try Data("# New\n".utf8).write(to: site.root.appendingPathComponent("Content/new.md"))
        #expect(build(site, into: output).pageCount == 2)
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/a.md"))
        let report = build(site, into: output)
        #expect(report.pageCount == 1)
        #expect(output.site["a/index.html"] == nil)
    }

    @Test("nothing changed is decided from the manifest's first line: its per-page tables are not read")
    func outlineAlone() throws {
        let site = try TestSite(files: ["Content/a.md": "# A\n", "Content/b.md": "# B\n"])
        let options = BuildOptions(projectRoot: site.root, jobs: 2)
        _ = SiteBuilder(options: options).build()
        Thread.sleep(forTimeInterval: Double(PageStamp.trustMargin) / 1e9 * 2)
        _ = SiteBuilder(options: options).build()
        let location = BuildManifest.location(of: site.root.appendingPathComponent("_site"))
        let bytes = try #require(FileTree.bytes(at: location.path))
        let firstLine = bytes[...bytes.firstIndex(of: UInt8(ascii: "\n"))!]
        try Data(firstLine + Array("not a table".utf8)).write(to: location)
        let unchanged = SiteBuilder(options: options).build()
        #expect(unchanged.upToDate)
        #expect(unchanged.pageCount == 2)
        try Data("# A, edited\n".utf8).write(to: site.root.appendingPathComponent("Content/a.md"))
        let edited = SiteBuilder(options: options).build()
        #expect(!edited.failed && !edited.upToDate)
        #expect(site.read("_site/a/index.html")?.contains("A, edited") == true)
        #expect(site.read("_site/b/index.html")?.contains(">B<") == true)
    }
}
