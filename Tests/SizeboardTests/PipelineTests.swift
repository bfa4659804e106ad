import Foundation
@testable import Sizeboard
import Testing

@Suite("The build's steps, writing through an in-memory output")
struct PipelineTests {
    static let screenPage = "---\ntitle: Inbox\nsummary: Mail\n---\n\nhello\n\n```screen\nid: inbox\nenvironments: [iphone-se-portrait]\nroot:\n  view: Mail\n```\n"

    func build(_ site: TestSite, into output: MemoryOutput, plugins: [any Plugin] = []) -> BuildReport {
        SiteBuilder(options: BuildOptions(projectRoot: site.root, jobs: 2), availablePlugins: plugins, destination: output).build()
    }

    @Test("the steps' parallel map keeps the input's order, whatever the count and the threads", arguments: [0, 1, 2, 31, 32, 33, 1_000], [1, 2, 3, 8])
    func orderedParallelMap(count: Int, jobs: Int) {
        let numbers = Array(0..<count)
        #expect(numbers.orderedParallelMap(jobs: jobs) { $0 * 3 } == numbers.map { $0 * 3 })
    }

    @Test("a site builds in memory: pages, previews, index, resolution.json and assets, nothing on the disk")
    func buildsInMemory() throws {
        let site = try TestSite(files: ["Content/inbox.md": Self.screenPage, "Content/guide/intro.md": "# Intro\n\nWelcome.\n"])
        let output = MemoryOutput()
        let report = build(site, into: output)
        #expect(!report.failed)
        #expect(report.pageCount == 2)
        #expect(report.screenCount == 1)
        #expect(output.text("inbox/index.html")?.contains("hello") == true)
        #expect(output.text("guide/intro/index.html")?.contains("Welcome.") == true)
        #expect(output.text("inbox/inbox/iphone-se-portrait.svg")?.hasPrefix("<svg") == true)
        #expect(output.text("index.html")?.contains("Inbox") == true)
        #expect(output.text("resolution.json")?.contains("\"inbox\"") == true)
        #expect(output.site.keys.contains { $0.hasPrefix("assets/") })
        #expect(report.written == output.site.count)
        #expect(report.pages.map(\.info.slug) == ["inbox", "guide/intro"])
        #expect(report.pages[0].files == ["inbox/inbox/iphone-se-portrait.svg", "inbox/resolution.json", "inbox/index.html"])
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("_site").path))
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("._site.lock").path))
    }

    @Test("nothing changed: the second build stops at the output step, reporting the first one's counts")
    func upToDate() throws {
        let site = try TestSite(files: ["Content/inbox.md": Self.screenPage])
        let output = MemoryOutput()
        let first = build(site, into: output)
        let second = build(site, into: output)
        #expect(second.upToDate)
        #expect(second.pages.isEmpty)
        #expect(second.pageCount == first.pageCount)
        #expect(second.screenCount == 1)
        #expect(second.unchanged == output.site.count)
        #expect(second.written == 0)
    }

    @Test("each step's time is reported in the order the steps ran, up to the step that ended the build")
    func stepTimes() throws {
        let site = try TestSite(files: ["Content/inbox.md": Self.screenPage])
        let output = MemoryOutput()
        let first = build(site, into: output)
        #expect(first.stepTimes.map(\.step) == ["configure", "discover", "open output", "read pages", "render", "page HTML", "generate", "commit"])
        #expect(first.stepTimes.allSatisfy { $0.seconds >= 0 && $0.seconds.isFinite })
        let second = build(site, into: output)
        #expect(second.upToDate)
        #expect(second.stepTimes.map(\.step) == ["configure", "discover", "open output", "read pages"], "nothing changed: in memory, the build ends once the pages' bytes are found the same")
        try Data("bogus: [\n".utf8).write(to: site.root.appendingPathComponent("sizeboard.yml"))
        let broken = build(site, into: output)
        #expect(broken.failed)
        #expect(broken.stepTimes.map(\.step) == ["configure", "discover"], "a configuration error ends the build with the listing, before the output is opened")
    }

    @Test("an edit and a removal: the next build writes the edited page and drops the removed one's files")
    func editAndRemove() throws {
        let site = try TestSite(files: ["Content/inbox.md": Self.screenPage, "Content/b.md": "# B\n"])
        let output = MemoryOutput()
        _ = build(site, into: output)
        try Data("# B2\n".utf8).write(to: site.root.appendingPathComponent("Content/b.md"))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/inbox.md"))
        let report = build(site, into: output)
        #expect(!report.upToDate)
        #expect(report.removed == 3, "the page's HTML, its resolution.json and its preview")
        #expect(output.text("b/index.html")?.contains("B2") == true)
        #expect(output.site["inbox/index.html"] == nil)
    }

    @Test("a failed write leaves the previous site in place and says so in a closing line")
    func failedWrite() throws {
        let site = try TestSite(files: ["Content/a.md": "# A\n"])
        let output = MemoryOutput(failingPaths: ["b/index.html"])
        _ = build(site, into: output)
        let before = output.site
        try Data("# B\n".utf8).write(to: site.root.appendingPathComponent("Content/b.md"))
        let report = build(site, into: output)
        #expect(report.summary?.code == "write-failed")
        #expect(report.diagnostics.map(\.code) == ["write-failed"])
        #expect(report.outputPath == nil)
        #expect(output.site == before)
    }

    @Test("an error in the configuration stops at the discover step: the output is never opened")
    func configurationErrorOpensNothing() throws {
        let site = try TestSite(files: ["sizeboard.yml": "behavior: nonsense\n", "Content/a.md": "# A\n"])
        let output = MemoryOutput()
        let report = build(site, into: output)
        #expect(report.summary?.code == "nothing-written")
        #expect(report.diagnostics.map(\.code) == ["unknown-behavior"])
        #expect(output.openCount == 0)
        #expect(output.site.isEmpty)
    }

    @Test("an unknown `--env` stops at the configure step")
    func unknownEnvironment() throws {
        let site = try TestSite(files: ["Content/a.md": "# A\n"])
        let output = MemoryOutput()
        var options = BuildOptions(projectRoot: site.root, environments: ["iphone-99"], jobs: 2)
        options.strict = false
        let report = SiteBuilder(options: options, availablePlugins: [], destination: output).build()
        #expect(report.usageError?.option == "--env")
        #expect(output.openCount == 0)
    }

    @Test("two pages writing one path differently: an output conflict, the rest of the site still built")
    func conflict() throws {
        let site = try TestSite(files: [
            "sizeboard.yml": "plugins: [notes]\n",
            "Content/a.md": "```note\none\n```\n",
            "Content/b.md": "```note\ntwo\n```\n",
        ])
        let output = MemoryOutput()
        let report = build(site, into: output, plugins: [SharedNotePlugin()])
        #expect(report.diagnostics.map(\.code) == ["output-conflict"])
        #expect(output.text("a/index.html") != nil)
        #expect(output.text("b/index.html") != nil)
    }

    @Test("resolve renders without opening the output")
    func resolveWritesNothing() throws {
        let site = try TestSite(files: ["Content/inbox.md": Self.screenPage])
        let output = MemoryOutput()
        let report = SiteBuilder(options: BuildOptions(projectRoot: site.root, jobs: 2), availablePlugins: [], destination: output).resolve(paths: [])
        #expect(report.screenCount == 1)
        #expect(output.openCount == 0)
    }
}

