@testable import Adaptivity
import Testing

/// Presentations and sheets under `modern` (M-P, M-SH, M-T-03) and the vectors V-M01 to V-M10.
@Suite("Modern presentations and sheets (M-P, M-SH, V-M01 to V-M10)")
struct ModernPresentationTests {
    struct Expected: Sendable {
        var environment: String
        var ios: Int = 18
        var presentation: PresentationSpec
        var requested: PresentationStyle
        var style: PresentationStyle
        var adapted: Bool
        var frame: Rect
        var dimmed: Bool
        var detent: String?
        var edgeAttached = false
        var pushedBack = false
        var dismissible = true
        var level: InterfaceLevel = .elevated
        var listVisible: Bool
    }

    static let rows: [Row<Expected>] = [
        Row("V-M01 M-P-01 M-SH-02 M-P-05 M-T-03: automatic on iPhone 16 portrait is a formSheet card", Expected(
            environment: "iphone-16-portrait", presentation: Modern.present(), requested: .automatic, style: .formSheet,
            adapted: false, frame: Rect(x: 0, y: 69, width: 393, height: 783), dimmed: true, detent: "large",
            pushedBack: true, listVisible: true
        )),
        Row("V-M01 M-P-01: on iOS 17 automatic maps to pageSheet", Expected(
            environment: "iphone-16-portrait", ios: 17, presentation: Modern.present(), requested: .automatic, style: .pageSheet,
            adapted: false, frame: Rect(x: 0, y: 69, width: 393, height: 783), dimmed: true, detent: "large",
            pushedBack: true, listVisible: true
        )),
        Row("M-SH-02: the card's top follows the safe area (iPhone SE: 30)", Expected(
            environment: "iphone-se-portrait", presentation: Modern.present(.pageSheet), requested: .pageSheet, style: .pageSheet,
            adapted: false, frame: Rect(x: 0, y: 30, width: 375, height: 637), dimmed: true, detent: "large",
            pushedBack: true, listVisible: true
        )),
        Row("V-M02 M-SH-08: automatic on iPad Pro 11 landscape is a centered 540x620 form sheet", Expected(
            environment: "ipad-pro-11-landscape", presentation: Modern.present(), requested: .automatic, style: .formSheet,
            adapted: false, frame: Rect(x: 327, y: 107, width: 540, height: 620), dimmed: true, detent: nil, listVisible: true
        )),
        Row("V-M02 M-SH-08: on iOS 17 the page sheet is 704 wide between 20 pt margins", Expected(
            environment: "ipad-pro-11-landscape", ios: 17, presentation: Modern.present(), requested: .automatic, style: .pageSheet,
            adapted: false, frame: Rect(x: 245, y: 44, width: 704, height: 750), dimmed: true, detent: nil, listVisible: true
        )),
        Row("V-M03 M-P-02 M-P-03: a form sheet in compact height adapts to fullScreen", Expected(
            environment: "iphone-16-landscape", presentation: Modern.present(.formSheet), requested: .formSheet, style: .fullScreen,
            adapted: true, frame: Rect(x: 0, y: 0, width: 852, height: 393), dimmed: false, detent: nil,
            dismissible: false, level: .base, listVisible: false
        )),
        Row("M-P-02: R/C (Pro Max landscape) counts as compact height: fullScreen", Expected(
            environment: "iphone-16-pro-max-landscape", presentation: Modern.present(.pageSheet), requested: .pageSheet, style: .fullScreen,
            adapted: true, frame: Rect(x: 0, y: 0, width: 956, height: 440), dimmed: false, detent: nil,
            dismissible: false, level: .base, listVisible: false
        )),
        Row("V-M05 M-P-02 M-P-03: a popover on iPhone portrait is a form sheet card, its preferred size ignored", Expected(
            environment: "iphone-16-portrait", presentation: Modern.present(.popover, preferredSize: Size(width: 320, height: 400)),
            requested: .popover, style: .formSheet, adapted: true, frame: Rect(x: 0, y: 69, width: 393, height: 783),
            dimmed: true, detent: "large", pushedBack: true, listVisible: true
        )),
        Row("V-M06 M-P-04 M-SH-04: with detents [medium, large] the card starts at medium", Expected(
            environment: "iphone-16-portrait",
            presentation: Modern.present(.popover, preferredSize: Size(width: 320, height: 400), sheet: SheetSpec(detents: [.medium, .large])),
            requested: .popover, style: .formSheet, adapted: true, frame: Rect(x: 0, y: 426, width: 393, height: 426),
            dimmed: true, detent: "medium", pushedBack: true, listVisible: true
        )),
        Row("M-SH-05: at the largest undimmed detent the card does not dim nor push back", Expected(
            environment: "iphone-16-portrait",
            presentation: Modern.present(.pageSheet, sheet: SheetSpec(detents: [.medium, .large], largestUndimmed: "medium")),
            requested: .pageSheet, style: .pageSheet, adapted: false, frame: Rect(x: 0, y: 426, width: 393, height: 426),
            dimmed: false, detent: "medium", pushedBack: false, listVisible: true
        )),
        Row("M-SH-04: a selected custom detent is its height plus the bottom safe inset", Expected(
            environment: "iphone-16-portrait",
            presentation: Modern.present(.pageSheet, sheet: SheetSpec(detents: [.custom(id: "peek", height: 200), .large], selected: "peek")),
            requested: .pageSheet, style: .pageSheet, adapted: false, frame: Rect(x: 0, y: 618, width: 393, height: 234),
            dimmed: true, detent: "peek", pushedBack: true, listVisible: true
        )),
        Row("V-M08 M-SH-06: edge-attached in compact height: the safe-area width, 10 pt from the top", Expected(
            environment: "iphone-16-landscape",
            presentation: Modern.present(.pageSheet, sheet: SheetSpec(edgeAttachedInCompactHeight: true)),
            requested: .pageSheet, style: .pageSheet, adapted: false, frame: Rect(x: 59, y: 10, width: 734, height: 383),
            dimmed: true, detent: "large", edgeAttached: true, listVisible: true
        )),
        Row("V-M08 M-SH-06: width following the preferred size", Expected(
            environment: "iphone-16-landscape",
            presentation: Modern.present(
                .pageSheet, preferredSize: Size(width: 400, height: 300),
                sheet: SheetSpec(edgeAttachedInCompactHeight: true, widthFollowsPreferredSize: true)
            ),
            requested: .pageSheet, style: .pageSheet, adapted: false, frame: Rect(x: 226, y: 10, width: 400, height: 383),
            dimmed: true, detent: "large", edgeAttached: true, listVisible: true
        )),
        Row("V-M10 M-P-06: modalInPresentation keeps the frame and is not dismissible", Expected(
            environment: "iphone-16-portrait", presentation: Modern.present(modal: true), requested: .automatic, style: .formSheet,
            adapted: false, frame: Rect(x: 0, y: 69, width: 393, height: 783), dimmed: true, detent: "large",
            pushedBack: true, dismissible: false, listVisible: true
        )),
    ]

