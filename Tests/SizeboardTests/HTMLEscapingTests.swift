import Foundation
import Mustache
import Testing
@testable import Sizeboard

@Suite("Templates' HTML escaping")
struct HTMLEscapingTests {
    static let samples = [
        "", "plain", "<script>alert('x')</script>", "Tom & Jerry \"quoted\"", "a<b>c&d'e\"f",
        "café ñ 日本語 👩‍👩‍👧 e\u{301}", "&amp; already", "tab\tline\nbreak",
    ]

    @Test("the pragma's escaping writes the same bytes as the template library's", arguments: samples)
    func sameBytesAsTheLibrary(_ value: String) throws {
        HTMLEscaping.registered
        let library = try MustacheTemplate(string: "{{value}}").render(["value": value])
        let ours = try MustacheTemplate(string: "{{% CONTENT_TYPE: HTML }}{{value}}").render(["value": value])
        #expect(ours == library)
        #expect(HTMLEscaping().escapeText(value) == library)
    }

    @Test("every bundled template selects it")
    func bundledTemplatesUseThePragma() throws {
        let templates = Theme.bundledDirectory.appendingPathComponent("templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: templates.path).filter { $0.hasSuffix(".mustache") }
        #expect(!names.isEmpty)
        for name in names {
            let text = try String(contentsOf: templates.appendingPathComponent(name), encoding: .utf8)
            #expect(text.hasPrefix("{{% CONTENT_TYPE: HTML }}\n"), "\(name)")
        }
    }
}
