import Adaptivity
@testable import Pages
import Testing
import Yams

@Suite("Screen decoder: YAML helpers")
struct ScreenDecoderYAMLTests {
    @Test func locatorMapsScalarColumnsToUTF8ColumnsOfTheFile() throws {
        let text = "title: 日本\nkey: x\n"
        let locator = YAMLLocator(text: "---\n" + text, firstLine: 1)
        let root = try #require(try Yams.compose(yaml: "---\n" + text))
        let key = try #require(root.mapping?.first { $0.key.string == "key" }?.key)
        #expect(key.mark?.line == 3)
        #expect(key.mark?.column == 1)
        #expect(locator.position(of: key) == SourcePosition(line: 3, column: 1))
        let value = try #require(root.mapping?["title"])
        #expect(value.mark?.column == 8)
        #expect(locator.position(of: value) == SourcePosition(line: 2, column: 8))
        #expect(locator.position(line: 2, scalarColumn: 10) == SourcePosition(line: 2, column: 14))
        #expect(locator.position(line: 9, scalarColumn: 4) == SourcePosition(line: 9, column: 4))
    }

    @Test func blockLocatorAppliesTheBodyOffsets() {
        let locator = YAMLLocator(block: screenBlock("a: b\n", indent: 2))
        #expect(locator.position(line: 1, scalarColumn: 4) == SourcePosition(line: bodyStartLine, column: 6))
        #expect(locator.position(characterOffset: 5) == SourcePosition(line: bodyStartLine + 1, column: 3))
    }

    static let aliasCases: [(text: String, aliases: [YAMLAliasScanner.Alias])] = [
        ("a: *x\n", [.init(name: "x", line: 1, column: 4)]),
        ("- [*x, {k: *y}]\n", [.init(name: "x", line: 1, column: 4), .init(name: "y", line: 1, column: 12)]),
        ("? *k\n: v\n", [.init(name: "k", line: 1, column: 3)]),
        ("a: b *c\n", []),
        ("a: 'b\n  *c'\n", []),
        ("a: \"b \\\" *c\"\n", []),
        ("a: |\n  *c\n  d\nb: *e\n", [.init(name: "e", line: 4, column: 4)]),
        ("a: b # *c\n", []),
        ("a: b\n  *c\n", []),
        ("a: x*y\n", []),
        ("- *a\n- b\n", [.init(name: "a", line: 1, column: 3)]),
    ]

    @Test(arguments: aliasCases)
    func scannerFindsAliasesOutsideScalarsAndComments(text: String, aliases: [YAMLAliasScanner.Alias]) {
        #expect(YAMLAliasScanner.aliasPositions(in: text) == aliases)
    }

    @Test func suggestionsPreferSmallEditsThenSharedPrefixes() {
        #expect(Suggestion.closest(to: "titel", among: ["title", "tabs"]) == "title")
        #expect(Suggestion.closest(to: "FullScreen", among: ["fullScreen", "overFullScreen"]) == "fullScreen")
        #expect(Suggestion.closest(to: "popup", among: ["popover", "pageSheet"]) == "popover")
        #expect(Suggestion.closest(to: "over", among: ["overFullScreen", "overCurrentContext"]) == nil)
        #expect(Suggestion.closest(to: "zebra", among: ["view", "split"]) == nil)
        #expect(Suggestion.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
    }

    @Test(arguments: [
        ("Photo", "photo"), ("Photo Library (2)", "photo-library-2"), ("  --Hello, World!-- ", "hello-world"), ("日本", ""), ("Café au lait", "cafe-au-lait"), ("Ångström", "angstrom"),
    ])
    func slugs(title: String, slug: String) {
        #expect(Identifier.slug(of: title) == slug)
        #expect(slug.isEmpty || Identifier.isValid(slug))
    }
}
