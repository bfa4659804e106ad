import Foundation
import Testing

@Suite("sizeboard build, end to end")
struct BuildCommandTests {
    static let screenPage = """
    ---
    title: Photos
    summary: The photo browser.
    ---
    # Photos

    Prose before the screen.

    ```screen
    id: browse
    title: Browsing
    root:
      navigation:
        stack:
          - view: {title: Albums, content: list, rows: 4}
    ```
    """

    @Test("builds an index, one page per Markdown file, SVGs and resolution.json")
    func buildsSite() throws {
        let site = try FixtureSite(files: ["Content/photos.md": Self.screenPage, "Content/guide/intro.md": "# Intro\n\nHello.\n"])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(site.exists("_site/index.html"))
        #expect(site.exists("_site/photos/index.html"))
        #expect(site.exists("_site/guide/intro/index.html"))
        #expect(site.exists("_site/photos/browse/iphone-16-portrait.svg"))
        #expect(site.exists("_site/assets/style.css"))
        let resolution = try #require(site.read("_site/resolution.json"))
        #expect(resolution.contains("\"path\":\"Content/photos.md\""))
        #expect(site.read("_site/photos/index.html")?.contains("Prose before the screen.") == true)
        #expect(outcome.standardOutput.contains("Open "))
    }

    @Test("two full builds are byte-identical, whatever the thread count")
    func deterministic() throws {
        let site = try FixtureSite(files: ["Content/photos.md": Self.screenPage, "Content/b.md": "# B\n"])
        try SizeboardProcess.run(["build", "--output", "one"], in: site.root)
        try SizeboardProcess.run(["build", "--output", "two", "--jobs", "1"], in: site.root)
        #expect(!site.tree("one").isEmpty)
        #expect(site.tree("one") == site.tree("two"))
    }

    @Test("a rebuild with nothing changed writes nothing and reports the same diagnostics and status")
    func upToDate() throws {
        let site = try FixtureSite(files: ["Content/good.md": Self.screenPage, "Content/bad.md": "---\norder: x\n---\n"])
        let first = try SizeboardProcess.run(["build"], in: site.root)
        let before = site.tree("_site")
        let second = try SizeboardProcess.run(["build"], in: site.root)
        #expect(second.standardOutput.contains("Up to date: 2 pages with 1 screen in"))
        #expect(second.status == 1)
        #expect(second.standardError == first.standardError)
        #expect(site.tree("_site") == before)
    }

