import Foundation
@testable import Sizeboard
import Testing

@Suite("The site's resolution.json assembled from the pages' own, as the document encodes it whole")
struct StreamedDocumentTests {
    /// The site's `resolution.json` as `ResolutionGenerator` assembles it from each page's own
    /// file, and the whole document as `ResolveDocument.encoded` writes it.
    static func bothWays(_ pages: [ResolveDocument.Page], diagnostics: [Diagnostic]) throws -> (streamed: [UInt8], whole: [UInt8]) {
        var files: [String: [UInt8]] = [:]
        var summaries: [PageSummary] = []
        var reported = diagnostics
        for page in pages {
            let entry = ResolveDocument.encodedEntry(page)
            let summary = PageSummary(
                info: PageInfo(path: page.path, slug: page.slug ?? "", metadata: PageMetadata(), rootURL: "../"),
                title: page.path, screens: page.screens.map(ScreenSummary.init), proseHash: page.proseHash ?? ""
            )
            files[summary.resolutionPath] = entry.json
            reported += entry.diagnostic.map { [$0] } ?? []
            summaries.append(summary)
        }
        let project = try TestSite(files: [:])
        let services = Configuration(options: BuildOptions(projectRoot: project.root), availablePlugins: []).services
        let site = GeneratedSite(pages: summaries, services: services, diagnostics: reported, screens: { _ in [] })
        let generated = try #require(ResolutionGenerator().generate(site).files.first)
        #expect(generated.path == "resolution.json")
        let streamed = try #require(generated.assembled { files[$0] })
        return (streamed, ResolveDocument(pages: pages, diagnostics: diagnostics).encoded.json)
    }

    static func page(_ slug: String, screens: [ScreenResult]) -> ResolveDocument.Page {
        var page = ResolveDocument.Page(path: "Content/\(slug).md", screens: screens)
        page.slug = slug
        page.proseHash = "00000000000000aa"
        return page
    }

    static func screen(_ id: String, width: Double) -> ScreenResult {
        let environment = Environment(id: "e", width: width, height: 200, scale: 2, idiom: .phone, horizontal: .compact, vertical: .regular)
        let root = ResolvedNode(
            id: "nav", kind: "navigation", title: "x [\n] { }", frame: Rect(x: 0, y: 0, width: width, height: 200), horizontal: .compact, vertical: .regular,
            children: [ResolvedNode(id: "leaf", kind: "view", frame: Rect(x: 0, y: 44, width: width, height: 156), horizontal: .compact, vertical: .regular)],
            stack: ["leaf"]
        )
        return ScreenResult(id: id, title: nil, results: [Resolution(environment: environment, statusBarHidden: false, root: root, visible: ["leaf"])])
    }

    @Test("pages, screens and diagnostics: the same bytes")
    func sameBytes() throws {
        let pages = [Self.page("a", screens: [Self.screen("one", width: 100), Self.screen("two", width: 320.5)]), Self.page("b", screens: []), Self.page("docs/c", screens: [Self.screen("three", width: 768)])]
        let diagnostics: [Diagnostic] = [.warning("w", "warned", path: "Content/b.md", at: .init(line: 2, column: 1)), .error("e", "failed", path: "Content/a.md", at: nil)]
        let (streamed, whole) = try Self.bothWays(pages, diagnostics: diagnostics)
        #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: whole, as: UTF8.self))
    }

    @Test("no pages and no diagnostics: the same bytes")
    func empty() throws {
        let (streamed, whole) = try Self.bothWays([], diagnostics: [])
        #expect(streamed == whole)
        #expect(String(decoding: streamed, as: UTF8.self) == "{\"diagnostics\":[],\"pages\":[],\"schemaVersion\":1}\n")
    }

    @Test("a page JSON cannot hold is written without its screens, with its error, both ways")
    func unencodable() throws {
        let pages = [Self.page("a", screens: [Self.screen("bad", width: .infinity)]), Self.page("b", screens: [Self.screen("good", width: 10)])]
        let (streamed, whole) = try Self.bothWays(pages, diagnostics: [])
        #expect(streamed == whole)
        #expect(String(decoding: streamed, as: UTF8.self).contains("unencodable-resolution"))
    }
}
