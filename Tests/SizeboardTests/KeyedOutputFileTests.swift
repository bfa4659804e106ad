import Foundation
@testable import Sizeboard
import Testing

/// A plugin whose generator writes `pages.txt` (the pages' titles) as a keyed file, counting its renders.
struct KeyedListPlugin: Plugin {
    let name = "keyed-list"
    let counter: CountingPlugin.RenderCounter

    struct Generator: SiteGenerator {
        let counter: CountingPlugin.RenderCounter

        func generate(_ site: GeneratedSite) -> SiteGeneration {
            let titles = site.pages.map(\.title)
            let counter = counter
            let file = KeyedOutputFile(path: "pages.txt", key: titles.joined(separator: "\n")) {
                counter.add()
                return titles.joined(separator: "\n") + "\n"
            }
            return SiteGeneration(files: [], keyedFiles: [file])
        }
    }

    func install(into registry: inout PluginRegistry) {
        registry.addSiteGenerator(Generator(counter: counter))
    }
}

@Suite("Keyed generated files: a site generator's file is rendered again only when its key changed")
struct KeyedOutputFileTests {
    /// More pages than one index file lists: three index files, the last listing the `b` section.
    static func pages() -> [String: String] {
        var files = ["sizeboard.yml": "plugins: [keyed-list]\n"]
        for number in 0..<210 {
            let folder = number < 150 ? "a" : "b"
            files["Content/\(folder)/p\(String(format: "%03d", number)).md"] = page("Page \(number)", "body \(number)")
        }
        return files
    }

    static func page(_ title: String, _ body: String) -> String {
        "---\ntitle: \(title)\n---\n\n\(body)\n"
    }

    func build(_ site: TestSite, into output: MemoryOutput, counter: CountingPlugin.RenderCounter = .init()) -> BuildReport {
        SiteBuilder(options: BuildOptions(projectRoot: site.root, jobs: 2), availablePlugins: [KeyedListPlugin(counter: counter)], destination: output).build()
    }

    /// The paths at which `output`'s site differs from a clean build of `site`.
    func differencesFromClean(_ output: MemoryOutput, _ site: TestSite) -> [String] {
        let clean = MemoryOutput()
        _ = build(site, into: clean)
        let built = output.site
        return Set(built.keys).union(clean.site.keys).filter { built[$0] != clean.site[$0] }.sorted()
    }

