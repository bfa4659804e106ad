import Foundation
import Pages
import Testing

@Suite("CommonMark 0.30 specification through MarkdownDocument")
struct CommonMarkSpecTests {
    struct Example: Decodable {
        let markdown: String
        let html: String
        let example: Int
        let section: String
    }

    static let examples: [Example] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/commonmark-0.30-spec.json")
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        return (try? JSONDecoder().decode([Example].self, from: data)) ?? []
    }()

    @Test("all 652 examples render byte for byte with raw HTML allowed")
    func allExamples() {
        #expect(Self.examples.count == 652)
        let failures = Self.examples.filter { MarkdownDocument(markdown: $0.markdown).html(allowsRawHTML: true) != $0.html }
        #expect(failures.map(\.example) == [])
    }

    @Test("raw HTML is omitted unless allowed")
    func rawHTMLOmittedByDefault() {
        let document = MarkdownDocument(markdown: "<script>alert(1)</script>\n\nText <b>bold</b>\n")
        #expect(!document.html().contains("<script>"))
        #expect(document.html().contains("<!-- raw HTML omitted -->"))
        #expect(document.html(allowsRawHTML: true).contains("<script>alert(1)</script>"))
    }
}
