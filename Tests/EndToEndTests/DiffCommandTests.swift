import Foundation
import Testing

@Suite("sizeboard diff")
struct DiffCommandTests {
    struct Entry: Hashable, CustomStringConvertible {
        var page: String
        var screen: String?
        var environment: String?
        var change: String
        var description: String { "\(change) \(page) \(screen ?? "-") \(environment ?? "-")" }
    }

    /// Builds `base` into `base-site` and `head` into `head-site` inside one temporary folder.
    static func builtPair(base: [String: String], head: [String: String]) throws -> FixtureSite {
        var files: [String: String] = [:]
        for (path, text) in base { files["base/\(path)"] = text }
        for (path, text) in head { files["head/\(path)"] = text }
        let pair = try FixtureSite(files: files)
        for side in ["base", "head"] {
            let outcome = try SizeboardProcess.run(["build", "--output", "../\(side)-site"], in: pair.root.appendingPathComponent(side))
            #expect(outcome.status == 0 || outcome.status == 1, "\(outcome.standardError)")
        }
        return pair
    }

    static func changes(_ json: [String: Any]) -> [(Entry, [String])] {
        ((json["changes"] as? [[String: Any]]) ?? []).map { change in
            (Entry(
                page: change["page"] as? String ?? "",
                screen: change["screen"] as? String,
                environment: change["environment"] as? String,
                change: change["change"] as? String ?? ""
            ), change["what"] as? [String] ?? [])
        }
    }

