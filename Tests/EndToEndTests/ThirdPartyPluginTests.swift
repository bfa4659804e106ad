import Foundation
import Testing

@Suite("A third party's plugins, in their own package")
struct ThirdPartyPluginTests {
    static let examplePackage = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("../../Examples/ThirdPartyPlugins")
        .standardizedFileURL

    /// The package is built from scratch in a temporary folder: a build folder left from an older
    /// checkout can link stale objects.
    @Test("Examples/ThirdPartyPlugins builds against this checkout, and its executable builds a site with its plugins",
          .timeLimit(.minutes(15)))
    func examplePackageBuildsASite() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sizeboard-example-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let build = try Self.swift([
            "build", "--package-path", Self.examplePackage.path, "--product", "my-sizeboard", "--scratch-path", scratch.path,
        ])
        try #require(build.status == 0, "swift build failed:\n\(build.log)")

        let site = try FixtureSite(files: [
            "sizeboard.yml": "plugins: [callout, sitemap, search-index]\n",
            "Content/a.md": "# A\n\n```callout {warning}\nMind the **gap** & <the step>.\n```\n\n```screen\nid: one\nroot:\n  view: Photo\npresent:\n  controller: {view: Filters}\n  style: custom\n  custom: drawer\n```\n",
            "Content/b.md": "# B\n\n```screen\nid: sales\nenvironments: [ipad-pro-11-landscape]\nroot:\n  view: {title: Sales <2024>, content: chart, rows: 3}\npresent:\n  controller: {view: Note}\n  style: custom\n  custom: card\n```\n",
        ])
        let executable = scratch.appendingPathComponent("debug/my-sizeboard")
        let run = Process()
        run.executableURL = executable
        run.arguments = ["build"]
        run.currentDirectoryURL = site.root
        try run.run()
        run.waitUntilExit()
        #expect(run.terminationStatus == 0)
        let page = try #require(site.read("_site/a/index.html"))
        #expect(page.contains("<aside class=\"callout callout-warning\"><p>Mind the <strong>gap</strong> &amp; <!-- raw HTML omitted -->.</p>"), "the body is Markdown, raw HTML omitted")
        #expect(page.contains("<style>.callout{"), "the head element is added")
        #expect(site.read("_site/screens.csv")?.contains("Content/a.md,one,iphone-16-portrait,compact,regular,,overFullScreen,photo filters\n") == true)
        #expect(site.exists("_site/sitemap.xml"), "bundled plugins stay available without being passed again")
        #expect(site.exists("_site/search-index.js"))
        let chart = try #require(site.read("_site/b/sales/ipad-pro-11-landscape.svg"))
        #expect(chart.components(separatedBy: "fill=\"#007aff\"/>").count - 1 == 3, "one bar per row")
        #expect(chart.contains(">Sales &lt;2024&gt;</text>"), "the caption is escaped")
        #expect(chart.contains("<g data-role=\"card-shadow\" data-node=\"note\">"), "the card's chrome is drawn")
        let resolution = try #require(site.read("_site/resolution.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(resolution.utf8)) as? [String: Any])
        let pages = try #require(document["pages"] as? [[String: Any]])
        let screens = try #require(pages.first?["screens"] as? [[String: Any]])
        let results = try #require(screens.first?["results"] as? [[String: Any]])
        let iPad = try #require(results.first { ($0["environment"] as? [String: Any])?["id"] as? String == "ipad-pro-11-landscape" })
        let drawer = try #require((iPad["presentations"] as? [[String: Any]])?.first)
        #expect(drawer["custom"] as? String == "drawer")
        #expect(drawer["dimmed"] as? Bool == true)
        let frame = try #require(drawer["frame"] as? [Double])
        #expect(zip(frame, [0, 500.4, 1194, 333.6]).allSatisfy { abs($0 - $1) < 0.01 }, "60% down an 834 pt window: \(frame)")

        // The SwiftPM command plugin, as a package that depends on Sizeboard runs it (sharing the
        // build above): `swift package sizeboard build` builds a site, then `diff` compares it.
        try site.write("title: Plugin\n", to: "plugin/sizeboard.yml")
        try site.write("# P\n\n```screen\nid: p\nroot:\n  view: P\n```\n", to: "plugin/Content/p.md")
        let pluginSite = site.root.appendingPathComponent("plugin-site").path
        for arguments in [
            ["build", "--config", site.root.appendingPathComponent("plugin/sizeboard.yml").path, "--output", pluginSite],
            ["diff", pluginSite, pluginSite, "--output", site.root.appendingPathComponent("plugin-diff").path,
             "--json", site.root.appendingPathComponent("plugin-diff.json").path, "--fail-on-change"],
        ] {
            let plugin = try Self.swift([
                "package", "--package-path", Self.examplePackage.path, "--scratch-path", scratch.path,
                "--allow-writing-to-package-directory", "sizeboard",
            ] + arguments)
            #expect(plugin.status == 0, "swift package sizeboard \(arguments[0]):\n\(plugin.log)")
        }
        #expect(site.exists("plugin-site/p/p/iphone-16-portrait.svg"))
        #expect(site.read("plugin-diff.json")?.contains("\"unchanged\" : 4") == true)
    }

    /// Runs `swift arguments` and waits for it: its status, and its output and errors as one log.
    static func swift(_ arguments: [String]) throws -> (status: Int32, log: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        try process.run()
        let output = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