    func edit(_ site: TestSite, _ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: site.root.appendingPathComponent(path))
    }

    /// The index files the last build wrote (not kept).
    func indexFilesWritten(_ output: MemoryOutput) -> Set<String> {
        output.writtenByLastBuild.filter { !$0.contains("/") && $0.hasPrefix("index") && $0.hasSuffix(".html") }
    }

    @Test("an edit of a page's body writes no index file; a title change writes only the index file listing the page; both equal a clean build")
    func indexFilesKept() throws {
        let site = try TestSite(files: Self.pages())
        let output = MemoryOutput()
        _ = build(site, into: output)
        #expect(indexFilesWritten(output) == ["index.html", "index-2.html", "index-3.html"])
        try edit(site, "Content/a/p120.md", Self.page("Page 120", "body edited"))
        _ = build(site, into: output)
        #expect(output.writtenByLastBuild.contains("a/p120/index.html"))
        #expect(indexFilesWritten(output).isEmpty)
        #expect(differencesFromClean(output, site).isEmpty)
        try edit(site, "Content/a/p120.md", Self.page("Retitled", "body edited"))
        _ = build(site, into: output)
        #expect(indexFilesWritten(output) == ["index-2.html"])
        #expect(output.text("index-2.html")?.contains("Retitled") == true)
        #expect(differencesFromClean(output, site).isEmpty)
    }

    @Test("a new page renders the index files whose pagination or pages moved, and the site equals a clean build")
    func pageAdded() throws {
        let site = try TestSite(files: Self.pages())
        let output = MemoryOutput()
        _ = build(site, into: output)
        try edit(site, "Content/b/p300.md", Self.page("Page 300", "body 300"))
        _ = build(site, into: output)
        #expect(indexFilesWritten(output) == ["index-3.html"], "the last file lists the new page; the page count is unchanged")
        #expect(differencesFromClean(output, site).isEmpty)
    }

    @Test("a third party's keyed file is rendered once while its key is unchanged, again when its key or the configuration changed")
    func thirdPartyKeyedFile() throws {
        let site = try TestSite(files: Self.pages())
        let output = MemoryOutput()
        let counter = CountingPlugin.RenderCounter()
        _ = build(site, into: output, counter: counter)
        #expect(counter.renders == 1)
        #expect(output.text("pages.txt")?.hasPrefix("Page 0\nPage 1\n") == true)
        try edit(site, "Content/a/p007.md", Self.page("Page 7", "body edited"))
        _ = build(site, into: output, counter: counter)
        #expect(counter.renders == 1, "the titles, its key, did not change")
        #expect(!output.writtenByLastBuild.contains("pages.txt"))
        #expect(differencesFromClean(output, site).isEmpty)
        try edit(site, "Content/a/p007.md", Self.page("Seven", "body edited"))
        _ = build(site, into: output, counter: counter)
        #expect(counter.renders == 2, "a title changed: the key did")
        #expect(output.text("pages.txt")?.contains("\nSeven\n") == true)
        #expect(differencesFromClean(output, site).isEmpty)
        try edit(site, "sizeboard.yml", "plugins: [keyed-list]\n# changed\n")
        _ = build(site, into: output, counter: counter)
        #expect(counter.renders == 3, "the configuration is part of every key")
    }

    @Test("a kept file missing from the last site is rendered again")
    func missingKeptFile() throws {
        let site = try TestSite(files: Self.pages())
        let output = MemoryOutput()
        let counter = CountingPlugin.RenderCounter()
        _ = build(site, into: output, counter: counter)
        output.removeCommitted("pages.txt")
        output.removeCommitted("index-2.html")
        try edit(site, "Content/a/p007.md", Self.page("Page 7", "body edited"))
        _ = build(site, into: output, counter: counter)
        #expect(counter.renders == 2)
        #expect(indexFilesWritten(output) == ["index-2.html"])
        #expect(differencesFromClean(output, site).isEmpty)
    }

    @Test("in the output folder, kept index files equal a clean build's")
    func outputFolder() throws {
        let site = try TestSite(files: Self.pages())
        func build(into output: String) -> BuildReport {
            var options = BuildOptions(projectRoot: site.root, jobs: 2)
            options.outputDirectory = site.root.appendingPathComponent(output).path
            return SiteBuilder(options: options, availablePlugins: [KeyedListPlugin(counter: CountingPlugin.RenderCounter())]).build()
        }
        #expect(!build(into: "live").failed)
        try edit(site, "Content/a/p120.md", Self.page("Retitled", "body edited"))
        #expect(!build(into: "live").failed)
        #expect(!build(into: "clean").failed)
        let live = FileTree.listing(of: site.root.appendingPathComponent("live").path).files
        #expect(live == FileTree.listing(of: site.root.appendingPathComponent("clean").path).files)
        for path in live {
            #expect(site.read("live/" + path) == site.read("clean/" + path), "\(path)")
        }
    }

    @Test("the manifest keeps the keyed files' records")
    func manifestRoundTrip() {
        let manifest = BuildManifest(
            fingerprint: 1, pages: ["a.md": 2], pageStamps: [:], listedAt: 5, diagnostics: [], fileCount: 1, generation: 1, treeSignature: 1,
            pageCount: 1, screenCount: 0, pageHTML: ["a.md": PageHTMLRecord(key: 3, hash: 4)],
            generatedFiles: ["index.html": GeneratedFileRecord(key: .max, hash: 0), "index 2.html": GeneratedFileRecord(key: 7, hash: 8)]
        )
        #expect(BuildManifest(encoded: manifest.encoded) == manifest)
    }
}
