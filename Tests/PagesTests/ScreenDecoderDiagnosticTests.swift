import Adaptivity
import Pages
import Testing

/// One invalid block and the first diagnostic it must produce, at its file position.
struct DiagnosticCase: CustomTestStringConvertible, Sendable {
    var name: String
    var yaml: String
    var code: String
    var line: Int
    var column: Int
    var message: String

    var testDescription: String { name }
}

@Suite("Screen decoder: diagnostics")
struct ScreenDecoderDiagnosticTests {
    static let valid = "id: s\nroot: {view: A}\n"

    static let cases: [DiagnosticCase] = [
        DiagnosticCase(name: "YAML syntax", yaml: "id: s\nroot: [view\n", code: "yaml-syntax", line: 13, column: 7, message: "YAML syntax error"),
        DiagnosticCase(name: "bad indentation", yaml: "id: s\nroot:\n  view: A\n bad: 1\n", code: "yaml-syntax", line: 15, column: 2, message: "YAML syntax error"),
        DiagnosticCase(name: "duplicate key", yaml: "id: s\nid: t\nroot: {view: A}\n", code: "duplicate-key", line: 13, column: 1, message: "`id` appears more than once"),
        DiagnosticCase(name: "alias", yaml: "id: &a s\ntitle: *a\nroot: {view: A}\n", code: "unsupported-alias", line: 13, column: 8, message: "`*a`"),
        DiagnosticCase(name: "empty block", yaml: "", code: "missing-field", line: 11, column: 1, message: "the screen block is empty"),
        DiagnosticCase(name: "not a mapping", yaml: "- id: s\n", code: "wrong-type", line: 12, column: 1, message: "must be a mapping"),
        DiagnosticCase(name: "unknown screen field", yaml: "id: s\ntitel: T\nroot: {view: A}\n", code: "unknown-field", line: 13, column: 1, message: "did you mean `title`?"),
        DiagnosticCase(name: "missing id", yaml: "title: T\nroot: {view: A}\n", code: "missing-field", line: 12, column: 1, message: "a screen needs `id`"),
        DiagnosticCase(name: "missing root", yaml: "id: s\n", code: "missing-field", line: 12, column: 1, message: "a screen needs `root`"),
        DiagnosticCase(name: "invalid screen id", yaml: "id: Browse Photos\nroot: {view: A}\n", code: "invalid-id", line: 12, column: 5, message: "did you mean `browse-photos`?"),
        DiagnosticCase(name: "invalid controller id", yaml: "id: s\nroot: {view: {id: -x}}\n", code: "invalid-id", line: 13, column: 19, message: "not a valid id"),
        DiagnosticCase(name: "unknown kind", yaml: "id: s\nroot:\n  veiw: A\n", code: "unknown-kind", line: 14, column: 3, message: "did you mean `view`?"),
        DiagnosticCase(name: "field beside the kind", yaml: "id: s\nroot:\n  view: A\n  definesContext: true\n", code: "unknown-kind", line: 15, column: 3, message: "is a field, not a controller kind"),
        DiagnosticCase(name: "no kind", yaml: "id: s\nroot: {}\n", code: "missing-kind", line: 13, column: 7, message: "needs one kind key"),
        DiagnosticCase(name: "two kinds", yaml: "id: s\nroot:\n  view: A\n  search: B\n", code: "ambiguous-kind", line: 15, column: 3, message: "exactly one kind"),
        DiagnosticCase(name: "controller as text", yaml: "id: s\nroot: {navigation: {stack: [Photo]}}\n", code: "wrong-type", line: 13, column: 29, message: "an item of `stack` must be a controller"),
        DiagnosticCase(name: "kind as list", yaml: "id: s\nroot: {view: [A]}\n", code: "wrong-type", line: 13, column: 14, message: "must be a title or a mapping"),
        DiagnosticCase(name: "unknown view field", yaml: "id: s\nroot:\n  view:\n    title: A\n    contnet: list\n", code: "unknown-field", line: 16, column: 5, message: "did you mean `content`?"),
        DiagnosticCase(name: "unknown content", yaml: "id: s\nroot: {view: {content: lsit}}\n", code: "unknown-kind", line: 13, column: 24, message: "did you mean `list`?"),
        DiagnosticCase(name: "unknown plugin content", yaml: "id: s\nroot: {view: {content: chart}}\n", code: "unknown-kind", line: 13, column: 24, message: "unknown content kind `chart`"),
        DiagnosticCase(name: "rows: many", yaml: "id: s\nroot: {view: {content: list, rows: many}}\n", code: "wrong-type", line: 13, column: 36, message: "whole number, not `many`"),
        DiagnosticCase(name: "negative rows", yaml: "id: s\nroot: {view: {rows: -1}}\n", code: "invalid-value", line: 13, column: 21, message: "zero or more"),
        DiagnosticCase(name: "rows and items", yaml: "id: s\nroot: {view: {rows: 1, items: 2}}\n", code: "conflicting-fields", line: 13, column: 24, message: "give only one"),
        DiagnosticCase(name: "toolbar as text", yaml: "id: s\nroot: {view: {toolbar: share}}\n", code: "wrong-type", line: 13, column: 24, message: "must be a list"),
        DiagnosticCase(name: "unknown bar side", yaml: "id: s\nroot: {view: {barItems: {middle: [a]}}}\n", code: "unknown-field", line: 13, column: 26, message: "unknown field `middle` in `barItems`"),
        DiagnosticCase(name: "preferredSize not numbers", yaml: "id: s\nroot: {view: {preferredSize: [wide, 100]}}\n", code: "wrong-type", line: 13, column: 31, message: "must be a number"),
        DiagnosticCase(name: "preferredSize one number", yaml: "id: s\nroot: {view: {preferredSize: 320}}\n", code: "wrong-type", line: 13, column: 30, message: "[width, height]"),
        DiagnosticCase(name: "definesContext text", yaml: "id: s\nroot: {view: {definesContext: maybe}}\n", code: "wrong-type", line: 13, column: 31, message: "`true` or `false`"),
        DiagnosticCase(name: "empty stack", yaml: "id: s\nroot: {navigation: {stack: []}}\n", code: "invalid-value", line: 13, column: 28, message: "at least one controller"),
        DiagnosticCase(name: "missing stack", yaml: "id: s\nroot:\n  navigation: {toolbar: [a]}\n", code: "missing-field", line: 14, column: 3, message: "needs `stack`"),
        DiagnosticCase(name: "missing primary", yaml: "id: s\nroot:\n  split: {secondary: {view: B}}\n", code: "missing-field", line: 14, column: 3, message: "needs `primary`"),
        DiagnosticCase(name: "display mode", yaml: "id: s\nroot: {split: {primary: {view: A}, displayMode: allvisible}}\n", code: "invalid-value", line: 13, column: 49, message: "did you mean `allVisible`?"),
        DiagnosticCase(name: "primary width fraction", yaml: "id: s\nroot: {split: {primary: {view: A}, primaryWidth: {fraction: 40}}}\n", code: "invalid-value", line: 13, column: 61, message: "at most 1"),
        DiagnosticCase(name: "primary width bounds", yaml: "id: s\nroot: {split: {primary: {view: A}, primaryWidth: {min: 400, max: 300}}}\n", code: "invalid-value", line: 13, column: 66, message: "less than `min`"),
        DiagnosticCase(name: "onCollapse", yaml: "id: s\nroot: {split: {primary: {view: A}, onCollapse: discard}}\n", code: "invalid-value", line: 13, column: 48, message: "`discardSecondary`"),
        DiagnosticCase(name: "onExpand", yaml: "id: s\nroot: {split: {primary: {view: A}, onExpand: placeholder}}\n", code: "invalid-value", line: 13, column: 46, message: "`automatic` or `{placeholder: <controller>}`"),
        DiagnosticCase(name: "selected out of range", yaml: "id: s\nroot: {tabs: {tabs: [{view: A}], selected: 3}}\n", code: "invalid-value", line: 13, column: 44, message: "from 0 to 0"),
        DiagnosticCase(name: "selected unknown id", yaml: "id: s\nroot: {tabs: {tabs: [{view: Alpha}], selected: alpah}}\n", code: "unknown-reference", line: 13, column: 48, message: "did you mean `alpha`?"),
        DiagnosticCase(name: "current out of range", yaml: "id: s\nroot: {pages: {pages: [{view: A}, {view: B}], current: -1}}\n", code: "invalid-value", line: 13, column: 56, message: "from 0 to 1"),
        DiagnosticCase(name: "spine", yaml: "id: s\nroot: {pages: {pages: [{view: A}], spine: middle}}\n", code: "invalid-value", line: 13, column: 43, message: "`automatic`, `min`, `mid`, `max`"),
        DiagnosticCase(name: "tabs as mapping", yaml: "id: s\nroot: {tabs: {tabs: {view: A}}}\n", code: "wrong-type", line: 13, column: 21, message: "list of controllers"),
        DiagnosticCase(name: "alert style", yaml: "id: s\nroot: {alert: {title: A, style: actionsheet}}\n", code: "invalid-value", line: 13, column: 33, message: "did you mean `actionSheet`?"),
        DiagnosticCase(name: "alert action style", yaml: "id: s\nroot: {alert: {actions: [{title: Delete, style: destroy}]}}\n", code: "invalid-value", line: 13, column: 49, message: "did you mean `destructive`?"),
        DiagnosticCase(name: "alert action title", yaml: "id: s\nroot: {alert: {actions: [{style: cancel}]}}\n", code: "missing-field", line: 13, column: 26, message: "an alert action needs `title`"),
        DiagnosticCase(name: "alert actions text", yaml: "id: s\nroot: {alert: {actions: OK}}\n", code: "wrong-type", line: 13, column: 25, message: "must be a list"),
        DiagnosticCase(name: "override size class", yaml: "id: s\nroot: {view: {overrideTraits: {horizontal: wide}}}\n", code: "invalid-value", line: 13, column: 44, message: "`compact`, `regular`"),
        DiagnosticCase(name: "override without traits", yaml: "id: s\nroot: {view: {overrideTraits: {when: {minWidth: 1}}}}\n", code: "missing-field", line: 13, column: 31, message: "`horizontal` or `vertical`"),
        DiagnosticCase(name: "override condition", yaml: "id: s\nroot: {view: {overrideTraits: {vertical: regular, when: {minWidht: 1}}}}\n", code: "unknown-field", line: 13, column: 58, message: "did you mean `minWidth`?"),
        DiagnosticCase(name: "variant when value", yaml: "id: s\nroot: {view: {variants: [{when: {horizontal: wide}}]}}\n", code: "invalid-value", line: 13, column: 46, message: "`compact`, `regular`, `any`"),
        DiagnosticCase(name: "variant when empty", yaml: "id: s\nroot: {view: {variants: [{when: {}}]}}\n", code: "invalid-value", line: 13, column: 33, message: "needs `horizontal` or `vertical`"),
        DiagnosticCase(name: "variant without when", yaml: "id: s\nroot: {view: {variants: [{content: list}]}}\n", code: "missing-field", line: 13, column: 26, message: "a variant needs `when`"),
        DiagnosticCase(name: "variant field", yaml: "id: s\nroot: {view: {variants: [{when: {vertical: compact}, stack: []}]}}\n", code: "unknown-field", line: 13, column: 54, message: "a variant of a `view` controller"),
        DiagnosticCase(name: "variant id", yaml: "id: s\nroot: {view: {variants: [{when: {vertical: compact}, id: x}]}}\n", code: "invalid-field", line: 13, column: 54, message: "cannot change `id`"),
        DiagnosticCase(name: "variant value", yaml: "id: s\nroot: {view: {variants: [{when: {vertical: compact}, rows: lots}]}}\n", code: "wrong-type", line: 13, column: 60, message: "whole number"),
        DiagnosticCase(name: "variant twice", yaml: "id: s\nroot:\n  view:\n    variants:\n      - when: {vertical: compact}\n      - when: {vertical: compact}\n", code: "duplicate-variant", line: 17, column: 9, message: "line 16"),
        DiagnosticCase(name: "disclosure value", yaml: "id: s\nroot: {view: {disclosure: maybe}}\n", code: "invalid-value", line: 13, column: 27, message: "`show`, `showDetail`"),
        DiagnosticCase(name: "installed text", yaml: "id: s\nroot: {view: {variants: [{when: {vertical: compact}, installed: no}]}}\n", code: "wrong-type", line: 13, column: 65, message: "`true` or `false`"),
        DiagnosticCase(name: "duplicate titles", yaml: "id: s\nroot:\n  navigation:\n    stack:\n      - view: Photo\n      - view: Photo\n", code: "duplicate-id", line: 17, column: 9, message: "line 16, column 9 (ids default to the slug of the title)"),
        DiagnosticCase(name: "duplicate ids", yaml: "id: s\nroot: {tabs: {id: a, tabs: [{view: {id: a}}]}}\n", code: "duplicate-id", line: 13, column: 41, message: "already used"),
        DiagnosticCase(name: "duplicate with presented", yaml: "id: s\nroot: {view: A}\npresent: {controller: {view: A}}\n", code: "duplicate-id", line: 14, column: 24, message: "already used"),
        DiagnosticCase(name: "action from", yaml: "id: s\nroot: {view: List}\nactions:\n  - show: {view: B}\n    from: lsit\n", code: "unknown-reference", line: 16, column: 11, message: "did you mean `list`?"),
        DiagnosticCase(name: "action without kind", yaml: "id: s\nroot: {view: A}\nactions:\n  - from: a\n", code: "missing-field", line: 15, column: 5, message: "`show` or `showDetail`"),
        DiagnosticCase(name: "action both kinds", yaml: "id: s\nroot: {view: A}\nactions:\n  - {show: {view: B}, showDetail: {view: C}}\n", code: "conflicting-fields", line: 15, column: 23, message: "not both"),
        DiagnosticCase(name: "action unknown field", yaml: "id: s\nroot: {view: A}\nactions:\n  - {shwo: {view: B}}\n", code: "unknown-field", line: 15, column: 6, message: "did you mean `show`?"),
        DiagnosticCase(name: "actions as mapping", yaml: "id: s\nroot: {view: A}\nactions: {show: {view: B}}\n", code: "wrong-type", line: 14, column: 10, message: "must be a list"),
        DiagnosticCase(name: "presentation from", yaml: "id: s\nroot: {view: A}\npresent: {from: b, controller: {view: C}}\n", code: "unknown-reference", line: 14, column: 17, message: "no controller of this screen"),
        DiagnosticCase(name: "presentation from a bar item", yaml: "id: s\nroot: {view: {title: A, toolbar: [share]}}\npresent: {from: share, controller: {view: C}}\n", code: "unknown-reference", line: 14, column: 17, message: "names the bar item `share`"),
        DiagnosticCase(name: "presentation source", yaml: "id: s\nroot: {view: {title: A, toolbar: [share]}}\npresent: {controller: {view: C}, style: popover, source: shar}\n", code: "unknown-reference", line: 14, column: 58, message: "did you mean `share`?"),
        DiagnosticCase(name: "presentation without controller", yaml: "id: s\nroot: {view: A}\npresent:\n  - style: popover\n", code: "missing-field", line: 15, column: 5, message: "needs `controller`"),
        DiagnosticCase(name: "presentation style", yaml: "id: s\nroot: {view: A}\npresent: {controller: {view: C}, style: popup}\n", code: "invalid-value", line: 14, column: 41, message: "did you mean `popover`?"),
        DiagnosticCase(name: "presentation style none", yaml: "id: s\nroot: {view: A}\npresent: {controller: {view: C}, style: none}\n", code: "invalid-value", line: 14, column: 41, message: "not a valid `style`"),
        DiagnosticCase(name: "custom without name", yaml: "id: s\nroot: {view: A}\npresent: {controller: {view: C}, style: custom}\n", code: "missing-field", line: 14, column: 41, message: "needs `custom:`"),
        DiagnosticCase(name: "name without custom", yaml: "id: s\nroot: {view: A}\npresent: {controller: {view: C}, custom: sidebar}\n", code: "conflicting-fields", line: 14, column: 34, message: "goes with `style: custom`"),
        DiagnosticCase(name: "unknown custom", yaml: "id: s\nroot: {view: A}\npresent: {controller: {view: C}, style: custom, custom: sidebra}\n", code: "unknown-presentation", line: 14, column: 57, message: "did you mean `sidebar`?"),
        DiagnosticCase(name: "arrows", yaml: "id: s\nroot: {view: A}\npresent: {controller: {view: C}, arrows: [up, sideways]}\n", code: "invalid-value", line: 14, column: 47, message: "not a valid `arrows`"),
        DiagnosticCase(name: "arrows text", yaml: "id: s\nroot: {view: A}\npresent: {controller: {view: C}, arrows: all}\n", code: "invalid-value", line: 14, column: 42, message: "`any` or a list"),
        DiagnosticCase(name: "adaptive", yaml: "id: s\nroot: {view: A}\npresent: {controller: {view: C}, adaptive: fullscreen}\n", code: "invalid-value", line: 14, column: 44, message: "did you mean `fullScreen`?"),
        DiagnosticCase(name: "adapted wrapper", yaml: "id: s\nroot: {view: A}\npresent: {controller: {view: C}, adaptedWrapper: nav}\n", code: "invalid-value", line: 14, column: 50, message: "`navigation`, `none`"),
        DiagnosticCase(name: "present as text", yaml: "id: s\nroot: {view: A}\npresent: sheet\n", code: "wrong-type", line: 14, column: 10, message: "a presentation or a list"),
        DiagnosticCase(name: "environments as text", yaml: "id: s\nenvironments: size-classes\nroot: {view: A}\n", code: "wrong-type", line: 13, column: 15, message: "must be a list"),
        DiagnosticCase(name: "plugin attribute list", yaml: "id: s\nroot: {sidebarContainer: {width: [1, 3]}}\n", code: "wrong-type", line: 13, column: 34, message: "plain value"),
        DiagnosticCase(name: "field name not text", yaml: "id: s\nroot: {view: {[a]: b}}\n", code: "wrong-type", line: 13, column: 15, message: "field name must be plain text"),
    ]