    @Test("Presentation", arguments: rows)
    func presentation(_ row: Row<Expected>) throws {
        let expected = row.value
        let resolution = Modern.resolve(Modern.listRoot, in: expected.environment, ios: expected.ios, presentations: [expected.presentation])
        let presented = try #require(resolution.presentations.first)
        #expect(presented.requestedStyle == expected.requested)
        #expect(presented.style == expected.style)
        #expect(presented.adapted == expected.adapted)
        #expect(presented.frame == expected.frame)
        #expect(presented.dimmed == expected.dimmed)
        #expect(presented.arrow == nil)
        let sheet = try #require(presented.sheet)
        #expect(sheet.detent == expected.detent)
        #expect(sheet.edgeAttached == expected.edgeAttached)
        #expect(sheet.presenterPushedBack == expected.pushedBack)
        #expect(sheet.dismissible == expected.dismissible)
        #expect(sheet.level == expected.level)
        #expect(resolution.visible.contains("list") == expected.listVisible)
        #expect(resolution.visible.last == "sheet")
        #expect(resolution.behavior == "modern" && resolution.iosVersion == expected.ios)
    }

    struct DelegateExpected: Sendable {
        var environment: String
        var style: PresentationStyle
        var answer: AdaptiveStyle
        var resolved: PresentationStyle
        var adapted: Bool
        var edgeAttached: Bool
    }

