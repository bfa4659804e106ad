@testable import Adaptivity
import Testing

@Suite("Presentation adaptation (P-04, P-05, P-07, P-08, P-11, section 13)")
struct PresentationAdaptationTests {
    struct Case: Sendable {
        var requested: PresentationStyle
        var traits: TraitCollection
        var delegate: AdaptiveStyle = .automatic
        var custom: (any CustomPresentation)?
        var style: PresentationStyle
        var adapted: Bool
    }

    static let classicRows: [Row<Case>] = [
        Row("P-04 / section 13: popover in compact width adapts to overFullScreen (W14-228 demo)",
            Case(requested: .popover, traits: Fixture.phonePortrait, style: .overFullScreen, adapted: true)),
        Row("P-04 / V-33: formSheet in compact width adapts to fullScreen",
            Case(requested: .formSheet, traits: Fixture.phonePortrait, style: .fullScreen, adapted: true)),
        Row("P-04 / V-33: pageSheet in compact width adapts to fullScreen",
            Case(requested: .pageSheet, traits: Fixture.phonePortrait, style: .fullScreen, adapted: true)),
        Row("P-04: currentContext in compact width adapts to fullScreen",
            Case(requested: .currentContext, traits: Fixture.phoneLandscape, style: .fullScreen, adapted: true)),
        Row("P-04: fullScreen does not adapt",
            Case(requested: .fullScreen, traits: Fixture.phonePortrait, style: .fullScreen, adapted: false)),
        Row("P-04: overFullScreen does not adapt",
            Case(requested: .overFullScreen, traits: Fixture.phonePortrait, style: .overFullScreen, adapted: false)),
        Row("P-04 / section 13: overCurrentContext does not adapt",
            Case(requested: .overCurrentContext, traits: Fixture.phonePortrait, style: .overCurrentContext, adapted: false)),
        Row("P-04: custom does not adapt unless it says so",
            Case(requested: .custom, traits: Fixture.phonePortrait, custom: TestPresentation(), style: .custom, adapted: false)),
        Row("P-04: nothing adapts in regular width",
            Case(requested: .popover, traits: Fixture.pad, style: .popover, adapted: false)),
        Row("P-05: regular width and compact height keeps a popover",
            Case(requested: .popover, traits: Fixture.plusLandscape, style: .popover, adapted: false)),
        Row("P-05: regular width and compact height keeps a form sheet",
            Case(requested: .formSheet, traits: Fixture.plusLandscape, style: .formSheet, adapted: false)),
        Row("P-07: delegate none keeps a popover on iPhone (W14-214 demo)",
            Case(requested: .popover, traits: Fixture.phonePortrait, delegate: .none, style: .popover, adapted: false)),
        Row("P-07: delegate fullScreen adapts a popover to fullScreen (W14-228)",
            Case(requested: .popover, traits: Fixture.phonePortrait, delegate: .fullScreen, style: .fullScreen, adapted: true)),
        Row("P-07: delegate overFullScreen adapts a form sheet to overFullScreen",
            Case(requested: .formSheet, traits: Fixture.phonePortrait, delegate: .overFullScreen, style: .overFullScreen, adapted: true)),
        Row("P-07: delegate overFullScreen adapts even an overCurrentContext",
            Case(requested: .overCurrentContext, traits: Fixture.phonePortrait, delegate: .overFullScreen, style: .overFullScreen, adapted: true)),
        Row("P-07: the delegate is not consulted in regular width under classic",
            Case(requested: .popover, traits: Fixture.pad, delegate: .fullScreen, style: .popover, adapted: false)),
        Row("P-07: a delegate answer equal to the requested style is no adaptation",
            Case(requested: .fullScreen, traits: Fixture.phonePortrait, delegate: .fullScreen, style: .fullScreen, adapted: false)),
        Row("P-11: the W14-228 sidebar adapts to fullScreen in compact width",
            Case(requested: .custom, traits: Fixture.phonePortrait, custom: DeclaredPresentation.sidebar, style: .fullScreen, adapted: true)),
        Row("P-11: the W14-228 sidebar stays custom in regular width",
            Case(requested: .custom, traits: Fixture.pad, custom: DeclaredPresentation.sidebar, style: .custom, adapted: false)),
        Row("P-07: the delegate answer wins over the custom presentation's own",
            Case(requested: .custom, traits: Fixture.phonePortrait, delegate: .overFullScreen, custom: DeclaredPresentation.sidebar, style: .overFullScreen, adapted: true)),
        Row("P-07: delegate none keeps a custom presentation that would adapt",
            Case(requested: .custom, traits: Fixture.phonePortrait, delegate: .none, custom: DeclaredPresentation.sidebar, style: .custom, adapted: false)),
        Row("P-11: shouldPresentInFullScreen NO never adapts, whatever the delegate says",
            Case(requested: .custom, traits: Fixture.phonePortrait, delegate: .fullScreen,
                 custom: TestPresentation(answer: .fullScreen, inFullScreen: false), style: .custom, adapted: false)),
        Row("P-08: a custom answer classic does not accept (formSheet) counts as none",
            Case(requested: .custom, traits: Fixture.phonePortrait, custom: TestPresentation(answer: .formSheet), style: .custom, adapted: false)),
        Row("P-08: a custom answer of overFullScreen is honored",
            Case(requested: .custom, traits: Fixture.phonePortrait, custom: TestPresentation(answer: .overFullScreen), style: .overFullScreen, adapted: true)),
    ]

