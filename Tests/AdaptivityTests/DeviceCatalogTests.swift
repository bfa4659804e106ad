@testable import Adaptivity
import Foundation
import Testing

@Suite("Device catalog (D-*, B-04, DESIGN.md section 3)")
struct DeviceCatalogTests {
    struct Expected: Sendable {
        var id: String
        var width: Double
        var height: Double
        var scale: Double
        var idiom: Idiom
        var horizontal: SizeClass
        var vertical: SizeClass
    }

    static let entries: [(String, Double, Double, Double, Idiom, SizeClass, SizeClass)] = [
        ("iphone-se-portrait", 375, 667, 2, .phone, .compact, .regular),
        ("iphone-se-landscape", 667, 375, 2, .phone, .compact, .compact),
        ("iphone-8-plus-portrait", 414, 736, 3, .phone, .compact, .regular),
        ("iphone-8-plus-landscape", 736, 414, 3, .phone, .regular, .compact),
        ("iphone-16-portrait", 393, 852, 3, .phone, .compact, .regular),
        ("iphone-16-landscape", 852, 393, 3, .phone, .compact, .compact),
        ("iphone-16-pro-max-portrait", 440, 956, 3, .phone, .compact, .regular),
        ("iphone-16-pro-max-landscape", 956, 440, 3, .phone, .regular, .compact),
        ("ipad-9-7-portrait", 768, 1024, 2, .pad, .regular, .regular),
        ("ipad-9-7-landscape", 1024, 768, 2, .pad, .regular, .regular),
        ("ipad-9-7-landscape-third", 320, 768, 2, .pad, .compact, .regular),
        ("ipad-9-7-landscape-half", 507, 768, 2, .pad, .compact, .regular),
        ("ipad-9-7-landscape-two-thirds", 694, 768, 2, .pad, .regular, .regular),
        ("ipad-9-7-slide-over", 320, 1024, 2, .pad, .compact, .regular),
        ("ipad-pro-12-9-portrait", 1024, 1366, 2, .pad, .regular, .regular),
        ("ipad-pro-12-9-landscape", 1366, 1024, 2, .pad, .regular, .regular),
        ("ipad-pro-12-9-landscape-half", 678, 1024, 2, .pad, .regular, .regular),
        ("ipad-pro-11-portrait", 834, 1194, 2, .pad, .regular, .regular),
        ("ipad-pro-11-landscape", 1194, 834, 2, .pad, .regular, .regular),
        ("iphone-se-1-portrait", 320, 568, 2, .phone, .compact, .regular),
        ("iphone-16-pro-landscape", 874, 402, 3, .phone, .compact, .compact),
        ("iphone-xr-landscape", 896, 414, 2, .phone, .regular, .compact),
        ("ipad-pro-10-5-landscape-half", 551, 834, 2, .pad, .compact, .regular),
        ("ipad-pro-10-5-portrait-two-thirds", 504, 1112, 2, .pad, .compact, .regular),
        ("ipad-pro-12-9-portrait-third", 375, 1366, 2, .pad, .compact, .regular),
    ]

    static let designTable: [Row<Expected>] = entries.map { entry in
        Row("D-02 D-03 D-04 D-06: \(entry.0)", Expected(
            id: entry.0, width: entry.1, height: entry.2, scale: entry.3, idiom: entry.4, horizontal: entry.5, vertical: entry.6
        ))
    }

    @Test("Catalog environments", arguments: designTable)
    func environment(row: Row<Expected>) throws {
        let expected = row.value
        let environment = try #require(DeviceCatalog.standard.environment(id: expected.id))
        #expect(environment.width == expected.width)
        #expect(environment.height == expected.height)
        #expect(environment.scale == expected.scale)
        #expect(environment.idiom == expected.idiom)
        #expect(environment.horizontal == expected.horizontal)
        #expect(environment.vertical == expected.vertical)
    }

    @Test("D-03: every landscape environment is its portrait one with the bounds swapped")
    func landscapeSwapsBounds() {
        let catalog = DeviceCatalog.standard
        for portrait in catalog.environments where portrait.id.hasSuffix("-portrait") {
            let landscape = catalog.environment(id: String(portrait.id.dropLast("portrait".count)) + "landscape")
            #expect(landscape?.width == portrait.height)
            #expect(landscape?.height == portrait.width)
        }
    }

