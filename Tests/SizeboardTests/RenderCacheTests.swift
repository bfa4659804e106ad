import Foundation
@testable import Sizeboard
import Testing

/// A plugin whose `count` blocks count how many times they are rendered.
struct CountingPlugin: Plugin {
    let name = "counting"
    let counter: RenderCounter

    final class RenderCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        var renders: Int {
            lock.withLock { count }
        }

        func add() {
            lock.withLock { count += 1 }
        }
    }

    struct Handler: BlockHandler {
        let counter: RenderCounter

        func render(_ context: BlockContext) -> BlockResult {
            counter.add()
            return BlockResult(html: "<p>counted \(context.block.body)</p>", files: [OutputFile(path: "\(context.page.slug)/count.txt", text: context.block.body)])
        }
    }

    /// Replaces `a/count.txt` while some page is titled `Override`.
    struct Overrider: SiteGenerator {
        func generate(_ site: GeneratedSite) -> SiteGeneration {
            SiteGeneration(files: site.pages.contains { $0.title == "Override" } ? [OutputFile(path: "a/count.txt", text: "generated")] : [])
        }
    }

    func install(into registry: inout PluginRegistry) {
        registry.addBlockHandler(Handler(counter: counter), for: "count")
        registry.addSiteGenerator(Overrider())
    }
}

@Suite("The per-page render cache: an unchanged page is taken from the cache, never rendered")
struct RenderCacheTests {
    static let config = "plugins: [counting]\n"

    static func page(_ title: String, _ body: String) -> String {
        "---\ntitle: \(title)\n---\n\n\(body)\n\n```count\n\(body)\n```\n\n```screen\nid: main\nenvironments: [iphone-se-portrait]\nroot:\n  view: \(title)\n```\n"
    }

    static let pages = [
        "sizeboard.yml": config,
        "Content/a.md": page("A", "alpha"),
        "Content/guide/b.md": page("B", "beta"),
        "Content/guide/c.md": page("C", "gamma"),
    ]

    func build(_ site: TestSite, into output: MemoryOutput, counter: CountingPlugin.RenderCounter) -> BuildReport {
        SiteBuilder(options: BuildOptions(projectRoot: site.root, jobs: 2), availablePlugins: [CountingPlugin(counter: counter)], destination: output).build()
    }

    /// The site and report of a clean build of `site` into a fresh output.
    func clean(_ site: TestSite) -> (site: [String: [UInt8]], report: BuildReport) {
        let output = MemoryOutput()
        let report = build(site, into: output, counter: CountingPlugin.RenderCounter())
        return (output.site, report)
    }

