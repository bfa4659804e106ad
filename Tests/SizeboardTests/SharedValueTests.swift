import Foundation
import Pages
@testable import Sizeboard
import Testing

@Suite("Page information and summaries share their values between copies and keep value semantics")
struct SharedValueTests {
    let info = PageInfo(path: "Content/docs/intro.md", slug: "docs/intro", metadata: PageMetadata(title: "Intro"), rootURL: "../../")

    @Test("a changed copy leaves the original as it was, field by field")
    func copiesAreValues() {
        var copy = info
        copy.path = "Content/other.md"
        copy.slug = "other"
        copy.metadata.title = "Other"
        copy.rootURL = "../"
        #expect(info.path == "Content/docs/intro.md" && info.slug == "docs/intro" && info.metadata.title == "Intro" && info.rootURL == "../../")
        #expect(copy != info)

        let summary = PageSummary(info: info, title: "Intro", screens: [], files: ["docs/intro/index.html"], proseHash: "1", values: ["a": "b"])
        var changed = summary
        changed.info.slug = "moved"
        changed.title = "Moved"
        changed.files.append("moved/resolution.json")
        changed.proseHash = "2"
        changed.values["a"] = "c"
        changed.screens = [ScreenSummary(id: "main", title: nil, environments: [])]
        #expect(summary.info.slug == "docs/intro" && summary.title == "Intro" && summary.files == ["docs/intro/index.html"])
        #expect(summary.proseHash == "1" && summary.values == ["a": "b"] && summary.screens.isEmpty)
        #expect(changed.info.slug == "moved" && changed.files.count == 2)
    }

    @Test("equal values are equal and hash alike, however they were made")
    func equality() {
        var rebuilt = PageInfo(path: "Content/x.md", slug: "x", metadata: PageMetadata(), rootURL: "./")
        rebuilt.path = info.path
        rebuilt.slug = info.slug
        rebuilt.metadata = info.metadata
        rebuilt.rootURL = info.rootURL
        #expect(rebuilt == info)
        #expect(Set([rebuilt, info]).count == 1)
    }

    @Test("encoded with the keys of their fields, and decoded back")
    func coding() throws {
        let summary = PageSummary(info: info, title: "Intro", screens: [], files: ["a"], proseHash: "9", values: [:])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try JSONSerialization.jsonObject(with: encoder.encode(summary)) as? [String: Any]
        #expect(json.map { Set($0.keys) } == ["info", "title", "screens", "files", "proseHash", "values"])
        #expect((json?["info"] as? [String: Any]).map { Set($0.keys) } == ["path", "slug", "metadata", "rootURL"])
        #expect(try JSONDecoder().decode(PageSummary.self, from: encoder.encode(summary)) == summary)
    }
}
