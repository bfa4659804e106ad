import Adaptivity
@testable import Pages
import Testing

@Suite("Screen decoder: YAML text")
struct ScreenDecoderYAMLTests {
    static let prefix = "id: s\nroot: {view: A}\n"

    /// Alias-looking text after two lines of a valid screen, and the aliases in it (body line, column).
    static let aliasCases: [(text: String, aliases: [[Int]])] = [
        ("a: *x\n", [[3, 4]]),
        ("b: [*x, {k: *y}]\n", [[3, 5], [3, 13]]),
        ("? *k\n: v\n", [[3, 3]]),
        ("c: b *c\n", []),
        ("d: 'b\n  *c'\n", []),
        ("e: \"b \\\" *c\"\n", []),
        ("f: |\n  *c\n  d\ng: *e\n", [[6, 4]]),
        ("h: b # *c\n", []),
        ("i: b\n  *c\n", []),
        ("j: x*y\n", []),
        ("k:\n  - *a\n  - b\n", [[4, 5]]),
        ("l: {\"navigation\":*c}\n", [[3, 18]]),
        ("m:\n  - k: |\n      x\n    n: *r\n", [[6, 8]]),
        ("o: [\"a\":*b]\n", [[3, 9]]),
        ("p: {'q':*r, s: [*t]}\n", [[3, 9], [3, 17]]),
        ("*u : v\n", [[3, 1]]),
        ("y:\n  <<: *z\n", [[4, 7]]),
        ("\"aa\":\n - *bb\n", [[4, 4]]),
    ]

    @Test(arguments: aliasCases)
    func aliasesAreFoundOutsideScalarsAndComments(text: String, aliases: [[Int]]) {
        let decoding = decodeScreen(Self.prefix + text)
        let found = decoding.diagnostics.filter { $0.code == "unsupported-alias" }
        #expect(found.map { [$0.position!.line - bodyStartLine + 1, $0.position!.column] } == aliases)
        if aliases.isEmpty {
            #expect(decoding.diagnostics.allSatisfy { $0.code == "unknown-field" }, "\(decoding.diagnostics)")
        } else {
            #expect(decoding.diagnostics.count == aliases.count)
        }
    }

    @Test("a duplicate key is reported at the second key")
    func duplicateKeyAtTheSecondKey() throws {
        let decoding = decodeScreen("id: s\nroot: {view: A}\ntitle: a\ntitle: b\n")
        let diagnostic = try #require(decoding.diagnostics.first)
        #expect(diagnostic.code == "duplicate-key")
        #expect(diagnostic.position == SourcePosition(line: bodyStartLine + 3, column: 1))
    }

    /// Duplicate keys and what surrounds them: (body after the screen's first two lines, code,
    /// body line, column of the first diagnostic). The check of the text runs before composing
    /// only when the text could hold an alias or a tag; otherwise after Yams fails, and the
    /// diagnostics are the same either way.
    static let duplicateCases: [(text: String, code: String, line: Int, column: Int)] = [
        ("title: a\ntitle: b\n", "duplicate-key", 4, 1),
        ("title: a\n\"title\": b\n", "duplicate-key", 4, 1),
        ("title: a\n'title': b\n", "duplicate-key", 4, 1),
        ("present: {controller: {view: A, view: B}}\n", "duplicate-key", 3, 33),
        ("title: a\ntitle: b\nbroken: [\n", "duplicate-key", 4, 1),
        ("broken: [\ntitle: a\ntitle: b\n", "yaml-syntax", 5, 1),
        ("!!str title: a\ntitle: b\n", "duplicate-key", 4, 1),
        ("title: a!\ntitle: b\n", "duplicate-key", 4, 1),
        ("title: a*\ntitle: b\n", "duplicate-key", 4, 1),
        ("? [a]\n: 1\n? [a]\n: 2\n", "duplicate-key", 3, 3),
    ]

    @Test(arguments: duplicateCases)
    func duplicateKeysWhetherCheckedBeforeOrAfterComposing(text: String, code: String, line: Int, column: Int) throws {
        let decoding = decodeScreen(Self.prefix + text)
        #expect(decoding.screen == nil)
        let diagnostic = try #require(decoding.diagnostics.first)
        #expect(diagnostic.code == code, "\(decoding.diagnostics)")
        #expect(diagnostic.position?.line == bodyStartLine + line - 1)
        if code == "duplicate-key" {
            #expect(diagnostic.position?.column == column)
        }
    }

    @Test("a locator's lines are the text's characters split at line feeds and carriage returns", arguments: [
        "", "a", "a\n", "\n", "\n\n", "a\r\nb", "a\rb", "a\n\rb", "\r\n\r\n", "\r", "a\r", "e\u{301}\nx", "\n\u{301}y",
        "\r\u{301}", "😀\r\n👩‍👩‍👧\n", "\u{2028}a\u{85}b", "tab\tend\n  two\r\n",
    ])
    func locatorLines(text: String) {
        let characterSplit = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        #expect(YAMLLocator.lines(of: text) == characterSplit)
    }

