import Foundation
import Testing

/// A screen block's `{classic}` / `{modern ios=N}` attribute picks its rules, its figure's caption
/// names them, and `+dark` environments are labelled and drawn dark.
@Suite("Rules and appearances in a figure")
struct BlockBehaviorTests {
    static func block(_ attribute: String, id: String) -> String {
        """
        ```screen \(attribute)
        id: \(id)
        environments: [iphone-16-portrait, iphone-16-portrait+dark]
        root:
          navigation:
            stack:
              - view: {title: Accounts, content: list}
        present:
          from: accounts
          controller:
            view: {title: New Account, content: form}
          style: formSheet
        ```

        """
    }

    @Test("one page shows a screen under classic and under modern rules, each captioned, in light and dark")
    func classicBesideModern() throws {
        let page = "# Compare\n\n" + Self.block("{classic}", id: "old") + Self.block("{modern ios=17}", id: "new") + Self.block("", id: "site")
        let site = try FixtureSite(files: ["Content/compare.md": page])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let html = try #require(site.read("_site/compare/index.html"))
        #expect(html.contains("<code class=\"screen-id\">old</code> <span class=\"screen-behavior\">classic rules (iOS 8)</span>"))
        #expect(html.contains("<code class=\"screen-id\">new</code> <span class=\"screen-behavior\">modern rules, iOS 17</span>"))
        #expect(html.contains("<code class=\"screen-id\">site</code> <span class=\"screen-behavior\">classic rules (iOS 8)</span>"))
        #expect(html.contains("portrait · 393×852 pt · C/R · dark"))
        let classic = try #require(site.read("_site/compare/old/iphone-16-portrait.svg"))
        let modern = try #require(site.read("_site/compare/new/iphone-16-portrait.svg"))
        let modernDark = try #require(site.read("_site/compare/new/iphone-16-portrait+dark.svg"))
        #expect(classic.contains("data-style=\"fullScreen\""))
        #expect(!classic.contains("data-role=\"pushed-back\""))
        #expect(modern.contains("data-style=\"formSheet\" data-corner-radius=\"10\""))
        #expect(modern.contains("data-role=\"pushed-back\""))
        #expect(modernDark.contains("fill=\"#0a84ff\"") || modernDark.contains("fill=\"#1c1c1e\""))
    }
}
