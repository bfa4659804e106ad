import Foundation
import Testing

@Suite("The built site at scale: index files and pages of bounded size")
struct SiteScaleTests {
    /// A page with one screen, `number` zero-padded so paths sort in reading order.
    static func page(_ number: Int) -> String {
        """
        ---
        title: Page \(number)
        summary: Page number \(number) of many.
        environments: [iphone-16-portrait]
        ---
        # Page \(number)

        ```screen
        id: browse
        title: Browsing \(number)
        root:
          navigation:
            stack:
              - view: {title: Albums, content: list, rows: 4}
        ```
        """
    }

    /// 250 pages in one folder (the worst case for the section navigation): the index splits into
    /// files of at most 100 pages with one thumbnail each, and a page's navigation lists at most
    /// 25 pages of its section, so every HTML file has a size that does not grow with the site:
    /// the largest here is far under the 2 MB bar, and stays so at 10,000 pages.
    @Test("no HTML file grows with the number of pages: the index paginates, the navigation is a window")
    func boundedFiles() throws {
        let count = 250
        var files: [String: String] = [:]
        for number in 1...count {
            files["Content/many/page-\(String(format: "%03d", number)).md"] = Self.page(number)
        }
        let site = try FixtureSite(files: files)
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let tree = site.tree("_site")
        let indexFiles = tree.keys.filter { !$0.contains("/") && $0.hasSuffix(".html") }.sorted()
        #expect(indexFiles == ["index-2.html", "index-3.html", "index.html"])
        for name in indexFiles {
            let text = String(decoding: tree[name] ?? Data(), as: UTF8.self)
            #expect(text.components(separatedBy: "class=\"page-entry\"").count - 1 <= 100, "\(name)")
            #expect(text.components(separatedBy: "<img").count - 1 <= 100, "\(name): one thumbnail per page")
            #expect(text.contains("href=\"index-2.html\"") || name == "index-2.html", "\(name) links the other index files")
        }
        let html = tree.filter { $0.key.hasSuffix(".html") }
        let largest = try #require(html.values.map(\.count).max())
        #expect(largest < 100_000, "the largest HTML file has \(largest) bytes")
        let middle = String(decoding: tree["many/page-125/index.html"] ?? Data(), as: UTF8.self)
        #expect(middle.contains("<a class=\"page-previous\" href=\"../../many/page-124/index.html\" rel=\"prev\">"))
        #expect(middle.contains("<a class=\"page-next\" href=\"../../many/page-126/index.html\" rel=\"next\">"))
        let sectionPages = middle.components(separatedBy: "class=\"section-pages\"").last?.components(separatedBy: "</ol>").first ?? ""
        #expect(sectionPages.components(separatedBy: "<li><a").count - 1 == 25)
    }
}
