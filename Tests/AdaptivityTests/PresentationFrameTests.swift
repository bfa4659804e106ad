@testable import Adaptivity
import Testing

@Suite("Presented view frames and backdrops (P-03, P-11, PO-09, section 13)")
struct PresentationFrameTests {
    struct Case: Sendable {
        var style: PresentationStyle
        var window: Rect
        var context: Rect = Rect(x: 0, y: 64, width: 320, height: 960)
        var preferredSize: Size?
        var custom: (any CustomPresentation)?
        var frame: Rect
    }

    static let rows: [Row<Case>] = [
        Row("P-03: fullScreen covers the window",
            Case(style: .fullScreen, window: Fixture.padPortraitWindow, frame: Fixture.padPortraitWindow)),
        Row("P-03: overFullScreen covers the window",
            Case(style: .overFullScreen, window: Fixture.padLandscapeWindow, frame: Fixture.padLandscapeWindow)),
        Row("P-03 / section 13: formSheet is 540x620, centered",
            Case(style: .formSheet, window: Fixture.padPortraitWindow, frame: Rect(x: 114, y: 202, width: 540, height: 620))),
        Row("P-03 / section 13: formSheet is clamped to a short window (iPhone Plus landscape)",
            Case(style: .formSheet, window: Fixture.plusLandscapeWindow, frame: Rect(x: 98, y: 0, width: 540, height: 414))),
        Row("P-03: formSheet honors the preferred size",
            Case(style: .formSheet, window: Fixture.padPortraitWindow, preferredSize: Size(width: 400, height: 300),
                 frame: Rect(x: 184, y: 362, width: 400, height: 300))),
        Row("P-03: formSheet takes the default for a preferred side of 0",
            Case(style: .formSheet, window: Fixture.padPortraitWindow, preferredSize: Size(width: 400, height: 0),
                 frame: Rect(x: 184, y: 202, width: 400, height: 620))),
        Row("P-03 / section 13: pageSheet in landscape is the portrait width by the full height, centered",
            Case(style: .pageSheet, window: Fixture.padLandscapeWindow, frame: Rect(x: 128, y: 0, width: 768, height: 768))),
        Row("P-03: pageSheet in portrait covers the window",
            Case(style: .pageSheet, window: Fixture.padPortraitWindow, frame: Fixture.padPortraitWindow)),
        Row("P-03: pageSheet ignores the preferred size",
            Case(style: .pageSheet, window: Fixture.padLandscapeWindow, preferredSize: Size(width: 300, height: 300),
                 frame: Rect(x: 128, y: 0, width: 768, height: 768))),
        Row("P-03 / P-21: currentContext covers the context controller",
            Case(style: .currentContext, window: Fixture.padPortraitWindow, frame: Rect(x: 0, y: 64, width: 320, height: 960))),
        Row("P-03 / P-21: overCurrentContext covers the context controller",
            Case(style: .overCurrentContext, window: Fixture.padPortraitWindow, frame: Rect(x: 0, y: 64, width: 320, height: 960))),
        Row("P-03: custom with UIPresentationController's default frame covers the container",
            Case(style: .custom, window: Fixture.padPortraitWindow, custom: TestPresentation(), frame: Fixture.padPortraitWindow)),
        Row("P-03 / W14-228: the sidebar is a third of the width, right-aligned, full height (portrait)",
            Case(style: .custom, window: Fixture.padPortraitWindow, custom: DeclaredPresentation.sidebar,
                 frame: Rect(x: 512, y: 0, width: 256, height: 1024))),
        Row("P-03 / W14-228: the sidebar stays a third of the display in landscape, floored to whole points",
            Case(style: .custom, window: Fixture.padLandscapeWindow, custom: DeclaredPresentation.sidebar,
                 frame: Rect(x: 683, y: 0, width: 341, height: 768))),
        Row("P-11: a custom presentation not in full screen lays out in the context controller",
            Case(style: .custom, window: Fixture.padPortraitWindow,
                 custom: DeclaredPresentation(width: .fraction(0.5), alignment: .leading, adaptive: .none).inContext,
                 frame: Rect(x: 0, y: 64, width: 160, height: 960))),
    ]

