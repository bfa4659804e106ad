import Adaptivity
import Pages
import Testing

@Suite("Front matter")
struct FrontMatterTests {
    func parse(_ text: String) -> ParsedPage {
        ParsedPage(PageSource(path: "Content/page.md", relativePath: "page.md", text: text))
    }

    @Test("typed keys and other keys kept as lists and maps")
    func typedAndExtra() {
        let page = parse("---\ntitle: Photos\nsummary: S\nenvironments: [phones, ipad-pro-11-landscape]\norder: 3\ndraft: false\ntags: [a, b]\nauthor: {name: Ann, team: 2}\n---\nBody\n")
        #expect(page.diagnostics.isEmpty)
        #expect(page.metadata.title == "Photos")
        #expect(page.metadata.environments == ["phones", "ipad-pro-11-landscape"])
        #expect(page.metadata.order == 3)
        #expect(page.metadata.extra["tags"] == .list([.string("a"), .string("b")]))
        #expect(page.metadata.extra["author"] == .map([(key: "name", value: .string("Ann")), (key: "team", value: .number(2))]))
    }

    @Test("the title defaults to the first heading, then the file name")
    func titleDefaults() {
        #expect(parse("# From Heading\n").title == "From Heading")
        #expect(parse("No heading\n").title == "page")
    }

    @Test("bad values are reported at their file line and column", arguments: [
        ("---\ntitle: [unclosed\n---\n", "yaml-syntax", 2, 8),
        ("---\ntitle: A\norder: first\n---\n", "wrong-type", 3, 8),
        ("---\ndraft: maybe\n---\n", "wrong-type", 2, 8),
        ("---\ntitle: {a: 1}\n---\n", "wrong-type", 2, 8),
        ("---\nenvironments: [a, [b]]\n---\n", "wrong-type", 2, 19),
        ("---\ntitle: A\ntitle: B\n---\n", "duplicate-key", 3, 1),
        ("---\ntitle: &t A\nsummary: *t\n---\n", "unsupported-alias", 3, 10),
        ("---\nsummary: é\ntitle: [\n---\n", "yaml-syntax", 3, 8),
        ("---\ntags: é\ntitle: {a: 1}\n---\n", "wrong-type", 3, 8),
        ("---\ntitle: é \u{1B}]0;x\n---\n", "yaml-syntax", 2, 11),
        ("---\ntitle: \"é\" \nsummary: {a: é}\n---\n", "wrong-type", 3, 10),
        ("---\ntitle: A\n", "unterminated-front-matter", 1, 1),
        ("---\n- a\n- b\n---\n", "wrong-type", 2, 1),
    ])
    func located(text: String, code: String, line: Int, column: Int) throws {
        let diagnostic = try #require(parse(text).diagnostics.first)
        #expect(diagnostic.code == code)
        #expect(diagnostic.position == SourcePosition(line: line, column: column))
        #expect(diagnostic.description.hasPrefix("Content/page.md:\(line):\(column): error: "))
    }

    @Test("columns count UTF-8 bytes, as in screen blocks")
    func byteColumns() throws {
        let diagnostic = try #require(parse("---\ntitle: {é: 1}\n---\n").diagnostics.first)
        #expect(diagnostic.position == SourcePosition(line: 2, column: 8))
        let after = try #require(parse("---\nenvironments: [é, [b]]\n---\n").diagnostics.first)
        #expect(after.position == SourcePosition(line: 2, column: 20))
    }

    @Test("an alias bomb in front matter is rejected, not expanded")
    func aliasBomb() {
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...30 {
            yaml += "l\(level): &l\(level) [*\(level == 1 ? "a" : "l\(level - 1)"), *\(level == 1 ? "a" : "l\(level - 1)")]\n"
        }
        let page = parse("---\n\(yaml)---\n")
        #expect(page.diagnostics.count == 60)
        #expect(page.diagnostics.allSatisfy { $0.code == "unsupported-alias" })
    }

    @Test("a near miss of a known key is a warning with a suggestion; other keys pass", arguments: [
        ("darft", "draft"), ("titel", "title"), ("ordr", "order"), ("sumary", "summary"), ("enviroments", "environments"),
    ])
    func nearMiss(key: String, intended: String) throws {
        let page = parse("---\n\(key): true\nauthor: Ann\n---\n")
        let diagnostic = try #require(page.diagnostics.first)
        #expect(page.diagnostics.count == 1)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.code == "unknown-key")
        #expect(diagnostic.message.hasSuffix("did you mean `\(intended)`?"))
        #expect(diagnostic.position == SourcePosition(line: 2, column: 1))
    }

    @Test("markdown line numbers after front matter are file line numbers")
    func bodyOffset() throws {
        let page = parse("---\ntitle: A\n---\n\n```screen\nid: x\n```\n")
        #expect(try #require(page.document.fencedBlocks.first).range.start.line == 5)
    }

    @Test("page slugs keep folders and slug each component")
    func slugs() {
        #expect(PageSource(path: "", relativePath: "Guide/Adaptive Photos.md", text: "").slug == "guide/adaptive-photos")
    }

    /// The slug as the rule states it, through `Slug.makeNonEmpty` on each component.
    static func statedSlug(_ relativePath: String) -> String {
        var components = relativePath.split(separator: "/").map(String.init)
        if let last = components.last, last.lowercased().hasSuffix(".md") {
            components[components.count - 1] = String(last.dropLast(3))
        }
        return components.map(Slug.makeNonEmpty).joined(separator: "/")
    }

    @Test("slugs of awkward paths follow the stated rule", arguments: [
        "a.md", "A.MD", "a.Md", "notes.markdown", ".md", "md", "x.md.md", "Guide//Two  Words.md", "/leading.md", "trailing/",
        "日本語.md", "guide/日本語/page.md", "--a--b--.md", "a.md/", "café crème.md", "section-0/page-12.md", "UPPER/Case Mixed.MD",
    ])
    func awkwardSlugs(path: String) {
        #expect(PageSource.slug(forRelativePath: path) == Self.statedSlug(path))
    }
}
