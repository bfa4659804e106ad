import Foundation
import Testing

@Suite("The example site in Content/")
struct ExampleSiteTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

    @Test("builds without a single diagnostic, with every bundled plugin enabled")
    func buildsCleanly() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("sizeboard-example-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).previous"))
        }
        let outcome = try SizeboardProcess.run(["build", "--strict", "--output", output.path], in: Self.repository)
        #expect(outcome.status == 0)
        #expect(outcome.standardError == "")
        for path in [
            "index.html", "resolution.json", "sitemap.xml", "search-index.js", "assets/search.js",
            "talks/adaptive-photos/nothing-selected/iphone-se-portrait.svg",
            "talks/presentation-controllers/important-people/iphone-16-portrait.svg",
            "talks/presentation-controllers/editor-sidebar/ipad-pro-11-landscape.svg",
            "talks/recipe-notes/recipe-flipped/ipad-9-7-landscape.svg",
            "talks/recipes/recipe/ipad-9-7-landscape.svg",
        ] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path), "missing \(path)")
        }
    }
}
