import Foundation
@testable import Sizeboard
import Testing

@Suite("Files made of parts: written as a stream, read back on demand")
struct AssembledFileTests {
    /// One build that writes the page files `pages` (path to text), then `assembled` from them.
    func build(pages: [String: String], assembled: OutputFile, into output: URL) throws -> WriteSummary {
        let session = try OutputSession(output: output)
        for (path, text) in pages.sorted(by: { $0.key < $1.key }) {
            try session.write(OutputFile(path: path, text: text))
        }
        try session.write(assembled, replacing: true)
        return try session.finish()
    }

    static func document(_ pages: [String]) -> OutputFile {
        var parts: [OutputFilePart] = [.bytes(Array("[\n".utf8))]
        for (index, page) in pages.enumerated() {
            if index > 0 { parts.append(.bytes(Array(",\n".utf8))) }
            parts.append(.writtenFile(path: page, indentation: 2))
        }
        parts.append(.bytes(Array("\n]\n".utf8)))
        return OutputFile(path: "all.json", parts: parts)
    }

    @Test("the parts are assembled, written only when the live file differs, never in place")
    func assembled() throws {
        let site = try TestSite(files: [:])
        let output = site.root.appendingPathComponent("out")
        var pages = ["a/page.json": "{\n  \"a\" : 1\n}\n", "b/page.json": "{\n  \"b\" : 2\n}\n", "c/page.json": "{}\n"]
        let file = Self.document(["a/page.json", "b/page.json", "c/page.json"])
        let expected = "[\n  {\n    \"a\" : 1\n  },\n  {\n    \"b\" : 2\n  },\n  {}\n]\n"
        #expect(file.assembled { pages[$0].map { Array($0.utf8) } }.map { String(decoding: $0, as: UTF8.self) } == expected)
        #expect(try build(pages: pages, assembled: file, into: output).written == 4)
        #expect(site.read("out/all.json") == expected)
        #expect(try build(pages: pages, assembled: file, into: output).written == 0)
        #expect(try build(pages: pages, assembled: file, into: output).written == 0)
        pages["b/page.json"] = "{\n  \"b\" : 3\n}\n"
        #expect(try build(pages: pages, assembled: file, into: output).written == 2)
        #expect(site.read("out/all.json") == expected.replacingOccurrences(of: "\"b\" : 2", with: "\"b\" : 3"))
        #expect(site.read(".out.previous/all.json") == expected, "the last site's file is not modified in place")
        let shorter = Self.document(["a/page.json", "b/page.json"])
        _ = try build(pages: pages, assembled: shorter, into: output)
        #expect(site.read("out/all.json") == "[\n  {\n    \"a\" : 1\n  },\n  {\n    \"b\" : 3\n  }\n]\n")
    }

    @Test("parts read, indented and hashed ahead on several threads, window after window, give the file one thread gives", arguments: [1, 2, 3])
    func preparedAhead(jobs: Int) throws {
        let site = try TestSite(files: [:])
        let pages = (0..<150).map { "p\($0)/page.json" }
        let document = Self.document(pages)
        var expected: [UInt8]?
        for threads in [1, jobs] {
            let output = site.root.appendingPathComponent("out-\(threads)-\(expected == nil)")
            let session = try OutputSession(output: output, jobs: threads)
            for (index, page) in pages.enumerated() {
                try session.write(OutputFile(path: page, text: "{\n  \"n\" : \(index),\n  \"line\" : \"\(String(repeating: "x", count: index))\"\n}\n"))
            }
            try session.write(document, replacing: true)
            _ = try session.finish()
            let written = Array(try Data(contentsOf: output.appendingPathComponent("all.json")))
            if let expected {
                #expect(written == expected)
            } else {
                expected = written
            }
        }
    }

    @Test("a part naming a file this build did not write fails the write, after windows of parts written", arguments: [1, 2])
    func missingPartLate(jobs: Int) throws {
        let site = try TestSite(files: [:])
        let session = try OutputSession(output: site.root.appendingPathComponent("out"), jobs: jobs)
        let pages = (0..<100).map { "p\($0)/page.json" }
        for page in pages {
            try session.write(OutputFile(path: page, text: "{}\n"))
        }
        #expect(throws: AssembledFileWriter.MissingPart.self) {
            try session.write(Self.document(pages + ["nowhere.json"] + pages))
        }
        session.abandon()
    }

    @Test("a part naming a file this build did not write fails the write")
    func missingPart() throws {
        let site = try TestSite(files: [:])
        let output = site.root.appendingPathComponent("out")
        let session = try OutputSession(output: output)
        #expect(throws: AssembledFileWriter.MissingPart.self) {
            try session.write(Self.document(["nowhere.json"]))
        }
        session.abandon()
    }

    /// Writes, for each page, the JSON of the screens `GeneratedSite.screens(of:)` reads back.
    struct EchoPlugin: Plugin {
        let name = "echo"

        struct Echo: SiteGenerator {
            func generate(_ site: GeneratedSite) -> SiteGeneration {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                let files = site.pages.map { page in
                    OutputFile(path: "echo/\(page.info.slug).json", contents: Array((try? encoder.encode(try site.screens(of: page))) ?? Data()))
                }
                return SiteGeneration(files: files)
            }
        }

        func install(into registry: inout PluginRegistry) {
            registry.addSiteGenerator(Echo())
        }
    }

    @Test("screens(of:) reads back, from the page's resolution.json, what resolve holds")
    func readBack() throws {
        let site = try TestSite(files: [
            "sizeboard.yml": "plugins: [echo]\n",
            "Content/a.md": """
            # A

            ```screen
            id: mail
            root:
              split:
                primary: {navigation: {stack: [{view: {title: Boxes, content: list}}]}}
                secondary: {view: {title: Message, content: text}}
            present:
              controller: {alert: {title: Delete?, actions: [{title: Delete, style: destructive}, {title: Cancel, style: cancel}]}}
            ```

            ```screen
            id: tabs
            root:
              tabs:
                tabs:
                  - navigation: {stack: [{view: {title: One, content: grid}}]}
                  - view: {title: Two, content: text}
            ```
            """,
        ])
        let options = BuildOptions(projectRoot: site.root, jobs: 2)
        let report = SiteBuilder(options: options, availablePlugins: [EchoPlugin()]).build()
        #expect(!report.failed, "\(report.diagnostics)")
        let resolved = SiteBuilder(options: options, availablePlugins: [EchoPlugin()]).resolve(paths: [])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let expected = String(decoding: try encoder.encode(try #require(resolved.resolvedPages.first).screens), as: UTF8.self)
        #expect(expected.contains("\"alert\""))
        #expect(site.read("_site/echo/a.json") == expected)
        #expect(report.pages.first?.screens.map(\.id) == ["mail", "tabs"])
        #expect(report.pages.first?.files.contains("a/resolution.json") == true)
    }
}