    @Test("an edited page, theme file or configuration, or a deleted output file, builds again", arguments: [
        "Content/good.md", "Themes/default/templates/page.mustache", "sizeboard.yml", "_site/good/index.html",
    ])
    func rebuildsWhenSomethingChanged(changed: String) throws {
        let site = try FixtureSite(files: ["Content/good.md": Self.screenPage, "sizeboard.yml": "title: T\n"])
        try SizeboardProcess.run(["build"], in: site.root)
        if changed.hasPrefix("_site") {
            try FileManager.default.removeItem(at: site.root.appendingPathComponent(changed))
        } else {
            let text = changed == "sizeboard.yml" ? "title: Changed\n" : "{{{page.body}}}<!-- \(changed) -->\n"
            try site.write(text, to: changed)
        }
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.standardOutput.hasPrefix("Built 1 page with"))
        #expect(site.exists("_site/good/index.html"))
    }

    @Test("broken front matter: a located error, exit status 1, the other pages still built")
    func brokenFrontMatter() throws {
        let site = try FixtureSite(files: [
            "Content/good.md": "# Good\n",
            "Content/bad.md": "---\ntitle: Bad\norder: [1\n---\n# Bad\n",
        ])
        let outcome = try SizeboardProcess.run(["build", "--diagnostics-file", "diagnostics.json"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("Content/bad.md:3:8: error: "))
        #expect(site.exists("_site/good/index.html"))
        #expect(site.read("diagnostics.json")?.contains("\"line\" : 3") == true)
    }

    @Test("the project root, the content folder and their parents are refused as output", arguments: [".", "Content", ".."])
    func refusesUnsafeOutput(output: String) throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n"])
        let outcome = try SizeboardProcess.run(["build", "--output", output], in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("`--output`: refusing"))
        #expect(site.read("Content/a.md") == "# A\n")
    }

    @Test("a build that cannot write leaves the previous site intact")
    func failedWriteKeepsPreviousSite() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n"])
        #expect(try SizeboardProcess.run(["build"], in: site.root).status == 0)
        let before = site.tree("_site")
        try site.write("# A changed\n", to: "Content/a.md")
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("._site.previous"))
        try site.write("not a folder", to: "._site.previous")
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("[unsafe-output]"))
        #expect(site.tree("_site") == before)
    }

    @Test("a missing content folder or a broken template writes nothing and keeps the previous site", arguments: [
        ["build", "--content", "Misspelled"], ["build", "--config", "broken/sizeboard.yml"],
    ])
    func setupErrorsKeepPreviousSite(arguments: [String]) throws {
        let site = try FixtureSite(files: ["Content/a.md": Self.screenPage])
        #expect(try SizeboardProcess.run(["build"], in: site.root).status == 0)
        let before = site.tree("_site")
        try site.write("output: ../_site\n", to: "broken/sizeboard.yml")
        try site.write("{{#unclosed}}\n", to: "broken/Themes/default/templates/page.mustache")
        let outcome = try SizeboardProcess.run(arguments, in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("[nothing-written]"))
        #expect(site.tree("_site") == before)
    }

    @Test("a stale page's files are removed from the output on rebuild")
    func removesStaleFiles() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n", "Content/b.md": "# B\n"])
        try SizeboardProcess.run(["build"], in: site.root)
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/b.md"))
        try SizeboardProcess.run(["build"], in: site.root)
        #expect(!site.exists("_site/b/index.html"))
        #expect(site.exists("_site/a/index.html"))
    }

    @Test("--strict turns warnings into exit status 1; bad usage exits 2")
    func exitStatuses() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n"])
        #expect(try SizeboardProcess.run(["build", "--jobs", "0"], in: site.root).status == 2)
        #expect(try SizeboardProcess.run(["build", "--no-such-flag"], in: site.root).status == 2)
        #expect(try SizeboardProcess.run(["--version"], in: site.root).status == 0)
        #expect(try SizeboardProcess.run(["--help"], in: site.root).standardOutput.contains("Examples:"))
    }

    @Test("an unknown plugin in sizeboard.yml is an error listing the available ones")
    func unknownPlugin() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n", "sizeboard.yml": "title: T\nplugins: [sitemaps]\n"])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("sizeboard.yml:2:11: error: unknown plugin `sitemaps`; did you mean `sitemap`?"))
    }

    @Test("the sitemap plugin, enabled by name, writes sitemap.xml from baseURL")
    func sitemap() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n", "sizeboard.yml": "baseURL: https://example.com/docs\nplugins: [sitemap]\n"])
        #expect(try SizeboardProcess.run(["build"], in: site.root).status == 0)
        #expect(site.read("_site/sitemap.xml")?.contains("<loc>https://example.com/docs/a/</loc>") == true)
    }

    @Test("a site's own theme file overrides the bundled one")
    func themeOverride() throws {
        let site = try FixtureSite(files: [
            "Content/a.md": "# A\n",
            "Themes/default/templates/page.mustache": "<p>custom {{page.title}}</p>{{{page.body}}}",
        ])
        #expect(try SizeboardProcess.run(["build"], in: site.root).status == 0)
        #expect(site.read("_site/a/index.html")?.hasPrefix("<p>custom A</p>") == true)
        #expect(site.exists("_site/assets/style.css"))
    }

    @Test("a site's `section-page` template renders its navigation entries; a `page` template may loop over `sectionPages` itself")
    func sectionNavigationTemplates() throws {
        let site = try FixtureSite(files: [
            "Content/docs/a.md": "# A & B\n",
            "Content/docs/b.md": "# C\n",
            "Themes/default/templates/section-page.mustache": "[{{#current}}*{{/current}}{{title}} {{url}} {{rootURL}}]",
        ])
        #expect(try SizeboardProcess.run(["build"], in: site.root).status == 0)
        #expect(site.read("_site/docs/b/index.html")?.contains("[A &amp; B ../../docs/a/index.html ../../][*C ../../docs/b/index.html ../../]") == true)
        let looping = try FixtureSite(files: [
            "Content/docs/a.md": "# A\n",
            "Content/docs/b.md": "# C\n",
            "Themes/default/templates/page.mustache": "{{#navigation}}{{#sectionPages}}<{{title}}{{#current}}!{{/current}} {{url}}>{{/sectionPages}}{{/navigation}}",
        ])
        #expect(try SizeboardProcess.run(["build"], in: looping.root).status == 0)
        #expect(looping.read("_site/docs/a/index.html") == "<A! ../../docs/a/index.html><C ../../docs/b/index.html>")
    }

    @Test("a site's `index-page` template renders the index entries; an `index` template may loop over `pages` itself")
    func indexTemplates() throws {
        let site = try FixtureSite(files: [
            "Content/docs/a.md": "---\nsummary: First & best\n---\n# A\n",
            "Content/docs/b.md": "# B\n",
            "Themes/default/templates/index-page.mustache": "[{{title}} {{url}} {{rootURL}} {{#hasSummary}}{{summary}}{{/hasSummary}} {{screenCount}}]",
            "Themes/default/templates/index.mustache": "{{#sections}}{{{pageList}}}{{/sections}}",
        ])
        #expect(try SizeboardProcess.run(["build"], in: site.root).status == 0)
        #expect(site.read("_site/index.html") == "[A docs/a/index.html ./ First &amp; best 0][B docs/b/index.html ./  0]")
        let looping = try FixtureSite(files: [
            "Content/docs/a.md": "---\nsummary: First\n---\n# A\n",
            "Content/docs/b.md": "# B\n",
            "Themes/default/templates/index.mustache": "{{#pages}}<{{title}} {{url}}{{#hasSummary}} {{summary}}{{/hasSummary}}>{{/pages}}|{{#sections}}{{#pages}}({{title}}){{/pages}}{{/sections}}",
        ])
        #expect(try SizeboardProcess.run(["build"], in: looping.root).status == 0)
        #expect(looping.read("_site/index.html") == "<A docs/a/index.html First><B docs/b/index.html>|(A)(B)")
    }

    @Test("a template that does not parse is an error at its file line and column")
    func templateError() throws {
        let site = try FixtureSite(files: ["Content/a.md": "# A\n", "Themes/default/templates/page.mustache": "line\n{{#open}}\n"])
        let outcome = try SizeboardProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("Themes/default/templates/page.mustache:"))
        #expect(outcome.standardError.contains("[template-syntax]"))
    }
}