    @Test("D-01: iPhone portrait C/R; landscape R only when the portrait width is at least 414; iPads R/R")
    func sizeClassPattern() {
        for environment in DeviceCatalog.standard.group(named: "phones") ?? [] {
            let portraitWidth = min(environment.width, environment.height)
            if environment.isLandscape {
                #expect(environment.vertical == .compact)
                #expect(environment.horizontal == (portraitWidth >= 414 ? .regular : .compact), "\(environment.id)")
            } else {
                #expect(environment.traits.horizontal == .compact && environment.vertical == .regular)
            }
        }
        for environment in DeviceCatalog.standard.group(named: "pads") ?? [] {
            #expect(environment.horizontal == .regular && environment.vertical == .regular)
        }
    }

    @Test("B-04: safe-area insets [top, left, bottom, right] by device and orientation", arguments: [
        ("iphone-x-portrait", [44.0, 0, 34, 0]), ("iphone-xr-portrait", [48, 0, 34, 0]), ("iphone-12-portrait", [47, 0, 34, 0]),
        ("iphone-13-mini-portrait", [50, 0, 34, 0]), ("iphone-14-pro-portrait", [59, 0, 34, 0]), ("iphone-16-portrait", [59, 0, 34, 0]),
        ("iphone-16-pro-portrait", [62, 0, 34, 0]), ("iphone-16-landscape", [0, 59, 21, 59]), ("iphone-16-pro-max-landscape", [0, 62, 21, 62]),
        ("iphone-8-portrait", [20, 0, 0, 0]), ("iphone-se-landscape", [0, 0, 0, 0]),
        ("ipad-9-7-portrait", [20, 0, 0, 0]), ("ipad-9-7-landscape-third", [20, 0, 0, 0]),
        ("ipad-pro-11-portrait", [24, 0, 20, 0]), ("ipad-pro-11-landscape", [24, 0, 20, 0]), ("ipad-mini-6-landscape", [24, 0, 20, 0]),
        ("ipad-pro-13-m4-portrait", [24, 0, 20, 0]),
        ("ipad-pro-12-9-portrait", [20, 0, 0, 0]), ("ipad-pro-12-9-landscape-half", [20, 0, 0, 0]),
        ("ipad-pro-12-9-3rd-gen-portrait", [24, 0, 20, 0]), ("ipad-pro-12-9-3rd-gen-landscape", [24, 0, 20, 0]),
    ])
    func safeArea(id: String, insets: [Double]) throws {
        let safeArea = try #require(DeviceCatalog.standard.environment(id: id)).safeArea
        #expect([safeArea.top, safeArea.left, safeArea.bottom, safeArea.right] == insets)
    }

    @Test("B-04 D-04: multitasking panes know where they sit on the iPad's screen")
    func panePlacement() throws {
        let third = try #require(DeviceCatalog.standard.environment(id: "ipad-9-7-landscape-third")?.pane)
        #expect(third == PanePlacement(screen: Size(width: 1024, height: 768), x: 0, isSlideOver: false))
        let slideOver = try #require(DeviceCatalog.standard.environment(id: "ipad-9-7-slide-over")?.pane)
        #expect(slideOver == PanePlacement(screen: Size(width: 768, height: 1024), x: 448, isSlideOver: true))
        #expect(DeviceCatalog.standard.environment(id: "ipad-9-7-landscape")?.pane == nil)
    }

    @Test("B-04: the resolve JSON's environment carries safeArea as [top, left, bottom, right]")
    func safeAreaEncoding() throws {
        let environment = try #require(DeviceCatalog.standard.environment(id: "iphone-16-landscape"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(environment), as: UTF8.self)
        #expect(json.contains("\"safeArea\":[0,59,21,59]"))
        #expect(try JSONDecoder().decode(Environment.self, from: Data(json.utf8)) == environment.withoutPane)
    }

    @Test("Groups: size-classes is exactly the default set; all holds every environment once; multitasking holds the panes")
    func groups() {
        let catalog = DeviceCatalog.standard
        #expect(catalog.groups["size-classes"] == ["iphone-16-portrait", "iphone-16-landscape", "iphone-16-pro-max-landscape", "ipad-pro-11-landscape"])
        #expect(catalog.groups["all"] == catalog.environments.map(\.id))
        #expect(Set(catalog.environments.map(\.id)).count == catalog.environments.count)
        #expect(catalog.groups["multitasking"]?.count == 18 + 6 * 11)
        #expect(catalog.groups["multitasking"]?.contains("ipad-9-7-slide-over") == true)
        #expect(catalog.groups["pads"]?.contains("ipad-9-7-slide-over") == false)
        #expect(catalog.groups["phones"]?.allSatisfy { $0.hasPrefix("iphone-") } == true)
        #expect(catalog.groupNames == ["all", "current-pads", "current-phones", "multitasking", "pads", "phones", "size-classes"])
        for group in ["current-phones", "current-pads"] {
            #expect(catalog.group(named: group)?.count == catalog.groups[group]?.count, "\(group) names only catalog ids")
        }
    }

