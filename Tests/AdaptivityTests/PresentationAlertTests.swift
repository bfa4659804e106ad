@testable import Adaptivity
import Testing

@Suite("Alerts and action sheets (A-01 to A-04, V-41)")
struct PresentationAlertTests {
    static let deleteActions = [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "Delete", style: .destructive)]
    static let shareActions = [
        AlertAction(title: "Cancel", style: .cancel),
        AlertAction(title: "Mail"),
        AlertAction(title: "Message"),
    ]

    static func alert(actions: [AlertAction] = deleteActions) -> PresentationSpec {
        PresentationSpec(controller: Fixture.alert(
            "confirm", title: "Delete photo?", message: "This cannot be undone.", style: .alert, actions: actions
        ))
    }

    static func actionSheet(source: String? = "share") -> PresentationSpec {
        PresentationSpec(
            controller: Fixture.alert("share-sheet", title: nil, style: .actionSheet, actions: shareActions),
            source: source
        )
    }

    static let shareButton = Rect(x: 700, y: 20, width: 44, height: 44)

    @Test("A-01: an alert is centered, 270 pt wide, dimmed, and never adapts", arguments: [
        Row("A-01: iPad, regular width", (Fixture.pad, Fixture.padPortraitWindow)),
        Row("A-01: iPhone portrait, compact width", (Fixture.phonePortrait, Fixture.phonePortraitWindow)),
        Row("A-01: iPhone Plus landscape, compact height", (Fixture.plusLandscape, Fixture.plusLandscapeWindow)),
    ])
    func alertNeverAdapts(row: Row<(TraitCollection, Rect)>) {
        let (traits, window) = row.value
        let layout = Fixture.layout(Self.alert(), traits: traits, window: window)
        #expect(layout.style == .custom)
        #expect(!layout.adapted)
        #expect(layout.frame.width == 270)
        #expect(layout.frame.midX == window.midX)
        #expect(layout.frame.midY == window.midY)
        #expect(layout.backdrop.dimmed)
        #expect(!layout.backdrop.removesPresenterView)
        #expect(layout.arrow == nil)
        #expect(layout.problems.isEmpty)
    }

    @Test("A-01 / AlertMetrics: the height formula and the order of the buttons", arguments: [
        Row("A-01: two actions side by side, cancel on the left: 40 + 22 + 4 + 18 + 44",
            (deleteActions, 128.0, ["Cancel", "Delete"])),
        Row("A-01: three actions stacked, cancel last: 40 + 22 + 4 + 18 + 3 × 44",
            (shareActions, 216.0, ["Mail", "Message", "Cancel"])),
        Row("A-01: no action, the header only", ([AlertAction](), 84.0, [String]())),
    ])
    func alertHeight(row: Row<([AlertAction], Double, [String])>) {
        let (actions, height, titles) = row.value
        let layout = Fixture.layout(Self.alert(actions: actions), traits: Fixture.pad, window: Fixture.padPortraitWindow)
        #expect(layout.frame.height == height)
        #expect(layout.alertActions?.map(\.title) == titles)
    }

    @Test("A-01 / AlertMetrics: long text wraps at the average character width, line breaks count")
    func alertWrapping() {
        let message = String(repeating: "word ", count: 20) + "\nend"
        let spec = PresentationSpec(controller: Fixture.alert("long", title: nil, message: message, style: .alert, actions: []))
        let layout = Fixture.layout(spec, traits: Fixture.pad, window: Fixture.padPortraitWindow)
        // 100 characters × 7 pt over 238 pt → 3 lines, then "end" → 1 line: 40 + 4 × 18.
        #expect(layout.frame.height == 112)
    }

    @Test("A-01: an alert taller than the window is clamped 8 pt from its edges")
    func alertClamped() {
        let actions = (1...20).map { AlertAction(title: "Option \($0)") }
        let layout = Fixture.layout(Self.alert(actions: actions), traits: Fixture.phoneLandscape, window: Rect(x: 0, y: 0, width: 667, height: 375))
        #expect(layout.frame == Rect(x: 198.5, y: 8, width: 270, height: 359))
    }

    @Test("A-02 / A-04: an action sheet in regular width is a popover at its source without the cancel button", arguments: [
        Row("A-02 / A-04: iPad", (Fixture.pad, Fixture.padPortraitWindow)),
        Row("A-04 / P-05: iPhone Plus landscape (regular width, compact height) keeps the popover", (Fixture.plusLandscape, Fixture.plusLandscapeWindow)),
    ])
    func actionSheetPopover(row: Row<(TraitCollection, Rect)>) {
        let (traits, window) = row.value
        let source = Rect(x: window.maxX - 68, y: 20, width: 44, height: 44)
        let layout = Fixture.layout(Self.actionSheet(), traits: traits, window: window, source: source)
        #expect(layout.style == .popover)
        #expect(!layout.adapted)
        #expect(layout.arrow == .up)
        #expect(layout.frame.width == 304)
        #expect(layout.frame.y == source.maxY + 13)
        #expect(layout.alertActions?.map(\.title) == ["Mail", "Message"])
        #expect(!layout.backdrop.removesPresenterView)
        #expect(layout.problems.isEmpty)
    }

    @Test("A-02: an action sheet in compact width is a sheet from the bottom, full width less 8 pt, cancel last")
    func actionSheetInCompactWidth() {
        let layout = Fixture.layout(
            Self.actionSheet(), traits: Fixture.phonePortrait, window: Fixture.phonePortraitWindow, source: Self.shareButton
        )
        // Two rows of 57, an 8 pt gap, the cancel row of 57.
        #expect(layout.frame == Rect(x: 8, y: 480, width: 359, height: 179))
        #expect(layout.adapted)
        #expect(layout.style == .overFullScreen)
        #expect(layout.arrow == nil)
        #expect(layout.alertActions?.map(\.title) == ["Mail", "Message", "Cancel"])
        #expect(layout.backdrop.dimmed)
        #expect(!layout.backdrop.removesPresenterView)
    }

    @Test("A-03 / V-41: an action sheet needs a source in regular width only", arguments: [
        Row("V-41 / A-03: iPad without a source is an error", (Fixture.pad, Fixture.padPortraitWindow, true)),
        Row("A-03: iPhone Plus landscape without a source is an error (it shows as a popover)", (Fixture.plusLandscape, Fixture.plusLandscapeWindow, true)),
        Row("A-03: iPhone portrait needs no source", (Fixture.phonePortrait, Fixture.phonePortraitWindow, false)),
    ])
    func actionSheetWithoutSource(row: Row<(TraitCollection, Rect, Bool)>) {
        let (traits, window, isError) = row.value
        let layout = Fixture.layout(Self.actionSheet(source: nil), traits: traits, window: window)
        #expect(layout.problems.map(\.code) == (isError ? ["action-sheet-without-source"] : []))
        #expect(layout.problems.allSatisfy { $0.severity == .error })
        #expect(layout.frame.width > 0 && layout.frame.height > 0)
    }

    @Test("A-03: a named source that is not on screen says so")
    func actionSheetSourceNotOnScreen() {
        let layout = Fixture.layout(Self.actionSheet(source: "share"), traits: Fixture.pad, window: Fixture.padPortraitWindow)
        #expect(layout.problems.map(\.code) == ["action-sheet-without-source"])
        #expect(layout.problems.first?.message.contains("`share`") == true)
    }

    @Test("A-01: an alert with two cancel actions is an error, as UIKit raises")
    func severalCancelActions() {
        let actions = [AlertAction(title: "No", style: .cancel), AlertAction(title: "Never", style: .cancel)]
        let request = PresentationRequest(spec: Self.alert(actions: actions), customPresentations: [:], defaults: Fixture.defaults)
        #expect(request.problems.map(\.code) == ["alert-multiple-cancel-actions"])
    }

    @Test("A-02 / AlertMetrics: an action sheet's header wraps at the sheet's width", arguments: [
        Row("A-02: a sheet 359 pt wide fits the title on one line: 40 + 22 + 57", (Fixture.phonePortrait, Fixture.phonePortraitWindow, 119.0)),
        Row("A-02: a popover 304 pt wide needs two title lines: 40 + 2 × 22 + 44", (Fixture.pad, Fixture.padPortraitWindow, 128.0)),
    ])
    func actionSheetHeader(row: Row<(TraitCollection, Rect, Double)>) {
        let (traits, window, height) = row.value
        let title = String(repeating: "x", count: 33)
        let spec = PresentationSpec(
            controller: Fixture.alert("sheet", title: title, style: .actionSheet, actions: [AlertAction(title: "Delete", style: .destructive)]),
            source: "share"
        )
        let layout = Fixture.layout(spec, traits: traits, window: window, source: Self.shareButton)
        #expect(layout.frame.height == height)
    }
}
