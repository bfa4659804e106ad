@testable import Adaptivity
import Testing

/// Screens made of random controllers, actions and presentations resolve in every catalog
/// environment without crashing, and what they report is consistent.
@Suite("Random screens")
struct RandomScreenTests {
    /// A small deterministic generator (SplitMix64), so a failure can be replayed from its seed.
    struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            value ^= value >> 31
            return Int(value % UInt64(max(1, bound)))
        }
    }

    struct Maker {
        var generator: Generator
        var count = 0

        mutating func id() -> String {
            count += 1
            return "c\(count)"
        }

        mutating func children(depth: Int) -> [ControllerSpec] {
            (0..<generator.next(4)).map { _ in controller(depth: depth + 1) }
        }

        mutating func variants(for id: String) -> [VariantSpec] {
            guard generator.next(4) == 0 else { return [] }
            let classes: [SizeClass] = [.unspecified, .compact, .regular]
            return (0..<1 + generator.next(2)).map { _ in
                VariantSpec(
                    when: TraitCollection(horizontal: classes[generator.next(3)], vertical: classes[generator.next(3)]),
                    installed: generator.next(3) != 0,
                    controller: ControllerSpec(id: id, kind: .view(ViewSpec(content: "grid")))
                )
            }
        }

        mutating func controller(depth: Int) -> ControllerSpec {
            let id = id()
            let kind: ControllerKind
            switch depth > 5 ? 0 : generator.next(8) {
            case 1: kind = .navigation(NavigationSpec(stack: children(depth: depth), toolbar: generator.next(2) == 0 ? [] : ["t\(id)"]))
            case 2:
                kind = .split(SplitSpec(
                    primary: controller(depth: depth + 1),
                    secondary: generator.next(3) == 0 ? nil : controller(depth: depth + 1),
                    displayMode: SplitDisplayMode.allCases[generator.next(4)],
                    primaryWidth: PrimaryWidthSpec(fraction: generator.next(2) == 0 ? nil : Double(generator.next(100)) / 100),
                    onCollapse: generator.next(2) == 0 ? .automatic : .discardSecondary,
                    expansionPlaceholder: generator.next(3) == 0 ? controller(depth: depth + 1) : nil
                ))
            case 3: kind = .tabs(TabsSpec(tabs: children(depth: depth), selectedIndex: generator.next(5) - 1))
            case 4: kind = .pages(PagesSpec(pages: children(depth: depth), currentIndex: generator.next(5) - 1, spine: SpineLocation.allCases[generator.next(4)]))
            case 5: kind = .custom(CustomContainerSpec(kind: generator.next(2) == 0 ? "columns" : "unknown", children: children(depth: depth)))
            case 6: kind = .search(SearchSpec(results: generator.next(2) == 0 ? nil : controller(depth: depth + 1)))
            default: kind = .view(ViewSpec(content: "list", rows: 3, toolbar: generator.next(3) == 0 ? ["b\(id)"] : [], rightBarItems: ["r\(id)"]))
            }
            let override = generator.next(5) == 0 ? TraitOverrideSpec(horizontal: .regular, when: SizeCondition(minimumWidth: Double(generator.next(1000)))) : nil
            return ControllerSpec(id: id, title: id, kind: kind, definesContext: generator.next(4) == 0, overrideTraits: override, variants: variants(for: id))
        }

        mutating func screen() -> ScreenSpec {
            let root = controller(depth: 0)
            let ids = (1...count).map { "c\($0)" } + ["ghost"]
            let actions = (0..<generator.next(4)).map { _ in
                ActionSpec(kind: generator.next(2) == 0 ? .show : .showDetail, controller: controller(depth: 4), from: ids[generator.next(ids.count)])
            }
            let presentations = (0..<generator.next(3)).map { _ in
                PresentationSpec(
                    from: generator.next(3) == 0 ? nil : ids[generator.next(ids.count)],
                    controller: controller(depth: 4),
                    style: generator.next(4) == 0 ? nil : PresentationStyle.allCases[generator.next(PresentationStyle.allCases.count)],
                    custom: generator.next(4) == 0 ? "sidebar" : nil,
                    source: generator.next(2) == 0 ? ids[generator.next(ids.count)] : nil
                )
            }
            return ScreenSpec(id: "random", root: root, actions: actions, presentations: presentations)
        }
    }

    @Test("Random screens resolve everywhere; visible leaves are nodes on screen", arguments: 0..<40)
    func randomScreen(seed: Int) {
        var maker = Maker(generator: Generator(state: UInt64(seed)))
        let screen = maker.screen()
        let engine = Engine(extensions: EngineExtensions(
            containers: ["columns": ColumnsContainer()],
            presentations: ["sidebar": DeclaredPresentation.sidebar]
        ))
        for environment in DeviceCatalog.standard.environments {
            let resolution = engine.resolve(screen, in: environment)
            for id in resolution.visible {
                #expect(resolution.node(id) != nil, "seed \(seed), \(environment.id): visible \(id) is not a node")
            }
            #expect(Set(resolution.visible).count == resolution.visible.count, "seed \(seed), \(environment.id): a leaf is listed twice")
        }
    }
}
