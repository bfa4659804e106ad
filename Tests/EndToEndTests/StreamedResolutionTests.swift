import Foundation
import Testing

/// `resolution.json` is written as a stream from each page's own `<slug>/resolution.json`.
@Suite("resolution.json streamed from the pages' own")
struct StreamedResolutionTests {
    static let pages = [
        "Content/photos.md": """
        ---
        order: 1
        ---
        # Photos

        Some prose.

        ```screen
        id: browse
        title: Browse
        root:
          split:
            primary: {navigation: {stack: [{view: {title: Albums, content: list}}]}}
            secondary: {view: {title: Photo, content: grid}}
        ```

        ```screen
        id: share
        root:
          view: Photo
        present:
          controller: {view: {title: Share, content: list}}
          style: formSheet
        ```
        """,
        "Content/docs/plain.md": "# Plain\n\nNo screens here.\n",
        "Content/docs/warned.md": "---\ntitel: Typo\n---\n# Warned\n\n```screen\nid: one\nroot:\n  navigation:\n    stack: [{view: {title: One, content: list}}]\n```\n",
    ]

    /// `file` as the site's document holds it: its one line, without the line break.
    static func entryLine(_ file: String) -> String {
        #expect(file.hasSuffix("}\n") && file.dropLast().firstIndex(of: "\n") == nil, "a page's file is one line")
        return String(file.dropLast())
    }

    static func build(_ site: FixtureSite) throws {
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }

    @Test("the site's document is its diagnostics, each page's own file as a line, and its closing; it equals resolve's output")
    func concatenation() throws {
        let site = try FixtureSite(files: Self.pages)
        try Self.build(site)
        let document = try #require(site.read("_site/resolution.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        let pages = try #require(json["pages"] as? [[String: Any]])
        let slugs = pages.compactMap { $0["slug"] as? String }
        #expect(slugs == ["photos", "docs/plain", "docs/warned"])
        #expect((json["diagnostics"] as? [Any])?.isEmpty == false, "the fixture's warning is in the document")
        let pageFiles = try slugs.map { try #require(site.read("_site/\($0)/resolution.json")) }
        let opening = try #require(document.range(of: "],\"pages\":[\n"))
        #expect(document.hasPrefix("{\"diagnostics\":["))
        let expected = document[..<opening.upperBound] + pageFiles.map(Self.entryLine).joined(separator: ",\n")
            + "\n],\"schemaVersion\":1}\n"
        #expect(document == expected)
        for (page, file) in zip(pages, pageFiles) {
            let own = try #require(try JSONSerialization.jsonObject(with: Data(file.utf8)) as? NSDictionary)
            #expect(own.isEqual(to: page), "the page's own file is its element of the site's document")
            #expect(file.hasSuffix("}\n"))
        }
        let resolved = try SizeboardProcess.run(["resolve"], in: site.root)
        #expect(resolved.standardOutput == document)
    }

    @Test("a rebuild keeps the document; an edit, an added and a removed page change it as resolve says")
    func rebuilds() throws {
        let site = try FixtureSite(files: Self.pages)
        try Self.build(site)
        let first = try #require(site.read("_site/resolution.json"))
        try Self.build(site)
        #expect(site.read("_site/resolution.json") == first)
        try site.write(Self.pages["Content/photos.md"]!.replacingOccurrences(of: "style: formSheet", with: "style: pageSheet"), to: "Content/photos.md")
        try site.write("# Added\n\n```screen\nid: two\nroot:\n  view: Two\n```\n", to: "Content/docs/added.md")
        try Self.build(site)
        let edited = try #require(site.read("_site/resolution.json"))
        #expect(edited != first)
        #expect(edited == (try SizeboardProcess.run(["resolve"], in: site.root)).standardOutput)
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/docs/warned.md"))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/docs/added.md"))
        try Self.build(site)
        let shorter = try #require(site.read("_site/resolution.json"))
        #expect(shorter == (try SizeboardProcess.run(["resolve"], in: site.root)).standardOutput)
        #expect(!site.exists("_site/docs/added/resolution.json"))
    }

    @Test("sizeboard diff reads the streamed documents: nothing changed against a copy, one variant after an edit")
    func diffRoundTrip() throws {
        let site = try FixtureSite(files: Self.pages)
        #expect(try SizeboardProcess.run(["build", "--output", "base-site"], in: site.root).status == 0)
        #expect(try SizeboardProcess.run(["build", "--output", "same-site"], in: site.root).status == 0)
        let same = try SizeboardProcess.run(["diff", "base-site", "same-site", "--json", "same.json"], in: site.root)
        #expect(same.status == 0, "\(same.standardError)")
        let sameJSON = try #require(try JSONSerialization.jsonObject(with: Data((site.read("same.json") ?? "").utf8)) as? [String: Any])
        #expect((sameJSON["changes"] as? [Any])?.isEmpty == true)
        try site.write(Self.pages["Content/photos.md"]!.replacingOccurrences(of: "title: Photo, content: grid", with: "title: Picture, content: grid"), to: "Content/photos.md")
        #expect(try SizeboardProcess.run(["build", "--output", "head-site"], in: site.root).status == 0)
        let changed = try SizeboardProcess.run(["diff", "base-site", "head-site", "--json", "head.json", "--fail-on-change"], in: site.root)
        #expect(changed.status == 1, "\(changed.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data((site.read("head.json") ?? "").utf8)) as? [String: Any])
        let changes = try #require(json["changes"] as? [[String: Any]])
        #expect(!changes.isEmpty)
        #expect(changes.allSatisfy { $0["page"] as? String == "Content/photos.md" && $0["screen"] as? String == "browse" })
    }
}
