import Adaptivity
import Testing

@Suite("Declared custom presentations (sizeboard.yml presentations:, P-03, P-11, W14-228)")
struct PresentationDeclaredTests {
    @Test("P-03: dimensions as sizeboard.yml writes them", arguments: [
        Row("P-03 / W14-228: 1/3 is a third", ("1/3", DeclaredPresentation.Dimension.fraction(1.0 / 3) as DeclaredPresentation.Dimension?)),
        Row("P-03: 0.33 is a fraction", ("0.33", .fraction(0.33))),
        Row("P-03 / W14-228: 1 is the whole length", ("1", .fraction(1))),
        Row("P-03: 320 is points", ("320", .points(320))),
        Row("P-03: 0.5pt is points whatever the number", ("0.5pt", .points(0.5))),
        Row("P-03: 3/2 is more than the container, rejected", ("3/2", nil)),
        Row("P-03: 0 is rejected", ("0", nil)),
        Row("P-03: a negative length is rejected", ("-1", nil)),
        Row("P-03: words are rejected", ("third", nil)),
        Row("P-03: a ratio over zero is rejected", ("1/0", nil)),
    ])
    func dimension(row: Row<(String, DeclaredPresentation.Dimension?)>) {
        let (text, dimension) = row.value
        #expect(DeclaredPresentation.Dimension(text) == dimension)
    }

    @Test("P-03: lengths in a container", arguments: [
        Row("P-03: a fraction is floored to whole points", (DeclaredPresentation.Dimension.fraction(1.0 / 3), 1024.0, 341.0)),
        Row("P-03: points stay as they are", (.points(320), 1024, 320)),
        Row("P-03: points never exceed the container", (.points(320), 200, 200)),
    ])
    func length(row: Row<(DeclaredPresentation.Dimension, Double, Double)>) {
        let (dimension, container, length) = row.value
        #expect(dimension.length(in: container) == length)
    }

    @Test("P-03: alignment in a 768x1024 container, 300x400 presented view", arguments: [
        Row("P-03: leading, centered vertically", (DeclaredPresentation.Alignment.leading, Rect(x: 0, y: 312, width: 300, height: 400))),
        Row("P-03 / W14-228: trailing, right-aligned", (.trailing, Rect(x: 468, y: 312, width: 300, height: 400))),
        Row("P-03: center", (.center, Rect(x: 234, y: 312, width: 300, height: 400))),
        Row("P-03: top, centered horizontally", (.top, Rect(x: 234, y: 0, width: 300, height: 400))),
        Row("P-03: bottom", (.bottom, Rect(x: 234, y: 624, width: 300, height: 400))),
    ])
    func alignment(row: Row<(DeclaredPresentation.Alignment, Rect)>) {
        let (alignment, frame) = row.value
        let declared = DeclaredPresentation(width: .points(300), height: .points(400), alignment: alignment)
        let container = Rect(x: 0, y: 0, width: 768, height: 1024)
        #expect(declared.frameOfPresentedView(in: container, traits: Fixture.pad) == frame)
    }

    @Test("P-04 / P-07: a declared adaptive answer applies in compact width only", arguments: [
        Row("P-04: adaptive none never adapts", (AdaptiveStyle.none, Fixture.phonePortrait, PresentationStyle.none)),
        Row("P-04: adaptive automatic is no adaptation for a custom presentation", (.automatic, Fixture.phonePortrait, .none)),
        Row("P-07 / W14-228: adaptive fullScreen in compact width", (.fullScreen, Fixture.phonePortrait, .fullScreen)),
        Row("P-07: adaptive overFullScreen in compact width", (.overFullScreen, Fixture.phoneLandscape, .overFullScreen)),
        Row("P-05: regular width with compact height does not adapt", (.fullScreen, Fixture.plusLandscape, .none)),
        Row("P-07: regular width does not adapt", (.fullScreen, Fixture.pad, .none)),
    ])
    func adaptive(row: Row<(AdaptiveStyle, TraitCollection, PresentationStyle)>) {
        let (adaptive, traits, style) = row.value
        #expect(DeclaredPresentation(adaptive: adaptive).adaptiveStyle(for: traits) == style)
    }

    @Test("W14-228: the photo editor sidebar, as declared in DESIGN.md section 2")
    func sidebar() {
        let declared = DeclaredPresentation(
            width: DeclaredPresentation.Dimension("1/3") ?? .points(0),
            height: DeclaredPresentation.Dimension("1") ?? .points(0),
            alignment: DeclaredPresentation.Alignment(rawValue: "trailing") ?? .center,
            chrome: PresentationChrome(declaredName: "dimming") ?? .none,
            adaptive: AdaptiveStyle(rawValue: "fullScreen") ?? .none
        )
        #expect(declared == DeclaredPresentation.sidebar)
        #expect(declared.chrome == .dimming)
        #expect(declared.shouldPresentInFullScreen)
        #expect(!declared.shouldRemovePresentersView)
        #expect(declared.size(forChildContentContainerWithParentSize: Size(width: 768, height: 1024)) == Size(width: 256, height: 1024))
    }

    @Test("P-11: UIPresentationController's defaults for a custom presentation that overrides nothing")
    func protocolDefaults() {
        struct Plain: CustomPresentation {}
        let plain = Plain()
        let container = Rect(x: 0, y: 0, width: 768, height: 1024)
        #expect(plain.frameOfPresentedView(in: container, traits: Fixture.pad) == container)
        #expect(plain.chrome == .none)
        #expect(plain.adaptiveStyle(for: Fixture.phonePortrait) == .none)
        #expect(plain.shouldPresentInFullScreen)
        #expect(!plain.shouldRemovePresentersView)
    }

    @Test("P-03 / W14-228: chrome names of sizeboard.yml", arguments: [
        Row("P-03: none", ("none", PresentationChrome.none as PresentationChrome?)),
        Row("P-03 / W14-228: dimming", ("dimming", .dimming)),
        Row("P-03: anything else is not a declared chrome", ("leopard", nil)),
    ])
    func chrome(row: Row<(String, PresentationChrome?)>) {
        let (name, chrome) = row.value
        #expect(PresentationChrome(declaredName: name) == chrome)
    }
}