    static let delegateRows: [Row<DelegateExpected>] = [
        Row("M-P-04: none keeps a popover a popover on iPhone (compact width)", DelegateExpected(
            environment: "iphone-16-portrait", style: .popover, answer: .none, resolved: .popover, adapted: false, edgeAttached: false
        )),
        Row("M-P-04: none keeps a popover a popover in compact height", DelegateExpected(
            environment: "iphone-16-landscape", style: .popover, answer: .none, resolved: .popover, adapted: false, edgeAttached: false
        )),
        Row("M-P-04: none keeps a sheet in compact height attached to the edge, not full screen", DelegateExpected(
            environment: "iphone-16-landscape", style: .pageSheet, answer: .none, resolved: .pageSheet, adapted: false, edgeAttached: true
        )),
        Row("M-P-04 M-SH-02: none keeps the card in compact width", DelegateExpected(
            environment: "iphone-16-portrait", style: .formSheet, answer: .none, resolved: .formSheet, adapted: false, edgeAttached: false
        )),
        Row("M-P-04: fullScreen replaces a card in compact width (consulted for compact width too)", DelegateExpected(
            environment: "iphone-16-portrait", style: .formSheet, answer: .fullScreen, resolved: .fullScreen, adapted: true, edgeAttached: false
        )),
        Row("M-P-04: overFullScreen replaces a popover in compact height", DelegateExpected(
            environment: "iphone-16-landscape", style: .popover, answer: .overFullScreen, resolved: .overFullScreen, adapted: true, edgeAttached: false
        )),
        Row("M-P-04: the delegate is not consulted in regular width and height", DelegateExpected(
            environment: "ipad-pro-11-landscape", style: .pageSheet, answer: .fullScreen, resolved: .pageSheet, adapted: false, edgeAttached: false
        )),
    ]

    @Test("M-P-04: the delegate's adaptive style", arguments: delegateRows)
    func delegateAnswer(_ row: Row<DelegateExpected>) throws {
        let expected = row.value
        let root = ControllerSpec(id: "root", kind: .view(ViewSpec(rightBarItems: ["share"])))
        let presentation = PresentationSpec(
            controller: Build.view("sheet"), style: expected.style, source: expected.style == .popover ? "share" : nil,
            preferredSize: Size(width: 300, height: 200), adaptive: expected.answer
        )
        let resolution = Modern.resolve(Build.navigation("navigation", [root]), in: expected.environment, presentations: [presentation])
        let presented = try #require(resolution.presentations.first)
        #expect(presented.style == expected.resolved)
        #expect(presented.adapted == expected.adapted)
        #expect((presented.sheet?.edgeAttached ?? false) == expected.edgeAttached)
        if expected.resolved == .popover {
            #expect(presented.arrow != nil)
            #expect(presented.frame.size == Size(width: 300, height: 200))
        }
        if expected.resolved == .fullScreen || expected.resolved == .overFullScreen {
            #expect(presented.frame == resolution.environment.bounds)
        }
    }

