@testable import Adaptivity
import Testing

@Suite("Presentation layouts, end to end (W14-228, PO-01, P-09, V-25)")
struct PresentationLayoutTests {
    /// The "Important People" popover of W14-228, anchored to a bar item, wrapped in a navigation
    /// controller when adapted.
    static func importantPeople(adaptive: AdaptiveStyle = .automatic, source: String? = "people-button") -> PresentationSpec {
        PresentationSpec(
            controller: Fixture.view("important-people"),
            style: .popover,
            source: source,
            adaptive: adaptive,
            wrapsInNavigationWhenAdapted: true
        )
    }

    static let peopleButton = Rect(x: 20, y: 20, width: 44, height: 44)

    @Test("W14-228 / P-03 / PO-06: the Important People popover on iPad")
    func popoverOnPad() {
        let layout = Fixture.layout(
            Self.importantPeople(), traits: Fixture.pad, window: Fixture.padPortraitWindow, source: Self.peopleButton
        )
        #expect(layout.style == .popover)
        #expect(!layout.adapted)
        #expect(layout.arrow == .up)
        #expect(layout.frame == Rect(x: 10, y: 77, width: 320, height: 937))
        #expect(layout.wrapper == nil)
        #expect(!layout.backdrop.dimmed)
        #expect(!layout.backdrop.removesPresenterView)
        #expect(layout.problems.isEmpty)
    }

    @Test("W14-228 / P-04 / P-09: the Important People popover on iPhone adapts to overFullScreen, wrapped in a navigation controller")
    func popoverOnPhone() {
        let layout = Fixture.layout(
            Self.importantPeople(), traits: Fixture.phonePortrait, window: Fixture.phonePortraitWindow, source: Self.peopleButton
        )
        #expect(layout.style == .overFullScreen)
        #expect(layout.adapted)
        #expect(layout.arrow == nil)
        #expect(layout.frame == Fixture.phonePortraitWindow)
        #expect(layout.wrapper == "navigation")
        #expect(!layout.backdrop.removesPresenterView)
        #expect(layout.problems.isEmpty)
    }

    @Test("W14-228 / P-07: the delegate's fullScreen answer removes the presenter's view")
    func popoverFullScreenOnPhone() {
        let layout = Fixture.layout(
            Self.importantPeople(adaptive: .fullScreen), traits: Fixture.phonePortrait, window: Fixture.phonePortraitWindow, source: Self.peopleButton
        )
        #expect(layout.style == .fullScreen)
        #expect(layout.wrapper == "navigation")
        #expect(layout.backdrop.removesPresenterView)
    }

    @Test("V-25 / PO-05 / PO-09: iPad, popover from a source view, preferred 300x200")
    func vector25() {
        let spec = PresentationSpec(controller: Fixture.view("info"), style: .popover, source: "photo", preferredSize: Size(width: 300, height: 200))
        let source = Rect(x: 334, y: 462, width: 100, height: 100)
        let layout = Fixture.layout(spec, traits: Fixture.pad, window: Fixture.padPortraitWindow, source: source)
        #expect(layout.style == .popover)
        #expect(layout.frame.size == Size(width: 300, height: 200))
        #expect(layout.arrow == .up)
        #expect(layout.frame.y == source.maxY + 13)
        #expect(layout.frame.midX == source.midX)
        #expect(!layout.backdrop.removesPresenterView)
    }

    @Test("PO-01: a popover without a source is an error only where it shows as a popover", arguments: [
        Row("PO-01: iPad, regular width", (Fixture.pad, Fixture.padPortraitWindow, AdaptiveStyle.automatic, true)),
        Row("PO-01 / P-05: iPhone Plus landscape keeps the popover", (Fixture.plusLandscape, Fixture.plusLandscapeWindow, .automatic, true)),
        Row("PO-01 / P-04: iPhone portrait adapts, no source needed", (Fixture.phonePortrait, Fixture.phonePortraitWindow, .automatic, false)),
        Row("PO-01 / P-07: iPhone with delegate none stays a popover, so it needs one", (Fixture.phonePortrait, Fixture.phonePortraitWindow, .none, true)),
    ])
    func popoverWithoutSource(row: Row<(TraitCollection, Rect, AdaptiveStyle, Bool)>) {
        let (traits, window, adaptive, isError) = row.value
        let layout = Fixture.layout(Self.importantPeople(adaptive: adaptive, source: nil), traits: traits, window: window)
        #expect(layout.problems.map(\.code) == (isError ? ["popover-without-source"] : []))
        #expect(layout.problems.allSatisfy { $0.severity == .error })
        if isError {
            #expect(layout.arrow == nil)
            #expect(layout.frame.midX == window.midX)
        }
    }

