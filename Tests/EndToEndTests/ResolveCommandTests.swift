import Foundation
import Testing

@Suite("sizeboard resolve")
struct ResolveCommandTests {
    @Test("prints the contract's JSON, byte-stable, with --env overriding environments")
    func contract() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n\n```screen\nid: one\nroot:\n  view: Photo\n```\n"])
        let first = try SizeboardProcess.run(["resolve", "Content/a.md", "--env", "iphone-16-portrait"], in: site.root)
        #expect(first.status == 0, "\(first.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)) as? [String: Any])
        let pages = try #require(json["pages"] as? [[String: Any]])
        #expect(pages.first?["path"] as? String == "Content/a.md")
        let screens = try #require(pages.first?["screens"] as? [[String: Any]])
        let results = try #require(screens.first?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let environment = try #require(results.first?["environment"] as? [String: Any])
        #expect(environment["id"] as? String == "iphone-16-portrait")
        for key in ["statusBarHidden", "root", "presentations", "visible"] {
            #expect(results.first?[key] != nil, "missing \(key)")
        }
        #expect(json["diagnostics"] as? [Any] != nil)
        let second = try SizeboardProcess.run(["resolve", "Content/a.md", "--env", "iphone-16-portrait"], in: site.root)
        #expect(second.standardOutput == first.standardOutput)
    }

    @Test("an unknown environment is a located error with a suggestion")
    func unknownEnvironment() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n\n```screen\nid: one\nroot:\n  view: Photo\n```\n"])
        let outcome = try SizeboardProcess.run(["resolve", "--env", "iphone-16-portrat"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("Content/a.md:3:1: error: unknown environment `iphone-16-portrat`; did you mean `iphone-16-portrait`?"))
    }

    @Test("devices lists the catalog with sizes and size classes")
    func devices() throws {
        let site = try FixtureSite(files: [:])
        try FileManager.default.createDirectory(at: site.root, withIntermediateDirectories: true)
        let outcome = try SizeboardProcess.run(["devices"], in: site.root)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("iphone-16-portrait"))
        #expect(outcome.standardOutput.contains("393x852"))
        #expect(outcome.standardOutput.contains("size-classes"))
    }
}

@Suite("sizeboard resolve: schema version, adaptations, --screen")
struct ResolveSummaryTests {
    static let page = """
    # A

    ```screen
    id: mail
    root:
      split:
        id: main
        primary:
          view: {title: List, id: list}
        secondary:
          view: {title: Detail, id: detail}
    ```

    ```screen
    id: photo
    root:
      view: Photo
    ```

    """

    @Test("schemaVersion at the top; adaptations name the split's states and their environments")
    func adaptations() throws {
        let site = try FixtureSite(files: ["Content/a.md": Self.page])
        let outcome = try SizeboardProcess.run(["resolve", "--env", "iphone-16-portrait", "--env", "ipad-pro-11-landscape"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(json["schemaVersion"] as? Int == 1)
        let page = try #require((json["pages"] as? [[String: Any]])?.first)
        #expect(page["slug"] as? String == "a")
        #expect((page["proseHash"] as? String)?.count == 16)
        let screens = try #require(page["screens"] as? [[String: Any]])
        let adaptations = try #require(screens.first?["adaptations"] as? [[String: Any]])
        #expect(adaptations.count == 1)
        #expect(adaptations.first?["subject"] as? String == "main")
        #expect(adaptations.first?["kind"] as? String == "split")
        let states = try #require(adaptations.first?["states"] as? [[String: Any]])
        #expect(states.map { $0["state"] as? String } == ["collapsed", "expanded"])
        #expect(states.map { $0["environments"] as? [String] } == [["iphone-16-portrait"], ["ipad-pro-11-landscape"]])
        #expect((screens.last?["adaptations"] as? [Any])?.isEmpty == true)
    }

    @Test("--screen keeps the named screens alone; an unknown id is bad usage")
    func screenOption() throws {
        let site = try FixtureSite(files: ["Content/a.md": Self.page, "Content/b.md": "# B\n"])
        let outcome = try SizeboardProcess.run(["resolve", "--screen", "photo"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let pages = try #require(json["pages"] as? [[String: Any]])
        #expect(pages.count == 1)
        #expect((pages.first?["screens"] as? [[String: Any]])?.map { $0["id"] as? String } == ["photo"])
        let unknown = try SizeboardProcess.run(["resolve", "--screen", "nope"], in: site.root)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("no screen with id `nope`"))
    }
}