    @Test("P-03: frames in regular width", arguments: rows)
    func frame(row: Row<Case>) {
        let test = row.value
        let frame = presentedViewFrame(
            style: test.style,
            windowBounds: test.window,
            contextFrame: test.context,
            preferredSize: test.preferredSize,
            custom: test.custom,
            traits: Fixture.pad,
            defaults: Fixture.defaults
        )
        #expect(frame == test.frame)
    }

    static let backdropRows: [Row<(PresentationStyle, (any CustomPresentation)?, PresentationChrome, Bool)>] = [
        Row("P-03: fullScreen removes the presenter's view", (.fullScreen, nil, .none, true)),
        Row("P-03: currentContext removes the covered view", (.currentContext, nil, .none, true)),
        Row("P-03: overFullScreen keeps the presenter's view", (.overFullScreen, nil, .none, false)),
        Row("P-03: overCurrentContext keeps the covered view", (.overCurrentContext, nil, .none, false)),
        Row("P-03 / section 13: formSheet dims and keeps the presenter's view", (.formSheet, nil, .dimming, false)),
        Row("P-03 / section 13: pageSheet dims and keeps the presenter's view", (.pageSheet, nil, .dimming, false)),
        Row("PO-09 / section 13: a popover keeps the presenter's view, with no visible dimming", (.popover, nil, .none, false)),
        Row("P-11: custom chrome dimming (W14-228 sidebar)", (.custom, DeclaredPresentation.sidebar, .dimming, false)),
        Row("P-11: custom named chrome (W14-228 cool mode)", (.custom, TestPresentation(drawnChrome: .named("leopard")), .named("leopard"), false)),
        Row("P-11: a custom presentation may remove the presenter's view", (.custom, TestPresentation(removesPresenter: true), .none, true)),
    ]

    @Test("P-03 / P-11 / PO-09: backdrops", arguments: backdropRows)
    func backdrop(row: Row<(PresentationStyle, (any CustomPresentation)?, PresentationChrome, Bool)>) {
        let (style, custom, chrome, removes) = row.value
        let backdrop = PresentationBackdrop(style: style, custom: custom, defaults: Fixture.defaults)
        #expect(backdrop.chrome == chrome)
        #expect(backdrop.dimmed == (chrome == .dimming))
        #expect(backdrop.removesPresenterView == removes)
    }

    @Test("V-33: iPhone 8 portrait, formSheet and pageSheet show as fullScreen (0, 0, 375, 667)", arguments: [
        Row("V-33 / P-04: formSheet", PresentationStyle.formSheet),
        Row("V-33 / P-04: pageSheet", PresentationStyle.pageSheet),
    ])
    func compactSheets(row: Row<PresentationStyle>) {
        let spec = PresentationSpec(controller: Fixture.view("sheet"), style: row.value)
        let layout = Fixture.layout(spec, traits: Fixture.phonePortrait, window: Fixture.phonePortraitWindow)
        #expect(layout.style == .fullScreen)
        #expect(layout.adapted)
        #expect(layout.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(layout.backdrop.removesPresenterView)
        #expect(!layout.backdrop.dimmed)
        #expect(layout.problems.isEmpty)
    }
}

/// A declared presentation that presents in its context rather than in full screen (P-11).
private struct ContextPresentation: CustomPresentation {
    var declared: DeclaredPresentation
    var shouldPresentInFullScreen: Bool { false }
    func frameOfPresentedView(in containerBounds: Rect, traits: TraitCollection) -> Rect {
        declared.frameOfPresentedView(in: containerBounds, traits: traits)
    }
}

private extension DeclaredPresentation {
    var inContext: ContextPresentation { ContextPresentation(declared: self) }
}
