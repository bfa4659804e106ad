import Foundation
@testable import Sizeboard
import Testing

/// A plugin whose `probe` blocks note, as each is rendered, whether the HTML of `a/p05` is
/// already written.
struct ProbePlugin: Plugin {
    let name = "probe"
    let output: MemoryOutput
    let seen: Seen

    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var notes: [Bool] = []

        var all: [Bool] {
            lock.withLock { notes }
        }

        func add(_ note: Bool) {
            lock.withLock { notes.append(note) }
        }
    }

    struct Handler: BlockHandler {
        let output: MemoryOutput
        let seen: Seen

        func render(_ context: BlockContext) -> BlockResult {
            seen.add(output.hasWritten("a/p05/index.html"))
            return BlockResult(html: "<p>probed</p>")
        }
    }

    func install(into registry: inout PluginRegistry) {
        registry.addBlockHandler(Handler(output: output, seen: seen), for: "probe")
    }
}

@Suite("The page HTML written while the pages render (EarlyPageHTML) is the page HTML step's, byte for byte")
struct EarlyPageHTMLTests {
    /// What sets a site apart from the plain one.
    enum Twist: String, CaseIterable, CustomTestStringConvertible {
        case none
        case draftInTheMiddle
        case orderOnTheLastPage
        case orderOnTheFirstPage
        case firstPageOfASectionIsADraft
        case titleFromAHeading

        var testDescription: String { rawValue }
    }

    /// 40 pages: 6 at the top of the content folder, 20 in `a/`, 14 in `b/`, each with a
    /// `probe` block and every fifth with a screen.
    static func files(_ twist: Twist) -> [String: String] {
        var files = ["sizeboard.yml": "plugins: [probe]\n"]
        var pages: [String] = (0..<6).map { "top-\($0)" } + (0..<20).map { String(format: "a/p%02d", $0) } + (0..<14).map { String(format: "b/q%02d", $0) }
        pages.sort()
        for (number, name) in pages.enumerated() {
            var front = ["title: Page \(number)"]
            switch twist {
            case .none: break
            case .draftInTheMiddle where name == "a/p10": front.append("draft: true")
            case .orderOnTheLastPage where name == "b/q13": front.append("order: 1")
            case .orderOnTheFirstPage where number == 0: front.append("order: 2")
            case .firstPageOfASectionIsADraft where name == "b/q00": front.append("draft: true")
            case .titleFromAHeading where number % 3 == 0: front = []
            default: break
            }
            var text = front.isEmpty ? "" : "---\n" + front.joined(separator: "\n") + "\n---\n\n"
            text += "# Heading \(number)\n\nSome prose for page \(number).\n\n```probe\n\(number)\n```\n"
            if number % 5 == 0 {
                text += "\n```screen\nid: main\nenvironments: [iphone-se-portrait]\nroot:\n  view: Screen \(number)\n```\n"
            }
            files["Content/\(name).md"] = text
        }
        return files
    }

    /// The paths where two sites' files differ, or that one of them lacks.
    static func differingPaths(_ site: [String: [UInt8]], _ other: [String: [UInt8]]) -> [String] {
        Set(site.keys).union(other.keys).filter { site[$0] != other[$0] }.sorted()
    }

    func build(_ site: TestSite, chunkSize: Int) -> (site: [String: [UInt8]], report: BuildReport, seen: [Bool]) {
        var options = BuildOptions(projectRoot: site.root, jobs: 2)
        options.earlyPageHTMLChunkSize = chunkSize
        let output = MemoryOutput()
        let seen = ProbePlugin.Seen()
        let report = SiteBuilder(options: options, availablePlugins: [ProbePlugin(output: output, seen: seen)], destination: output).build()
        return (output.site, report, seen.all)
    }

    @Test("a clean build's site, whatever the chunk size", arguments: Twist.allCases)
    func sameSite(_ twist: Twist) throws {
        let site = try TestSite(files: Self.files(twist))
        let reference = build(site, chunkSize: 0)
        #expect(reference.report.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(!reference.seen.contains(true), "without early page HTML, no page's HTML is written while pages render")
        for chunkSize in [1, 3, 7, EarlyPageHTML.chunkSize] {
            let early = build(site, chunkSize: chunkSize)
            #expect(Self.differingPaths(early.site, reference.site) == [], "chunks of \(chunkSize)")
            #expect(early.report.diagnostics == reference.report.diagnostics, "chunks of \(chunkSize)")
        }
    }

    @Test("with small chunks, the first page's HTML is written before the last page renders")
    func writtenWhileRendering() throws {
        let site = try TestSite(files: Self.files(.none))
        let early = build(site, chunkSize: 3)
        #expect(early.seen.count == 40)
        #expect(early.seen.last == true)
    }

    @Test("an edit after a clean build that wrote its pages' HTML early equals a clean build")
    func editAfterwards() throws {
        let site = try TestSite(files: Self.files(.none))
        var options = BuildOptions(projectRoot: site.root, jobs: 2)
        options.earlyPageHTMLChunkSize = 3
        let output = MemoryOutput()
        let builder = SiteBuilder(options: options, availablePlugins: [ProbePlugin(output: output, seen: ProbePlugin.Seen())], destination: output)
        _ = builder.build()
        try Data("---\ntitle: Renamed\n---\n\nNew prose.\n".utf8).write(to: site.root.appendingPathComponent("Content/a/p05.md"))
        let report = builder.build()
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(output.site == build(site, chunkSize: 0).site)
    }
}
