@testable import Adaptivity
import Testing

/// Trait collections and windows of the environments the presentation tests use (DESIGN.md section 3).
enum Fixture {
    static let phonePortrait = TraitCollection(horizontal: .compact, vertical: .regular, idiom: .phone, displayScale: 2)
    static let phoneLandscape = TraitCollection(horizontal: .compact, vertical: .compact, idiom: .phone, displayScale: 2)
    static let plusLandscape = TraitCollection(horizontal: .regular, vertical: .compact, idiom: .phone, displayScale: 3)
    static let pad = TraitCollection(horizontal: .regular, vertical: .regular, idiom: .pad, displayScale: 2)

    static let phonePortraitWindow = Rect(x: 0, y: 0, width: 375, height: 667)
    static let plusLandscapeWindow = Rect(x: 0, y: 0, width: 736, height: 414)
    static let padPortraitWindow = Rect(x: 0, y: 0, width: 768, height: 1024)
    static let padLandscapeWindow = Rect(x: 0, y: 0, width: 1024, height: 768)

    static let defaults = PresentationDefaults.classic

    /// A leaf controller.
    static func view(_ id: String, preferredSize: Size? = nil) -> ControllerSpec {
        ControllerSpec(id: id, title: id, kind: .view(ViewSpec(preferredSize: preferredSize)))
    }

    /// An alert controller.
    static func alert(_ id: String, title: String?, message: String? = nil, style: AlertStyle, actions: [AlertAction]) -> ControllerSpec {
        ControllerSpec(id: id, title: title, kind: .alert(AlertSpec(message: message, style: style, actions: actions)))
    }

    /// The request and layout of `spec` in one environment.
    static func layout(
        _ spec: PresentationSpec,
        traits: TraitCollection,
        window: Rect,
        context: Rect? = nil,
        source: Rect? = nil,
        customPresentations: [String: any CustomPresentation] = [:],
        defaults: PresentationDefaults = .classic
    ) -> PresentationLayout {
        let request = PresentationRequest(spec: spec, customPresentations: customPresentations, defaults: defaults)
        return PresentationLayout(
            request: request,
            spec: spec,
            traits: traits,
            windowBounds: window,
            safeArea: .zero,
            contextFrame: context ?? window,
            sourceFrame: source,
            defaults: defaults
        )
    }
}

/// A custom presentation that keeps every UIPresentationController default but the ones given.
struct TestPresentation: CustomPresentation {
    var answer: PresentationStyle = .none
    var inFullScreen = true
    var removesPresenter = false
    var drawnChrome: PresentationChrome = .none

    var chrome: PresentationChrome { drawnChrome }
    var shouldPresentInFullScreen: Bool { inFullScreen }
    var shouldRemovePresentersView: Bool { removesPresenter }
    func adaptiveStyle(for traits: TraitCollection) -> PresentationStyle { answer }
}

/// A table row whose label cites the rule it checks.
struct Row<Value: Sendable>: Sendable, CustomTestStringConvertible {
    var label: String
    var value: Value

    init(_ label: String, _ value: Value) {
        self.label = label
        self.value = value
    }

    var testDescription: String { label }
}