    @Test("P-11 / W14-228: the sidebar on iPad and in compact width", arguments: [
        Row("P-11 / P-03: iPad portrait, a third on the right, dimmed, the presenter kept",
            (Fixture.pad, Fixture.padPortraitWindow, PresentationStyle.custom, false, Rect(x: 512, y: 0, width: 256, height: 1024), true, false)),
        Row("P-11 / W14-228: Slide Over width, compact, a full-screen presentation",
            (TraitCollection(horizontal: .compact, vertical: .regular, idiom: .pad, displayScale: 2), Rect(x: 0, y: 0, width: 320, height: 1024),
             .fullScreen, true, Rect(x: 0, y: 0, width: 320, height: 1024), false, true)),
    ])
    func sidebar(row: Row<(TraitCollection, Rect, PresentationStyle, Bool, Rect, Bool, Bool)>) {
        let (traits, window, style, adapted, frame, dimmed, removes) = row.value
        let spec = PresentationSpec(controller: Fixture.view("editor"), style: .custom, custom: "sidebar")
        let layout = Fixture.layout(spec, traits: traits, window: window, customPresentations: ["sidebar": DeclaredPresentation.sidebar])
        #expect(layout.style == style)
        #expect(layout.adapted == adapted)
        #expect(layout.frame == frame)
        #expect(layout.backdrop.dimmed == dimmed)
        #expect(layout.backdrop.removesPresenterView == removes)
        #expect(layout.problems.isEmpty)
    }

    @Test("W14-228: cool mode, the same controller under a plugin's chrome")
    func coolMode() {
        let spec = PresentationSpec(controller: Fixture.view("editor"), style: .custom, custom: "cool")
        let cool = TestPresentation(drawnChrome: .named("leopard"))
        let layout = Fixture.layout(spec, traits: Fixture.pad, window: Fixture.padPortraitWindow, customPresentations: ["cool": cool])
        #expect(layout.backdrop.chrome == .named("leopard"))
        #expect(!layout.backdrop.dimmed)
        #expect(layout.frame == Fixture.padPortraitWindow)
    }

    @Test("SC-02: search covers its context, dimmed, keeping what it covers")
    func search() {
        let spec = PresentationSpec(controller: ControllerSpec(id: "search", kind: .search(SearchSpec(results: Fixture.view("results")))))
        let context = Rect(x: 0, y: 64, width: 768, height: 911)
        let layout = Fixture.layout(spec, traits: Fixture.pad, window: Fixture.padPortraitWindow, context: context)
        #expect(layout.frame == context)
        #expect(!layout.adapted)
        #expect(layout.backdrop.dimmed)
        #expect(!layout.backdrop.removesPresenterView)
    }

    @Test("P-21 / P-04: currentContext covers its context in regular width and the window in compact width", arguments: [
        Row("P-21: regular width, the context's frame", (Fixture.pad, Fixture.padPortraitWindow, Rect(x: 0, y: 64, width: 320, height: 960))),
        Row("P-04: compact width, fullScreen over the window", (Fixture.phonePortrait, Fixture.phonePortraitWindow, Fixture.phonePortraitWindow)),
    ])
    func currentContext(row: Row<(TraitCollection, Rect, Rect)>) {
        let (traits, window, frame) = row.value
        let spec = PresentationSpec(controller: Fixture.view("detail"), style: .currentContext)
        let layout = Fixture.layout(spec, traits: traits, window: window, context: Rect(x: 0, y: 64, width: 320, height: 960))
        #expect(layout.frame == frame)
        #expect(layout.backdrop.removesPresenterView)
    }
}

