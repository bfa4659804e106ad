import Adaptivity
@testable import Pages
import Testing

/// Issue 10 defect 10: bar items with an optional title, `style: done` and system items.
@Suite struct BarItemDecodingTests {
    @Test("an id alone, a titled done item and a system item decode; ids stay the item lists")
    func decodesItems() throws {
        let decoding = decodeScreen("""
            id: s
            root:
              view:
                title: Draft
                barItems: {left: [{system: cancel}], right: [{id: send, title: Send, style: done}]}
                toolbar: [archive, {id: new, system: compose}]
            """)
        #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
        guard case .view(let view)? = decoding.screen?.root.kind else {
            Issue.record("not a view")
            return
        }
        #expect(view.leftBarItems == ["cancel"])
        #expect(view.rightBarItems == ["send"])
        #expect(view.toolbar == ["archive", "new"])
        #expect(view.barItemDetails == [
            "cancel": BarItemSpec(id: "cancel", system: .cancel),
            "send": BarItemSpec(id: "send", title: "Send", style: .done),
            "new": BarItemSpec(id: "new", system: .compose),
        ])
    }

    @Test("bad bar items are located errors", arguments: [
        ("toolbar: [{title: Send}]", "missing-field"),
        ("toolbar: [{id: send, style: bold}]", "invalid-value"),
        ("toolbar: [{id: send, system: compse}]", "invalid-value"),
        ("toolbar: [{id: send, colour: red}]", "unknown-field"),
    ])
    func badItems(field: String, code: String) {
        let decoding = decodeScreen("id: s\nroot:\n  view: {title: Draft, \(field)}\n")
        #expect(decoding.diagnostics.map(\.code).contains(code), "\(decoding.diagnostics)")
    }
}

extension BarItemDecodingTests {
    @Test("leftItemsSupplementBackButton decodes as a boolean, false when absent", arguments: [
        ("", false), ("leftItemsSupplementBackButton: true, ", true), ("leftItemsSupplementBackButton: false, ", false),
    ])
    func supplementsBackButton(field: String, expected: Bool) throws {
        let decoding = decodeScreen("id: s\nroot:\n  view: {title: Draft, \(field)barItems: {left: [cancel]}}\n")
        #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
        guard case .view(let view)? = decoding.screen?.root.kind else {
            Issue.record("not a view")
            return
        }
        #expect(view.leftItemsSupplementBackButton == expected)
    }

    @Test("leftItemsSupplementBackButton that is not a boolean is a located error")
    func supplementsBackButtonMustBeBoolean() {
        let decoding = decodeScreen("id: s\nroot:\n  view: {title: Draft, leftItemsSupplementBackButton: sometimes}\n")
        #expect(decoding.screen == nil || !decoding.diagnostics.isEmpty)
        #expect(decoding.diagnostics.contains { $0.message.contains("leftItemsSupplementBackButton") }, "\(decoding.diagnostics)")
    }
}