    static func diff(_ pair: FixtureSite, _ extra: [String] = []) throws -> (SizeboardProcess.Outcome, [String: Any]) {
        let outcome = try SizeboardProcess.run(["diff", "base-site", "head-site", "--json", "diff.json", "--output", "report"] + extra, in: pair.root)
        let data = try #require(FileManager.default.contents(atPath: pair.root.appendingPathComponent("diff.json").path), "\(outcome.standardError)")
        return (outcome, try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    @Test("a pair with known changes lists exactly those, in words, and the report shows them alone")
    func knownChanges() throws {
        let pair = try Self.builtPair(base: DiffFixtures.base, head: DiffFixtures.head)
        let (outcome, json) = try Self.diff(pair, ["--markdown", "comment.md", "--base-url", "https://example.com/pr/7"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let changes = Self.changes(json)
        let entries = changes.map(\.0)
        let sentences = Dictionary(changes.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
        var expected: [Entry] = [
            Entry(page: "Content/mail.md", screen: "mail", environment: "iphone-16-landscape", change: "changed"),
            Entry(page: "Content/sharing.md", screen: "people", environment: "iphone-16-portrait", change: "changed"),
            Entry(page: "Content/sharing.md", screen: "people", environment: "iphone-16-landscape", change: "changed"),
            Entry(page: "Content/prose.md", screen: nil, environment: nil, change: "changed"),
        ]
        for environment in ["iphone-16-portrait", "iphone-16-landscape", "ipad-pro-11-landscape"] {
            expected.append(Entry(page: "Content/screens.md", screen: "old", environment: environment, change: "removed"))
            expected.append(Entry(page: "Content/screens.md", screen: "new", environment: environment, change: "added"))
        }
        #expect(Set(entries) == Set(expected), "\(entries)")
        #expect(entries.count == expected.count)
        let split = sentences[expected[0]] ?? []
        #expect(split.first == "split main: collapsed -> expanded in iphone-16-landscape", "\(split)")
        let popover = sentences[expected[1]] ?? []
        #expect(popover.first == "popover important-people now adapts to fullScreen in iphone-16-portrait", "\(popover)")
        #expect(sentences[expected[3]] == ["prose changed, no screen changed"])
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary == ["added": 3, "removed": 3, "changed": 4, "unchanged": 18 - 6])

        let report = try #require(pair.read("report/index.html"))
        #expect(report.contains("id=\"change-content-mail-md-mail-iphone-16-landscape\""))
        #expect(!report.contains("data-screen=\"same\""))
        #expect(!report.contains("data-screen=\"kept\""))
        #expect(!report.contains("data-screen=\"mail\" data-environment=\"iphone-16-portrait\""))
        #expect(report.contains("split main: collapsed -&gt; expanded in iphone-16-landscape"))
        #expect(pair.exists("report/base/mail/mail/iphone-16-landscape.svg"))
        #expect(pair.exists("report/head/mail/mail/iphone-16-landscape.svg"))
        #expect(pair.exists("report/head/screens/new/iphone-16-portrait.svg"))
        #expect(!pair.exists("report/head/screens/kept/iphone-16-portrait.svg"))
        #expect(!pair.exists("report/base/mail/mail/iphone-16-portrait.svg"))

        let comment = try #require(pair.read("comment.md"))
        #expect(comment.contains("**4 changed**, 3 added, 3 removed, 12 unchanged."))
        #expect(comment.contains("[`mail`](https://example.com/pr/7/index.html#change-content-mail-md-mail-iphone-16-landscape)"))
        #expect(comment.contains("split main: collapsed -&gt; expanded in iphone-16-landscape"))
    }

    @Test("a theme change lists every page, and no variant")
    func themeChange() throws {
        var head = DiffFixtures.base
        head["Themes/default/templates/page.mustache"] = try #require(Self.bundledTemplate("page.mustache")) + "<!-- a theme change -->\n"
        let pair = try Self.builtPair(base: DiffFixtures.base, head: head)
        let (outcome, json) = try Self.diff(pair, ["--fail-on-change"])
        #expect(outcome.status == 1)
        let changes = Self.changes(json)
        let pages = ["Content/about.md", "Content/mail.md", "Content/prose.md", "Content/screens.md", "Content/sharing.md"]
        #expect(Set(changes.map(\.0.page)) == Set(pages))
        #expect(changes.count == pages.count)
        #expect(changes.allSatisfy { $0.0.screen == nil && $0.0.environment == nil && $0.0.change == "changed" })
        #expect(changes.allSatisfy { $0.1 == ["page HTML changed with the same prose and screens (theme, templates, site settings or links to other pages)"] })
        let report = try #require(pair.read("report/index.html"))
        #expect(!report.contains("<img"))
    }

    @Test("identical sites: nothing listed, status 0 even with --fail-on-change; changes fail with it")
    func exitStatus() throws {
        let same = try Self.builtPair(base: DiffFixtures.base, head: DiffFixtures.base)
        let (outcome, json) = try Self.diff(same, ["--fail-on-change", "--markdown", "comment.md"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(Self.changes(json).isEmpty)
        #expect((json["summary"] as? [String: Int])?["unchanged"] == 18)
        #expect(same.read("comment.md")?.contains("No preview changed (18 variants compared).") == true)
        let changed = try Self.builtPair(base: DiffFixtures.base, head: DiffFixtures.head)
        #expect(try Self.diff(changed, ["--fail-on-change"]).0.status == 1)
        #expect(try Self.diff(changed).0.status == 0)
    }

    @Test("bad usage exits 2 and never touches a folder that is not a report")
    func badUsage() throws {
        let pair = try Self.builtPair(base: DiffFixtures.base, head: DiffFixtures.base)
        let missing = try SizeboardProcess.run(["diff", "base-site", "nowhere"], in: pair.root)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("is not a built site"))
        #expect(try SizeboardProcess.run(["diff", "base-site"], in: pair.root).status == 2)
        try pair.write("keep me", to: "mine/notes.txt")
        let foreign = try SizeboardProcess.run(["diff", "base-site", "head-site", "--output", "mine"], in: pair.root)
        #expect(foreign.status == 2)
        #expect(pair.read("mine/notes.txt") == "keep me")
        #expect(try SizeboardProcess.run(["diff", "base-site", "head-site", "--output", "again"], in: pair.root).status == 0)
        #expect(try SizeboardProcess.run(["diff", "base-site", "head-site", "--output", "again"], in: pair.root).status == 0)
    }

    /// The bundled theme's template of that name, from the resource bundle beside the executable.
    static func bundledTemplate(_ name: String) -> String? {
        let bundle = SizeboardProcess.productsFolder.appendingPathComponent("Sizeboard_DefaultTheme.resources/templates/\(name)")
        return FileManager.default.contents(atPath: bundle.path).map { String(decoding: $0, as: UTF8.self) }
    }
}