/// A plugin whose notes all write one shared path with their own text.
struct SharedNotePlugin: Plugin {
    let name = "notes"

    struct Handler: BlockHandler {
        func render(_ context: BlockContext) -> BlockResult {
            BlockResult(html: "<p>note</p>", files: [OutputFile(path: "shared.txt", text: context.block.body)])
        }
    }

    func install(into registry: inout PluginRegistry) {
        registry.addBlockHandler(Handler(), for: "note")
    }
}

@Suite("Progress through BuildOptions")
struct BuildProgressCallbackTests {
    @Test("every rendered page is counted, up to the total")
    func counts() throws {
        let site = try TestSite(files: ["Content/a.md": "# A\n", "Content/b.md": "# B\n", "Content/c/d.md": "# D\n"])
        let seen = SeenProgress()
        var options = BuildOptions(projectRoot: site.root, jobs: 2)
        options.progress = { seen.add($0) }
        _ = SiteBuilder(options: options, availablePlugins: [], destination: MemoryOutput()).build()
        #expect(seen.values.map(\.pagesDone) == [1, 2, 3])
        #expect(seen.values.allSatisfy { $0.pageTotal == 3 })
    }
}

/// Progress values received from any thread.
final class SeenProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [BuildProgress] = []

    func add(_ progress: BuildProgress) {
        lock.withLock { received.append(progress) }
    }

    var values: [BuildProgress] {
        lock.withLock { received }
    }
}