@Suite("The resolve contract's PRESENTATION (DESIGN.md section 4)")
struct PresentationResolutionTests {
    static func node(_ id: String, kind: String = "view", frame: Rect) -> ResolvedNode {
        ResolvedNode(id: id, kind: kind, frame: frame, horizontal: .regular, vertical: .regular)
    }

    @Test("W14-228 / P-09: the adapted Important People popover as the contract reports it")
    func adaptedPopover() {
        let spec = PresentationLayoutTests.importantPeople()
        let request = PresentationRequest(spec: spec, customPresentations: [:], defaults: Fixture.defaults)
        let layout = Fixture.layout(spec, traits: Fixture.phonePortrait, window: Fixture.phonePortraitWindow, source: PresentationLayoutTests.peopleButton)
        let resolved = layout.resolvedPresentation(
            request: request,
            presenting: "root",
            root: Self.node("important-people", frame: layout.frame),
            sourceFrame: PresentationLayoutTests.peopleButton
        )
        #expect(resolved.presented == "important-people")
        #expect(resolved.requestedStyle == .popover)
        #expect(resolved.style == .overFullScreen)
        #expect(resolved.adapted)
        #expect(resolved.presenting == "root")
        #expect(resolved.wrapper == "navigation")
        #expect(resolved.arrow == nil)
        #expect(resolved.sourceFrame == nil)
        #expect(!resolved.dimmed)
        #expect(!resolved.removesPresenterView)
        #expect(resolved.custom == nil)
    }

    @Test("PO-03: a popover reports its arrow and its source frame")
    func popover() {
        let spec = PresentationLayoutTests.importantPeople()
        let request = PresentationRequest(spec: spec, customPresentations: [:], defaults: Fixture.defaults)
        let layout = Fixture.layout(spec, traits: Fixture.pad, window: Fixture.padPortraitWindow, source: PresentationLayoutTests.peopleButton)
        let resolved = layout.resolvedPresentation(
            request: request, presenting: "root", root: Self.node("important-people", frame: layout.frame), sourceFrame: PresentationLayoutTests.peopleButton
        )
        #expect(resolved.arrow == .up)
        #expect(resolved.sourceFrame == PresentationLayoutTests.peopleButton)
        #expect(resolved.frame == layout.frame)
    }

    @Test("A-04: an action sheet's node lists the buttons it shows")
    func actionSheetButtons() {
        let spec = PresentationSpec(
            controller: Fixture.alert("share-sheet", title: nil, message: "Share", style: .actionSheet, actions: PresentationAlertTests.shareActions),
            source: "share"
        )
        let request = PresentationRequest(spec: spec, customPresentations: [:], defaults: Fixture.defaults)
        let layout = Fixture.layout(spec, traits: Fixture.pad, window: Fixture.padPortraitWindow, source: PresentationAlertTests.shareButton)
        let node = Self.node("share-sheet", kind: "alert", frame: layout.frame)
        let resolved = layout.resolvedPresentation(request: request, presenting: "root", root: node, sourceFrame: PresentationAlertTests.shareButton)
        #expect(resolved.root.alert == ResolvedAlert(style: .actionSheet, message: "Share", actions: [AlertAction(title: "Mail"), AlertAction(title: "Message")]))
        #expect(resolved.requestedStyle == .popover)
    }

    @Test("P-11: a custom presentation reports its registered name")
    func customName() {
        let spec = PresentationSpec(controller: Fixture.view("editor"), custom: "sidebar")
        let registry: [String: any CustomPresentation] = ["sidebar": DeclaredPresentation.sidebar]
        let request = PresentationRequest(spec: spec, customPresentations: registry, defaults: Fixture.defaults)
        let layout = Fixture.layout(spec, traits: Fixture.pad, window: Fixture.padPortraitWindow, customPresentations: registry)
        let resolved = layout.resolvedPresentation(request: request, presenting: "root", root: Self.node("editor", frame: layout.frame), sourceFrame: nil)
        #expect(resolved.custom == "sidebar")
        #expect(resolved.dimmed)
        #expect(resolved.frame == Rect(x: 512, y: 0, width: 256, height: 1024))
    }
}
