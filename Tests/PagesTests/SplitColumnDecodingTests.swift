import Adaptivity
import Pages
import Testing

/// A column-style split's `onExpand: {displayMode}` (M-S-03) and `columnActions` (M-S-08).
@Suite("Screen decoder: split expansion and column calls")
struct SplitColumnDecodingTests {
    static func split(_ body: String) -> SplitSpec? {
        let decoding = decodeScreen("id: s\nroot:\n  split:\n" + body)
        guard case .split(let split)? = decoding.screen?.root.kind else { return nil }
        return split
    }

    @Test("M-S-03: `onExpand: {displayMode}` is the delegate's answer on expansion")
    func expansionDisplayMode() throws {
        let split = try #require(Self.split("""
                style: doubleColumn
                onExpand: {displayMode: secondaryOnly}
                primary: {view: List}
                secondary: {view: Detail}
            """))
        #expect(split.expansionDisplayMode == .primaryHidden)
        #expect(split.expansionPlaceholder == nil)
    }

    @Test("M-S-08: `columnActions` lists the hide and show calls in order, each where it is written")
    func columnActions() throws {
        let split = try #require(Self.split("""
                style: tripleColumn
                columnActions: [hide: primary, show: supplementary]
                primary: {view: Folders}
                supplementary: {view: Notes}
                secondary: {view: Note}
            """))
        #expect(split.columnActions.map(\.kind) == [.hide, .show])
        #expect(split.columnActions.map(\.column) == [.primary, .supplementary])
        #expect(split.columnActions.map(\.position) == [SourcePosition(line: 16, column: 21), SourcePosition(line: 16, column: 36)])
    }

    @Test("the classic split keeps `onExpand: {placeholder}` and has no column calls")
    func classicUnchanged() throws {
        let split = try #require(Self.split("""
                onExpand: {placeholder: {view: Empty}}
                primary: {view: List}
            """))
        #expect(split.expansionPlaceholder?.id == "empty")
        #expect(split.expansionDisplayMode == nil)
        #expect(split.columnActions.isEmpty)
    }

    static let cases: [DiagnosticCase] = [
        DiagnosticCase(
            name: "M-S-08: hide compact", yaml: "id: s\nroot: {split: {style: doubleColumn, primary: {view: A}, columnActions: [hide: compact]}}\n",
            code: "invalid-value", line: 13, column: 79, message: "do not accept the compact column"
        ),
        DiagnosticCase(
            name: "M-S-08: show supplementary in two columns", yaml: "id: s\nroot: {split: {style: doubleColumn, primary: {view: A}, columnActions: [show: supplementary]}}\n",
            code: "conflicting-fields", line: 13, column: 79, message: "`show: supplementary` needs `style: tripleColumn`"
        ),
        DiagnosticCase(
            name: "M-S-08: unknown column", yaml: "id: s\nroot: {split: {style: doubleColumn, primary: {view: A}, columnActions: [hide: sidebar]}}\n",
            code: "invalid-value", line: 13, column: 79, message: "`sidebar` is not a valid `hide`"
        ),
        DiagnosticCase(
            name: "M-S-08: hide and show in one item", yaml: "id: s\nroot: {split: {style: doubleColumn, primary: {view: A}, columnActions: [{hide: primary, show: primary}]}}\n",
            code: "conflicting-fields", line: 13, column: 89, message: "either `hide` or `show`"
        ),
        DiagnosticCase(
            name: "M-S-08: misspelt call", yaml: "id: s\nroot: {split: {style: doubleColumn, primary: {view: A}, columnActions: [hdie: primary]}}\n",
            code: "unknown-field", line: 13, column: 73, message: "did you mean `hide`?"
        ),
        DiagnosticCase(
            name: "M-S-08: columnActions as text", yaml: "id: s\nroot: {split: {style: doubleColumn, primary: {view: A}, columnActions: hide}}\n",
            code: "wrong-type", line: 13, column: 72, message: "must be a list of `hide: <column>`"
        ),
        DiagnosticCase(
            name: "M-S-08: columnActions on a classic split", yaml: "id: s\nroot: {split: {primary: {view: A}, columnActions: [hide: primary]}}\n",
            code: "conflicting-fields", line: 13, column: 36, message: "`columnActions` needs a column style"
        ),
        DiagnosticCase(
            name: "M-S-03: displayMode on a classic split", yaml: "id: s\nroot: {split: {primary: {view: A}, onExpand: {displayMode: secondaryOnly}}}\n",
            code: "conflicting-fields", line: 13, column: 47, message: "`onExpand: {displayMode}` needs a column style"
        ),
        DiagnosticCase(
            name: "M-S-03: placeholder on a column split", yaml: "id: s\nroot: {split: {style: doubleColumn, primary: {view: A}, onExpand: {placeholder: {view: B}}}}\n",
            code: "conflicting-fields", line: 13, column: 68, message: "a column-style split has its `secondary`"
        ),
        DiagnosticCase(
            name: "M-S-03: unknown display mode", yaml: "id: s\nroot: {split: {style: doubleColumn, primary: {view: A}, onExpand: {displayMode: hidden}}}\n",
            code: "invalid-value", line: 13, column: 81, message: "not a valid `displayMode`"
        ),
    ]

    @Test(arguments: cases)
    func reportsTheProblemWhereItIsWritten(_ example: DiagnosticCase) throws {
        let decoding = decodeScreen(example.yaml)
        #expect(decoding.screen == nil)
        #expect(decoding.diagnostics.count == 1, "\(decoding.diagnostics)")
        let first = try #require(decoding.diagnostics.first, "no diagnostic")
        #expect(first.code == example.code, "\(decoding.diagnostics)")
        #expect(first.position == SourcePosition(line: example.line, column: example.column), "\(first)")
        #expect(first.message.contains(example.message), "\(first.message)")
    }
}