    @Test("M-P-02 PO-*: a popover in regular width stays a popover at its source, elevated")
    func popoverOnPad() throws {
        let root = ControllerSpec(id: "root", kind: .view(ViewSpec(rightBarItems: ["share"])))
        let navigation = Build.navigation("navigation", [root])
        let resolution = Modern.resolve(navigation, in: "ipad-pro-11-landscape", presentations: [Modern.present(.popover, preferredSize: Size(width: 300, height: 200), source: "share")])
        let presented = try #require(resolution.presentations.first)
        #expect(presented.style == .popover && !presented.adapted)
        #expect(presented.arrow == .up)
        #expect(presented.frame.size == Size(width: 300, height: 200))
        #expect(presented.sheet?.level == .elevated && presented.sheet?.detent == nil)
    }

    @Test("M-SH-07: two stacked cards hide the window's content; the lower card is pushed back")
    func stackedCards() throws {
        let first = PresentationSpec(controller: Build.view("first"))
        let second = PresentationSpec(from: "first", controller: Build.view("second"))
        let resolution = Modern.resolve(Modern.listRoot, in: "iphone-16-portrait", presentations: [first, second])
        #expect(resolution.presentations.map(\.presenting) == ["root-navigation", "first"])
        #expect(resolution.presentations.map(\.frame) == Array(repeating: Rect(x: 0, y: 69, width: 393, height: 783), count: 2))
        #expect(resolution.visible == ["first", "second"])
        #expect(resolution.presentations.allSatisfy { $0.sheet?.presenterPushedBack == true })
    }

    @Test("M-P-01: classic keeps fullScreen as the default and reports no modern keys")
    func classicUnchanged() throws {
        let screen = ScreenSpec(id: "screen", root: Modern.listRoot, presentations: [Modern.present()])
        let resolution = Engine(behavior: .classic).resolve(screen, in: Build.environment("iphone-16-portrait"))
        let presented = try #require(resolution.presentations.first)
        #expect(presented.requestedStyle == .fullScreen && presented.sheet == nil)
        #expect(resolution.behavior == nil && resolution.iosVersion == nil && resolution.environment.appearance == nil)
    }

    @Test("M-P-08 A-02: an action sheet is not a card: a popover in regular width, the bottom action sheet in compact width, as under classic", arguments: [
        Row("M-P-08: iPhone 16 portrait (C/R): the bottom action sheet, reported as classic reports it", ("iphone-16-portrait", PresentationStyle.overFullScreen, true)),
        Row("M-P-08: iPhone 16 landscape (C/C): the bottom action sheet", ("iphone-16-landscape", PresentationStyle.overFullScreen, true)),
        Row("M-P-08: iPhone 16 Pro Max landscape (R/C): a popover in regular width, compact height alone does not adapt it", ("iphone-16-pro-max-landscape", PresentationStyle.popover, false)),
        Row("M-P-08: iPad Pro 11 landscape: a popover at its source", ("ipad-pro-11-landscape", PresentationStyle.popover, false)),
    ])
    func actionSheet(_ row: Row<(String, PresentationStyle, Bool)>) throws {
        let (environment, style, adapted) = row.value
        let list = ControllerSpec(id: "list", kind: .view(ViewSpec(rightBarItems: ["share"])))
        let root = Build.navigation("root-navigation", [list])
        let sheet = PresentationSpec(
            controller: ControllerSpec(id: "share-sheet", kind: .alert(AlertSpec(style: .actionSheet, actions: [
                AlertAction(title: "Mail"), AlertAction(title: "Cancel", style: .cancel),
            ]))),
            source: "share"
        )
        let modern = try #require(Modern.resolve(root, in: environment, presentations: [sheet]).presentations.first)
        let classic = try #require(Build.resolve(root, in: environment, presentations: [sheet]).presentations.first)
        #expect(modern.style == style)
        #expect(modern.adapted == adapted)
        #expect(modern.style == classic.style && modern.adapted == classic.adapted)
        #expect(modern.frame == classic.frame)
        #expect(modern.sheet?.detent == nil && modern.sheet?.presenterPushedBack != true)
    }
}
