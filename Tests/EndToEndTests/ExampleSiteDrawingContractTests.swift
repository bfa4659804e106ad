import DrawingContractSupport
import Foundation
import Testing

/// The drawing contract of DESIGN.md section 5.1 holds on every SVG the real `sizeboard` binary
/// builds from the example site, checked against the matching RESULT of its `resolution.json`.
@Suite("The example site keeps the drawing contract")
struct ExampleSiteDrawingContractTests {
    @Test("every SVG of the built example site keeps the contract against its resolution")
    func everySVG() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("sizeboard-contract-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).previous"))
        }
        let outcome = try SizeboardProcess.run(["build", "--output", output.path], in: ExampleSiteTests.repository)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("resolution.json"))) as? [String: Any]
        var checked: Set<String> = []
        var problems: [String] = []
        for page in document?["pages"] as? [[String: Any]] ?? [] {
            let slug = try #require(page["slug"] as? String, "a page without a slug: \(page["path"] ?? "")")
            for screen in page["screens"] as? [[String: Any]] ?? [] {
                let id = try #require(screen["id"] as? String)
                for result in screen["results"] as? [[String: Any]] ?? [] {
                    let resolution = try ResolutionDecoding.resolution(from: JSONSerialization.data(withJSONObject: result))
                    let path = "\(slug)/\(id)/\(resolution.environment.id).svg"
                    guard let svg = try? String(contentsOf: output.appendingPathComponent(path), encoding: .utf8) else {
                        problems.append("\(path) is missing")
                        continue
                    }
                    checked.insert(path)
                    let reader = DrawingContractReader.read(svg)
                    problems += DrawingContractInvariants(screen: "\(slug)/\(id)", resolution: resolution, reader: reader).problems
                }
            }
        }
        #expect(checked.count > 100, "only \(checked.count) SVGs were checked")
        #expect(Set(Self.svgs(in: output)) == checked, "SVGs without a result: \(Set(Self.svgs(in: output)).subtracting(checked).sorted())")
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(40).joined(separator: "\n"))")
    }

    /// The variants' SVGs of a built site: every `.svg` outside `assets/`, relative to `folder`.
    static func svgs(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".svg") && !path.hasPrefix("assets/") { found.append(path) }
        }
        return found
    }
}
