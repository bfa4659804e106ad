import Foundation
import Testing

/// `--env` on `resolve` and `build` replaces every page's and screen's own `environments` list.
@Suite("--env replaces every environment list")
struct EnvironmentOptionTests {
    /// A page that names its own environments, with one screen naming its own too and one not.
    static let page = """
    ---
    environments: [iphone-16-portrait]
    ---
    # Mail

    ```screen
    id: own
    environments: [ipad-pro-11-landscape, iphone-16-landscape]
    root:
      view: Inbox
    ```

    ```screen
    id: page-list
    root:
      view: Message
    ```

    """

    /// The environment ids of each screen in a resolve document.
    static func environments(in json: String) throws -> [String: [String]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let pages = try #require(document["pages"] as? [[String: Any]])
        var found: [String: [String]] = [:]
        for screen in pages.flatMap({ $0["screens"] as? [[String: Any]] ?? [] }) {
            let results = screen["results"] as? [[String: Any]] ?? []
            found[screen["id"] as? String ?? ""] = results.compactMap { ($0["environment"] as? [String: Any])?["id"] as? String }
        }
        return found
    }

    @Test("resolve --env overrides the page's and the screen's lists")
    func resolveOverrides() throws {
        let site = try FixtureSite(files: ["sizeboard.yml": "environments: [pads]\n", "Content/mail.md": Self.page])
        let outcome = try SizeboardProcess.run(["resolve", "--env", "iphone-se-portrait", "--env", "iphone-16-pro-max-landscape"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let expected = ["iphone-se-portrait", "iphone-16-pro-max-landscape"]
        #expect(try Self.environments(in: outcome.standardOutput) == ["own": expected, "page-list": expected])
    }

    @Test("without --env, the screen's list, then the page's, then the site's apply")
    func listsApplyWithoutTheOption() throws {
        let site = try FixtureSite(files: ["sizeboard.yml": "environments: [pads]\n", "Content/mail.md": Self.page])
        let outcome = try SizeboardProcess.run(["resolve"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(try Self.environments(in: outcome.standardOutput) == [
            "own": ["ipad-pro-11-landscape", "iphone-16-landscape"],
            "page-list": ["iphone-16-portrait"],
        ])
    }

    @Test("build --env draws only the given environments, groups included, and writes them to resolution.json")
    func buildOverrides() throws {
        let site = try FixtureSite(files: ["Content/mail.md": Self.page])
        let outcome = try SizeboardProcess.run(["build", "--env", "size-classes"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let sizeClasses = ["iphone-16-portrait", "iphone-16-landscape", "iphone-16-pro-max-landscape", "ipad-pro-11-landscape"]
        let resolution = try #require(site.read("_site/resolution.json"))
        #expect(try Self.environments(in: resolution) == ["own": sizeClasses, "page-list": sizeClasses])
        let svgs = site.tree("_site/mail/own").keys.sorted()
        #expect(svgs == sizeClasses.map { "\($0).svg" }.sorted())
    }

    @Test("build --env with an unknown environment is a located error with a suggestion")
    func buildUnknownEnvironment() throws {
        let site = try FixtureSite(files: ["Content/mail.md": Self.page])
        let outcome = try SizeboardProcess.run(["build", "--env", "iphone-16-portrat"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("unknown environment `iphone-16-portrat`; did you mean `iphone-16-portrait`?"))
    }
}