    @Test("P-04 to P-12: adaptation under classic", arguments: classicRows)
    func classic(row: Row<Case>) {
        let test = row.value
        let adaptation = PresentationAdaptation(
            requested: test.requested,
            traits: test.traits,
            delegateAnswer: test.delegate,
            custom: test.custom,
            defaults: Fixture.defaults
        )
        #expect(adaptation.style == test.style)
        #expect(adaptation.adapted == test.adapted)
    }

    static let otherBehaviorRows: [Row<(PresentationDefaults, Case)>] = {
        var consultingAlways = PresentationDefaults.classic
        consultingAlways.consultsDelegateOnlyWhenTriggered = false
        var heightTriggered = PresentationDefaults.classic
        heightTriggered.adaptationTrigger = .compactWidthOrHeight
        return [
            Row("P-08: an unconditional delegate answer applies in regular width when the behavior consults it everywhere",
                (consultingAlways, Case(requested: .popover, traits: Fixture.pad, delegate: .fullScreen, style: .fullScreen, adapted: true))),
            Row("P-08: consulted everywhere, no answer still adapts only when triggered",
                (consultingAlways, Case(requested: .popover, traits: Fixture.pad, style: .popover, adapted: false))),
            Row("P-06: a behavior triggered by compact height adapts a popover on iPhone Plus landscape",
                (heightTriggered, Case(requested: .popover, traits: Fixture.plusLandscape, style: .overFullScreen, adapted: true))),
        ]
    }()

    @Test("P-06 / P-08: adaptation under behaviors other than classic", arguments: otherBehaviorRows)
    func otherBehaviors(row: Row<(PresentationDefaults, Case)>) {
        let (defaults, test) = row.value
        let adaptation = PresentationAdaptation(
            requested: test.requested, traits: test.traits, delegateAnswer: test.delegate, custom: test.custom, defaults: defaults
        )
        #expect(adaptation.style == test.style)
        #expect(adaptation.adapted == test.adapted)
    }

    @Test("P-09: the navigation wrapper shows only while adapted", arguments: [
        Row("P-09: adapted and wrapping → navigation", (true, true, "navigation" as String?)),
        Row("P-09: adapted, no wrapper asked → none", (true, false, nil as String?)),
        Row("P-09: not adapted → the original controller, no wrapper", (false, true, nil as String?)),
    ])
    func wrapper(row: Row<(Bool, Bool, String?)>) {
        let (adapted, wraps, expected) = row.value
        let traits = adapted ? Fixture.phonePortrait : Fixture.pad
        let adaptation = PresentationAdaptation(
            requested: .popover, traits: traits, delegateAnswer: .automatic, custom: nil, defaults: Fixture.defaults
        )
        #expect(adaptation.wrapper(wrapsInNavigationWhenAdapted: wraps) == expected)
    }

    @Test("P-04 / P-07 / P-12: adaptation only ever keeps the requested style or goes full screen, and never where the width is regular")
    func adaptationTargets() {
        let environments = [Fixture.phonePortrait, Fixture.phoneLandscape, Fixture.plusLandscape, Fixture.pad]
        let customs: [(any CustomPresentation)?] = [nil, DeclaredPresentation.sidebar, TestPresentation(answer: .popover)]
        for requested in PresentationStyle.allCases where requested != .none {
            for traits in environments {
                for delegate in AdaptiveStyle.allCases {
                    for custom in customs {
                        let adaptation = PresentationAdaptation(
                            requested: requested, traits: traits, delegateAnswer: delegate, custom: custom, defaults: Fixture.defaults
                        )
                        let label = "\(requested) \(traits.horizontal)/\(traits.vertical) \(delegate)"
                        #expect(adaptation.adapted == (adaptation.style != requested), "\(label)")
                        if adaptation.adapted {
                            #expect([.fullScreen, .overFullScreen].contains(adaptation.style), "\(label)")
                            #expect(traits.horizontal == .compact, "P-05: \(label)")
                        }
                    }
                }
            }
        }
    }
}
