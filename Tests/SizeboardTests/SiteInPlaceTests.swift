import Foundation
@testable import Sizeboard
import Testing

@Suite("`build(whenInPlace:)`: told once the new site is in place, before the build records its manifest")
struct SiteInPlaceTests {
    func build(_ site: TestSite, inPlace: (BuildReport) -> Void) -> BuildReport {
        SiteBuilder(options: BuildOptions(projectRoot: site.root, jobs: 2)).build(whenInPlace: inPlace)
    }

    @Test("an edit: the callback sees the edited page in place and not yet the new manifest")
    func editedPageInPlace() throws {
        let site = try TestSite(files: ["Content/guide.md": "---\ntitle: Guide\n---\n\nFirst text.\n"])
        var calls = 0
        _ = build(site) { _ in calls += 1 }
        #expect(calls == 1)
        let output = site.root.appendingPathComponent("_site")
        let firstManifest = FileTree.bytes(at: BuildManifest.location(of: output).path)
        #expect(firstManifest != nil)

        try Data("---\ntitle: Guide\n---\n\nSecond text.\n".utf8).write(to: site.root.appendingPathComponent("Content/guide.md"))
        var seen: (page: String?, manifest: [UInt8]?, report: BuildReport)?
        let report = build(site) { report in
            seen = (site.read("_site/guide/index.html"), FileTree.bytes(at: BuildManifest.location(of: output).path), report)
        }
        let told = try #require(seen)
        #expect(told.page?.contains("Second text.") == true)
        #expect(told.report.written == report.written && told.report.diagnostics == report.diagnostics)
        let finalManifest = try #require(FileTree.bytes(at: BuildManifest.location(of: output).path))
        #expect(finalManifest != firstManifest)
        #expect(told.manifest != finalManifest)
    }

    @Test("nothing changed, or a build that stops before writing: no callback, the report is returned")
    func notCalledWithoutANewSite() throws {
        let site = try TestSite(files: ["Content/guide.md": "# Guide\n"])
        _ = build(site) { _ in }
        var calls = 0
        let unchanged = build(site) { _ in calls += 1 }
        #expect(unchanged.upToDate)
        try Data("title: [unclosed\n".utf8).write(to: site.root.appendingPathComponent("sizeboard.yml"))
        let stopped = build(site) { _ in calls += 1 }
        #expect(stopped.failed)
        #expect(calls == 0)
    }
}
