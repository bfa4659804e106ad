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