    @Test("a byte order mark opening the body is ignored, and columns on its line count it")
    func byteOrderMark() throws {
        #expect(decodeScreen("\u{FEFF}id: s\nroot: {view: A}\n").screen != nil)
        let diagnostic = try #require(decodeScreen("\u{FEFF}id: s\nroot: {view: A}, bogus: 1\n").diagnostics.first)
        #expect(diagnostic.code == "yaml-syntax" || diagnostic.code == "unknown-field")
        let unknown = try #require(decodeScreen("\u{FEFF}bogus: 1\nid: s\nroot: {view: A}\n").diagnostics.first)
        #expect(unknown.position == SourcePosition(line: bodyStartLine, column: 4))
    }

    @Test("an unclosed flow collection is reported where it opens, not at the closing fence")
    func unclosedFlowCollection() throws {
        let diagnostic = try #require(decodeScreen("id: s\nroot: {view: [a, b\n").diagnostics.first)
        #expect(diagnostic.code == "yaml-syntax")
        #expect(diagnostic.position?.line == bodyStartLine + 1)
    }

    @Test("more actions than the documented limit are one located error")
    func tooManyActions() throws {
        let actions = (0...ScreenDecoder.maximumActions).map { "  - {show: {view: V\($0)}}\n" }.joined()
        let decoding = decodeScreen("id: s\nroot: {navigation: {stack: [{view: A}]}}\nactions:\n\(actions)")
        #expect(decoding.diagnostics.map(\.code) == ["too-many-actions"])
        #expect(decoding.diagnostics.first?.position?.line == bodyStartLine + 3 + ScreenDecoder.maximumActions)
        let allowed = (1...ScreenDecoder.maximumActions).map { "  - {show: {view: V\($0)}}\n" }.joined()
        #expect(decodeScreen("id: s\nroot: {navigation: {stack: [{view: A}]}}\nactions:\n\(allowed)").screen != nil)
    }

    @Test("a key over 1,024 characters is named for what it is")
    func longKey() throws {
        let diagnostic = try #require(decodeScreen("id: s\n\(String(repeating: "k", count: 1_100)): 1\nroot: {view: A}\n").diagnostics.first)
        #expect(diagnostic.code == "key-too-long")
        #expect(diagnostic.position == SourcePosition(line: bodyStartLine + 1, column: 1))
    }

    @Test(arguments: [
        ("Photo", "photo"), ("Photo Library (2)", "photo-library-2"), ("  --Hello, World!-- ", "hello-world"),
        ("Café au lait", "cafe-au-lait"), ("Ångström", "angstrom"), ("日本", "view-1"), ("", "view-1"),
        ("Ma^tch `code` ~50%", "ma-tch-code-50"), ("snake_case_Title", "snake-case-title"),
    ])
    func idsDefaultToTheSlugOfTheTitle(title: String, id: String) {
        let decoding = decodeScreen("id: s\nroot: {view: {title: '\(title)'}}\n")
        #expect(decoding.screen?.root.id == id, "\(decoding.diagnostics)")
    }

    @Test(arguments: [
        ("titel", "title"), ("Title", "title"), ("contnt", "content"), ("prefferedSize", "preferredSize"), ("bar", "barItems"),
    ])
    func unknownFieldsSuggestTheClosestName(field: String, suggestion: String) throws {
        let decoding = decodeScreen("id: s\nroot: {view: {\(field): x}}\n")
        let diagnostic = try #require(decoding.diagnostics.first)
        #expect(diagnostic.message.hasSuffix("did you mean `\(suggestion)`?"), "\(diagnostic)")
    }

    @Test(arguments: ["zebra", "xy", "over"])
    func farNamesGetNoSuggestion(name: String) throws {
        let decoding = decodeScreen("id: s\nroot: {view: A}\npresent: {controller: {view: B}, style: \(name)}\n")
        let diagnostic = try #require(decoding.diagnostics.first)
        #expect(diagnostic.code == "invalid-value")
        #expect(!diagnostic.message.contains("did you mean"), "\(diagnostic)")
    }

    @Test func windowsLineEndingsKeepLinesAndColumns() throws {
        let decoding = decodeScreen("id: s\r\nroot:\r\n  view: {titel: A}\r\n")
        let diagnostic = try #require(decoding.diagnostics.first)
        #expect(diagnostic.position == SourcePosition(line: bodyStartLine + 2, column: 10))
    }

    @Test func syntaxErrorsAfterMultibyteCharactersUseByteColumns() throws {
        let decoding = decodeScreen("id: s\nroot: {view: {title: 日本, content: [}}\n")
        let diagnostic = try #require(decoding.diagnostics.first)
        #expect(diagnostic.code == "yaml-syntax")
        #expect(diagnostic.position?.line == bodyStartLine + 1)
        #expect(diagnostic.position?.column == 36 + 4, "\(diagnostic)")
    }
}
