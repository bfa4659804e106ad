import Adaptivity
import Pages
import Testing

@Suite("expect: decoding")
struct ExpectationDecodingTests {
    static let screen = "id: s\nroot:\n  view: Photo\nexpect:\n"

    @Test("each claim of the vocabulary decodes with its scope and line", arguments: [
        ("  - {in: phones, collapsed: true}", ScreenExpectation.Assertion.collapsed(split: nil, true)),
        ("  - {in: pads, collapsed: false, split: main}", .collapsed(split: "main", false)),
        ("  - {in: pads, displayMode: allVisible}", .displayMode(split: nil, "allVisible")),
        ("  - {in: pads, visible: [list, detail]}", .visible(["list", "detail"])),
        ("  - {in: phones, hidden: list}", .hidden(["list"])),
        ("  - {in: compact-width, presentation: share, style: fullScreen}", .presentation("share", style: "fullScreen", adapted: nil)),
        ("  - {in: all, presentation: share, adapted: false}", .presentation("share", style: nil, adapted: false)),
        ("  - {in: all, selected: photos, tabs: tabs}", .selected(tabs: "tabs", "photos")),
        ("  - {in: iphone-16-landscape, statusBarHidden: true}", .statusBarHidden(true)),
    ])
    func vocabulary(line: String, assertion: ScreenExpectation.Assertion) {
        let decoding = decodeScreen(Self.screen + line)
        #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
        #expect(decoding.expectations.map(\.assertion) == [assertion])
        #expect(decoding.expectations.first?.position == SourcePosition(line: bodyStartLine + 4, column: 5))
    }

    @Test("a misspelt claim gets a suggestion alone; two claims, or none, are one error; `in` is required")
    func problems() {
        let misspelt = decodeScreen(Self.screen + "  - {in: pads, colapsed: true}")
        #expect(misspelt.diagnostics.map(\.message) == ["unknown field `colapsed` in an expectation; did you mean `collapsed`?"])
        let two = decodeScreen(Self.screen + "  - {in: pads, collapsed: true, visible: [a]}")
        #expect(two.diagnostics.map(\.code) == ["invalid-value"])
        #expect(two.screen == nil)
        let noScope = decodeScreen(Self.screen + "  - {collapsed: true}")
        #expect(noScope.diagnostics.map(\.message) == ["an expectation needs `in`"])
        let wrongType = decodeScreen(Self.screen + "  - {in: pads, collapsed: yes please}")
        #expect(wrongType.diagnostics.map(\.code) == ["wrong-type"])
    }
}