    @Test("resolve(names:) keeps order, removes duplicates, expands groups; selection reports unknown names with a suggestion")
    func resolveNames() {
        let catalog = DeviceCatalog.standard
        let names = ["ipad-9-7-portrait", "size-classes", "iphone-16-portrait", "iphone-16-portrat", "nonsense-device-name-here"]
        #expect(catalog.resolve(names: names).map(\.id) == [
            "ipad-9-7-portrait", "iphone-16-portrait", "iphone-16-landscape", "iphone-16-pro-max-landscape", "ipad-pro-11-landscape",
        ])
        let selection = catalog.selection(names: names)
        #expect(selection.unknown == [
            UnknownEnvironmentName(name: "iphone-16-portrat", suggestion: "iphone-16-portrait"),
            UnknownEnvironmentName(name: "nonsense-device-name-here", suggestion: nil),
        ])
        #expect(catalog.nearestName(to: "phone") == "phones")
    }

    @Test("adding: custom environments join the catalog and `all`, replacing one with the same id")
    func adding() {
        let custom = Environment(id: "kiosk", width: 800, height: 600, scale: 1, idiom: .pad, horizontal: .regular, vertical: .regular)
        let replaced = Environment(id: "iphone-8-portrait", width: 1, height: 1, scale: 1, idiom: .phone, horizontal: .compact, vertical: .regular)
        let catalog = DeviceCatalog.standard.adding([custom, replaced])
        #expect(catalog.environment(id: "kiosk") == custom)
        #expect(catalog.environment(id: "iphone-8-portrait")?.width == 1)
        #expect(catalog.group(named: "all")?.contains(custom) == true)
        #expect(catalog.resolve(names: ["kiosk"]) == [custom])
        #expect(catalog.environments.count == DeviceCatalog.standard.environments.count + 1)
    }

    @Test("lookups by id follow changes to `environments`; the first environment with an id wins")
    func lookupsFollowChanges() {
        let kiosk = Environment(id: "kiosk", width: 800, height: 600, scale: 1, idiom: .pad, horizontal: .regular, vertical: .regular)
        var catalog = DeviceCatalog.standard
        #expect(catalog.environment(id: "kiosk") == nil)
        catalog.environments.append(kiosk)
        #expect(catalog.environment(id: "kiosk") == kiosk)
        catalog.environments.append(Environment(id: "kiosk", width: 1, height: 1, scale: 1, idiom: .phone, horizontal: .compact, vertical: .regular))
        #expect(catalog.environment(id: "kiosk") == kiosk)
        catalog.environments.removeAll { $0.id == "iphone-16-portrait" }
        #expect(catalog.environment(id: "iphone-16-portrait") == nil)
        #expect(catalog.environment(id: "iphone-16-landscape")?.id == "iphone-16-landscape")
    }
}

@Suite("Behavior (section 13)")
struct BehaviorTests {
    @Test("classic holds the section 13 defaults")
    func classicDefaults() {
        let classic = Behavior.classic
        #expect(classic.presentation.adaptations[.popover] == .overFullScreen)
        #expect(classic.presentation.formSheetSize == Size(width: 540, height: 620))
        #expect(classic.presentation.popoverLayoutMargin == 10)
        #expect(classic.presentation.popoverArrowLength == 13)
        #expect(classic.presentation.popoverDefaultWidth == 320)
        #expect(!classic.presentation.navigationDefinesContext)
        #expect(classic.splitPrimaryWidth == 320)
        #expect(classic.splitDividerWidth == 1)
        #expect(classic.automaticDisplayMode.displayMode(for: Size(width: 1024, height: 768)) == .allVisible)
        #expect(classic.automaticDisplayMode.displayMode(for: Size(width: 768, height: 1024)) == .primaryHidden)
        #expect(classic.statusBarHeight == 20)
        #expect(classic.navigationBarHeight == 44 && classic.compactHeightNavigationBarHeight == 32)
        #expect(classic.toolbarHeight == 44 && classic.compactHeightToolbarHeight == 32)
        #expect(classic.tabBarHeight == 49)
        #expect(classic.ambiguousVariantsSeverity == .error)
    }

    @Test("named finds shipped behaviors only")
    func named() {
        #expect(Behavior.named("classic") == .classic)
        #expect(Behavior.named("modern") == .modern)
        #expect(Behavior.named("modern", ios: 17)?.iosVersion == 17)
        #expect(Behavior.named("classic", ios: 17) == .classic)
        #expect(Behavior.named("future") == nil)
    }
}

private extension Environment {
    var withoutPane: Environment {
        var environment = self
        environment.pane = nil
        return environment
    }
}
