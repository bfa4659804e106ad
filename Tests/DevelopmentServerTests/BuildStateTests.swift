@testable import DevelopmentServer
import Foundation
import Sizeboard
import Testing

struct BuildStateTests {
    private func decodedEvent(_ state: BuildState) throws -> [String: Any] {
        let text = String(decoding: state.event, as: UTF8.self)
        #expect(text.hasPrefix("event: build\ndata: "))
        #expect(text.hasSuffix("\n\n"))
        let json = text.dropFirst("event: build\ndata: ".count).dropLast(2)
        return try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
    }

    @Test func theBuildIdChangesOnlyWhenABuildChangedTheSite() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let state = BuildState(session: "s")
        let links = PageLinks(paths: ProjectPaths(options: site.builder.options))
        #expect(state.buildID == "s-0")
        #expect(state.record(site.builder.build(), pages: links).siteChanged)
        #expect(state.buildID == "s-1")
        let unchanged = state.record(site.builder.build(), pages: links)
        #expect(!unchanged.siteChanged && !unchanged.isWorthTelling)
        #expect(state.buildID == "s-1")
        let original = try String(contentsOf: site.root.appendingPathComponent("Content/a.md"), encoding: .utf8)
        try site.write("Content/a.md", "# Page A, edited\n")
        #expect(state.record(site.builder.build(), pages: links).siteChanged)
        #expect(state.buildID == "s-2")
        try site.write("Content/a.md", original)
        #expect(state.record(site.builder.build(), pages: links).siteChanged, "undoing an edit changes the site too")
        #expect(state.buildID == "s-3")
    }

    @Test func eventsListTheDiagnosticsWithTheirLocationAndPage() throws {
        let site = try TemporarySite(pages: ["guide/broken page.md": "# Broken\n\n```screen\nid: x\nroot:\n  bogus: 1\n```\n"])
        defer { site.remove() }
        let state = BuildState(session: "s")
        let news = state.record(site.builder.build(), pages: PageLinks(paths: ProjectPaths(options: site.builder.options)))
        #expect(news.diagnosticsChanged)
        let diagnostics = try #require(try decodedEvent(state)["diagnostics"] as? [[String: Any]])
        let first = try #require(diagnostics.first)
        #expect(first["severity"] as? String == "error")
        #expect((first["location"] as? String)?.hasPrefix("Content/guide/broken page.md:") == true)
        #expect(first["page"] as? String == "/guide/broken-page/")
        #expect(try decodedEvent(state)["build"] as? String == "s-1")
    }

    @Test("the page of a diagnostic's file", arguments: [
        ("Content/a.md", "/a/"),
        ("Content/Guide/Two Words.md", "/guide/two-words/"),
        ("sizeboard.yml", nil),
        ("Themes/default/templates/page.mustache", nil),
        ("Other/a.md", nil),
    ] as [(String, String?)])
    func pageLinks(path: String, expected: String?) throws {
        let links = PageLinks(paths: ProjectPaths(options: BuildOptions(projectRoot: URL(fileURLWithPath: "/site"))))
        #expect(links.url(ofSource: path) == expected)
    }
}