    @Test(arguments: cases)
    func reportsFirstProblemAtItsFilePosition(_ example: DiagnosticCase) throws {
        let decoding = decodeScreen(example.yaml, vocabulary: pluginVocabulary.withoutContent("chart"))
        #expect(decoding.screen == nil)
        let first = try #require(decoding.diagnostics.first, "no diagnostic")
        #expect(first.code == example.code, "\(decoding.diagnostics)")
        #expect(first.severity == .error)
        #expect(first.path == "Content/test.md")
        #expect(first.position == SourcePosition(line: example.line, column: example.column), "\(first)")
        #expect(first.message.contains(example.message), "\(first.message)")
    }

    @Test func theValidBaseDecodes() {
        #expect(decodeScreen(Self.valid).diagnostics.isEmpty)
    }

    @Test func collectsEveryProblemInOnePass() {
        let decoding = decodeScreen("""
            id: S
            titel: x
            root:
              split:
                primary: {veiw: A}
                displayMode: sometimes
                secondary: {view: {rows: many}}
            present: {from: nowhere, controller: {view: B}, style: popup}
            """)
        #expect(decoding.screen == nil)
        #expect(decoding.diagnostics.map(\.code) == [
            "invalid-id", "unknown-field", "unknown-kind", "invalid-value", "wrong-type", "unknown-reference", "invalid-value",
        ])
        #expect(decoding.diagnostics.map(\.position!.line) == [12, 13, 16, 17, 18, 19, 19])
    }

    @Test func rejectsControllersNestedTooDeep() throws {
        var yaml = "id: s\nroot:\n"
        var indent = "  "
        for _ in 0..<70 {
            yaml += "\(indent)navigation:\n\(indent)  stack:\n\(indent)    -\n"
            indent += "      "
        }
        yaml += "\(indent)view: Leaf\n"
        let decoding = decodeScreen(yaml)
        #expect(decoding.screen == nil)
        let diagnostic = try #require(decoding.diagnostics.first)
        #expect(diagnostic.code == "too-deep")
        #expect(decoding.diagnostics.count == 1)
        #expect(diagnostic.position?.line == bodyStartLine + 2 + 3 * 64)
    }

    @Test(arguments: [500, 5_000, 100_000])
    func survivesDeepYAML(depth: Int) {
        let flow = "id: s\nroot: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        let decoding = decodeScreen(flow)
        #expect(decoding.screen == nil)
        #expect(decoding.diagnostics.count == 1)
        #expect(decoding.diagnostics.first?.code == (depth < 1_000 ? "wrong-type" : "too-deep"))
        #expect(decoding.diagnostics.first?.position?.line == 13)
    }

    @Test func rejectsAliasExpansion() {
        var yaml = "id: s\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...12 {
            let previous = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            yaml += "a\(level): &a\(level) [\(previous)]\n"
        }
        yaml += "root: {view: {? *a12 : x}}\n"
        let decoding = decodeScreen(yaml)
        #expect(decoding.screen == nil)
        #expect(decoding.diagnostics.allSatisfy { $0.code == "unsupported-alias" })
        #expect(decoding.diagnostics.count == 121)
    }
}

extension ScreenVocabulary {
    /// This vocabulary without the content kind `name`.
    func withoutContent(_ name: String) -> ScreenVocabulary {
        var copy = self
        copy.contentKinds.remove(name)
        return copy
    }
}
