import Foundation
import Testing

/// The plugin guide's code is the example package's code: every Swift block of
/// `Content/docs/plugins.md` whose first line names a file of `Examples/ThirdPartyPlugins` is a
/// verbatim excerpt of that file, which `ThirdPartyPluginTests` compiles and runs.
@Suite("The plugin guide's examples are the compiled example's code")
struct PluginGuideTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

    /// The guide's Swift blocks: the path their first line names and the rest of their text.
    static func namedBlocks() throws -> [(path: String, code: String)] {
        let guide = try String(contentsOf: repository.appendingPathComponent("Content/docs/plugins.md"), encoding: .utf8)
        var blocks: [(String, String)] = []
        var current: [Substring]?
        for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                if let first = lines.first, first.hasPrefix("// Examples/") {
                    blocks.append((String(first.dropFirst(3)), lines.dropFirst().joined(separator: "\n") + "\n"))
                }
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test("every block naming an example file is an excerpt of it, and each protocol has one")
    func blocksMatchTheExample() throws {
        let blocks = try Self.namedBlocks()
        for block in blocks {
            let source = try String(contentsOf: Self.repository.appendingPathComponent(block.path), encoding: .utf8)
            #expect(source.contains(block.code), "the guide's block for \(block.path) differs from the file")
        }
        let shown = blocks.map(\.code).joined()
        for conformance in [": Plugin", ": BlockHandler", ": CustomPresentation", ": ContentDrawing", ": ChromeDrawing", ": SiteGenerator"] {
            #expect(shown.contains(conformance), "the guide shows no compiled example of \(conformance.dropFirst(2))")
        }
        #expect(shown.contains("SizeboardCommand.main(plugins:"))
    }
}