    func edit(_ site: TestSite, _ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: site.root.appendingPathComponent(path))
    }

    @Test("a page's HTML is rendered again only when the page or its navigation changed")
    func pageHTMLKept() throws {
        let site = try TestSite(files: Self.pages)
        let output = MemoryOutput()
        let counter = CountingPlugin.RenderCounter()
        _ = build(site, into: output, counter: counter)
        try edit(site, "Content/guide/b.md", Self.page("B", "beta edited"))
        _ = build(site, into: output, counter: counter)
        let html = output.writtenByLastBuild.filter { $0.hasSuffix("/index.html") && $0 != "index.html" }
        #expect(html == ["guide/b/index.html"], "the other pages' navigation did not change")
        #expect(output.site == clean(site).site)
        try edit(site, "Content/guide/b.md", Self.page("Bee", "beta edited"))
        _ = build(site, into: output, counter: counter)
        let retitled = output.writtenByLastBuild.filter { $0.hasSuffix("/index.html") && !$0.hasPrefix("guide/index") && $0 != "index.html" }
        #expect(retitled == ["a/index.html", "guide/b/index.html", "guide/c/index.html"], "each page's navigation shows the new title")
        #expect(output.site == clean(site).site)
    }

    @Test("a one-page edit renders that page alone, and the site equals a clean build")
    func hitRendersNothing() throws {
        let site = try TestSite(files: Self.pages)
        let output = MemoryOutput()
        let counter = CountingPlugin.RenderCounter()
        _ = build(site, into: output, counter: counter)
        #expect(counter.renders == 3)
        #expect(output.cache.all.count == 3)
        try edit(site, "Content/guide/b.md", Self.page("B", "beta edited"))
        let report = build(site, into: output, counter: counter)
        #expect(counter.renders == 4, "only the edited page is rendered")
        let fresh = clean(site)
        #expect(output.site == fresh.site)
        #expect(report.diagnostics == fresh.report.diagnostics)
        #expect(report.pages == fresh.report.pages)
        #expect(output.text("a/count.txt") == "alpha\n")
    }

    @Test("a changed configuration (its fingerprint) makes every entry stale: every page renders")
    func fingerprintInvalidates() throws {
        let site = try TestSite(files: Self.pages)
        let output = MemoryOutput()
        let counter = CountingPlugin.RenderCounter()
        _ = build(site, into: output, counter: counter)
        try edit(site, "sizeboard.yml", Self.config + "# changed\n")
        _ = build(site, into: output, counter: counter)
        #expect(counter.renders == 6)
        #expect(output.site == clean(site).site)
    }

    @Test("an entry is read only for its own fingerprint, page bytes, path and slug", arguments: [
        "fingerprint", "hash", "path", "slug", "format",
    ])
    func entryKey(field: String) throws {
        let source = PageSource(path: "Content/a.md", relativePath: "a.md", text: "# A\n")
        var entry = PageCacheEntry(
            format: PageCacheEntry.currentFormat, fingerprint: 7, path: source.path, slug: source.slug, pageHash: 9,
            summary: PageSummary(info: PageInfo(path: source.path, slug: source.slug, metadata: PageMetadata(), rootURL: "../"), title: "A", screens: [], files: ["a/resolution.json", "a/index.html"], proseHash: ""),
            bodyHTML: "<h1>A</h1>", headElements: [], diagnostics: [], files: [KeptFile(path: "a/resolution.json", hash: 1)]
        )
        #expect(PageCacheEntry.decode(entry.encoded, path: source.path, slug: source.slug, hash: 9, fingerprint: 7) == entry)
        switch field {
        case "fingerprint": entry.fingerprint = 8
        case "hash": entry.pageHash = 10
        case "path": entry.path = "Content/b.md"
        case "slug": entry.slug = "b"
        default: entry.format += 1
        }
        #expect(PageCacheEntry.decode(entry.encoded, path: source.path, slug: source.slug, hash: 9, fingerprint: 7) == nil)
    }

    @Test("a corrupt entry is ignored, its page rendered and the entry rewritten")
    func corruptEntry() throws {
        let site = try TestSite(files: Self.pages)
        let output = MemoryOutput()
        let counter = CountingPlugin.RenderCounter()
        _ = build(site, into: output, counter: counter)
        let name = PageCacheEntry.name(forPagePath: "Content/a.md")
        output.cache.all[name] = Array("{\"format\": 1, \"trunc".utf8)
        try edit(site, "Content/guide/b.md", Self.page("B", "beta edited"))
        _ = build(site, into: output, counter: counter)
        #expect(counter.renders == 5, "the edited page and the page whose entry was corrupt")
        #expect(output.site == clean(site).site)
        let rewritten = try #require(output.cache.all[name])
        let source = PageSource(path: "Content/a.md", relativePath: "a.md", text: "")
        #expect(PageCacheEntry.decode(rewritten, path: source.path, slug: source.slug, hash: try #require(output.lastBuild?.pages["Content/a.md"]), fingerprint: try #require(output.lastBuild?.fingerprint)) != nil)
    }

    @Test("a kept file missing from the last site: its page is rendered again")
    func missingKeptFile() throws {
        let site = try TestSite(files: Self.pages)
        let output = MemoryOutput()
        let counter = CountingPlugin.RenderCounter()
        _ = build(site, into: output, counter: counter)
        output.removeCommitted("a/main/iphone-se-portrait.svg")
        try edit(site, "Content/guide/b.md", Self.page("B", "beta edited"))
        _ = build(site, into: output, counter: counter)
        #expect(counter.renders == 5)
        #expect(output.site == clean(site).site)
        #expect(output.text("a/main/iphone-se-portrait.svg")?.hasPrefix("<svg") == true)
    }

    @Test("a page whose file a generator replaced is rendered again once the generator stops replacing it (output folder)")
    func generatorReplacedFile() throws {
        let site = try TestSite(files: Self.pages)
        func build(into output: String) -> BuildReport {
            var options = BuildOptions(projectRoot: site.root, jobs: 2)
            options.outputDirectory = site.root.appendingPathComponent(output).path
            return SiteBuilder(options: options, availablePlugins: [CountingPlugin(counter: CountingPlugin.RenderCounter())]).build()
        }
        try edit(site, "Content/guide/b.md", Self.page("Override", "beta"))
        #expect(!build(into: "live").failed)
        #expect(site.read("live/a/count.txt") == "generated")
        try edit(site, "Content/guide/b.md", Self.page("B", "beta"))
        #expect(!build(into: "live").failed)
        #expect(site.read("live/a/count.txt") == "alpha\n")
        #expect(!build(into: "clean").failed)
        let live = FileTree.listing(of: site.root.appendingPathComponent("live").path).files
        #expect(live == FileTree.listing(of: site.root.appendingPathComponent("clean").path).files)
        for path in live {
            #expect(site.read("live/" + path) == site.read("clean/" + path), "\(path)")
        }
    }

    @Test("entries of removed and renamed pages are dropped")
    func prunes() throws {
        let site = try TestSite(files: Self.pages)
        let output = MemoryOutput()
        let counter = CountingPlugin.RenderCounter()
        _ = build(site, into: output, counter: counter)
        try FileManager.default.moveItem(at: site.root.appendingPathComponent("Content/a.md"), to: site.root.appendingPathComponent("Content/z.md"))
        _ = build(site, into: output, counter: counter)
        // z.md is rendered; b.md and c.md come from the cache, but the renamed page changed
        // their navigation and the first build held their bodies in memory instead of storing
        // them, so their bodies are rendered again for their HTML.
        #expect(counter.renders == 6)
        #expect(Set(output.cache.all.keys) == Set(["Content/z.md", "Content/guide/b.md", "Content/guide/c.md"].map(PageCacheEntry.name(forPagePath:))))
        #expect(output.site == clean(site).site)
    }
}
