import Pages
@testable import Sizeboard
import Testing

@Suite("A theme's templates parsed on another thread: the same templates and problems as parsing them in place")
struct ParsedTemplatesTests {
    @Test("a site's template that does not parse leaves the bundled one, with an error at its file, line and column")
    func overrideThatDoesNotParse() throws {
        let parsed = ParsedTemplates(parsing: [
            .init(name: "page", text: "<p>{{title}}</p>", file: "bundled/page.mustache"),
            .init(name: "page", text: "line\n{{#open}}\n", file: "Themes/x/templates/page.mustache"),
        ])
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(parsed.diagnostics.count == 1)
        #expect(diagnostic.code == "template-syntax")
        #expect(diagnostic.path == "Themes/x/templates/page.mustache")
        #expect(diagnostic.position?.line == 3)
        let theme = Theme(name: "x", assets: [:], fingerprint: 0) { parsed }
        #expect(theme.render("page", context: ["title": "A & B"]) == "<p>A &amp; B</p>")
        #expect(theme.templateDiagnostics == parsed.diagnostics)
    }

    @Test("a later template of a name replaces an earlier one; a partial no template answers is an error")
    func laterTemplateAndMissingPartial() {
        let parsed = ParsedTemplates(parsing: [
            .init(name: "page", text: "old", file: "bundled/page.mustache"),
            .init(name: "page", text: "new {{> footer}}{{> nowhere}}", file: "site/page.mustache"),
            .init(name: "footer", text: "end", file: "site/footer.mustache"),
        ])
        #expect(parsed.diagnostics.map(\.code) == ["missing-partial"])
        #expect(parsed.diagnostics.first?.message.contains("`nowhere`") == true)
        let theme = Theme(name: "x", assets: [:], fingerprint: 0) { parsed }
        #expect(theme.render("page", context: [:]) == "new end")
        #expect(theme.mentions("footer"))
    }
}
