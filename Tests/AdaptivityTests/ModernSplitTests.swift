@testable import Adaptivity
import Testing

/// Column-style split views under `modern` (M-S) and the vectors V-M12 to V-M25.
@Suite("Modern column-style split views (M-S, V-M12 to V-M25)")
struct ModernSplitTests {
    struct Expected: Sendable {
        var split: ControllerSpec
        var environment: String
        var collapsed: Bool
        var behavior: SplitBehavior?
        var mode: SplitDisplayMode?
        var frames: [String: Rect] = [:]
        var visible: [String]
        var dimmed: [String] = []
    }

    static let rows: [Row<Expected>] = [
        Row("V-M12 M-S-05 M-S-06: double column on iPad Pro 11 landscape tiles, one beside", Expected(
            split: Modern.columns(), environment: "ipad-pro-11-landscape", collapsed: false, behavior: .tile, mode: .oneBesideSecondary,
            frames: ["list-navigation": Rect(x: 0, y: 0, width: 320, height: 834), "detail-navigation": Rect(x: 321, y: 0, width: 873, height: 834)],
            visible: ["list", "detail"]
        )),
        Row("V-M13 M-S-05: portrait overlays, the secondary alone", Expected(
            split: Modern.columns(), environment: "ipad-pro-11-portrait", collapsed: false, behavior: .overlay, mode: .secondaryOnly,
            frames: ["detail-navigation": Rect(x: 0, y: 0, width: 834, height: 1194)], visible: ["detail"]
        )),
        Row("V-M14 M-S-02: iPhone portrait collapses onto the primary stack, secondary on top", Expected(
            split: Modern.columns(), environment: "iphone-16-portrait", collapsed: true, behavior: nil, mode: nil,
            frames: ["list-navigation": Rect(x: 0, y: 0, width: 393, height: 852)], visible: ["detail"]
        )),
        Row("M-S-02: the delegate's top column primary starts on the list", Expected(
            split: Modern.columns(topColumn: .primary), environment: "iphone-16-portrait", collapsed: true, visible: ["list"]
        )),
        Row("V-M16 M-S-02: a compact column shows alone", Expected(
            split: Modern.columns(compact: Build.tabs("tabs", [Build.view("home"), Build.view("search")])),
            environment: "iphone-16-portrait", collapsed: true, visible: ["home"]
        )),
        Row("V-M17 M-S-05 M-S-06: triple column on a 12.9-inch landscape tiles all three", Expected(
            split: Modern.columns(.tripleColumn), environment: "ipad-pro-12-9-landscape", collapsed: false, behavior: .tile,
            mode: .twoBesideSecondary,
            frames: [
                "list-navigation": Rect(x: 0, y: 0, width: 320, height: 1024),
                "notes-navigation": Rect(x: 321, y: 0, width: 320, height: 1024),
                "detail-navigation": Rect(x: 642, y: 0, width: 724, height: 1024),
            ],
            visible: ["list", "notes", "detail"]
        )),
        Row("M-S-05: triple column narrower than 1280 in landscape displaces, supplementary beside", Expected(
            split: Modern.columns(.tripleColumn), environment: "ipad-pro-11-landscape", collapsed: false, behavior: .displace,
            mode: .oneBesideSecondary,
            frames: ["notes-navigation": Rect(x: 0, y: 0, width: 320, height: 834), "detail-navigation": Rect(x: 321, y: 0, width: 873, height: 834)],
            visible: ["notes", "detail"]
        )),
        Row("V-M20 M-S-04: overlay with oneOverSecondary dims the full-width secondary", Expected(
            split: Modern.columns(behavior: .overlay, displayMode: .oneOverSecondary), environment: "ipad-pro-11-landscape",
            collapsed: false, behavior: .overlay, mode: .oneOverSecondary,
            frames: ["detail-navigation": Rect(x: 0, y: 0, width: 1194, height: 834), "list-navigation": Rect(x: 0, y: 0, width: 320, height: 834)],
            visible: ["detail", "list"], dimmed: ["detail-navigation"]
        )),
        Row("M-S-04: twoBeside is reinterpreted as twoDisplace under displace; the secondary runs past the edge", Expected(
            split: Modern.columns(.tripleColumn, behavior: .displace, displayMode: .twoBesideSecondary), environment: "ipad-pro-11-landscape",
            collapsed: false, behavior: .displace, mode: .twoDisplaceSecondary,
            frames: [
                "list-navigation": Rect(x: 0, y: 0, width: 320, height: 834),
                "notes-navigation": Rect(x: 321, y: 0, width: 320, height: 834),
                "detail-navigation": Rect(x: 642, y: 0, width: 873, height: 834),
            ],
            visible: ["list", "notes", "detail"], dimmed: ["detail-navigation"]
        )),
        Row("V-M25 M-S-02 M-S-05: R/C Pro Max landscape expands and tiles", Expected(
            split: Modern.columns(), environment: "iphone-16-pro-max-landscape", collapsed: false, behavior: .tile, mode: .oneBesideSecondary,
            frames: ["list-navigation": Rect(x: 0, y: 0, width: 320, height: 440)], visible: ["list", "detail"]
        )),
    ]

    @Test("Column split", arguments: rows)
    func columnSplit(_ row: Row<Expected>) throws {
        let expected = row.value
        let resolution = Modern.resolve(expected.split, in: expected.environment)
        let split = try #require(resolution.node("split"))
        #expect(split.style == expected.split.splitStyle)
        #expect(split.collapsed == expected.collapsed)
        #expect(split.splitBehavior == expected.behavior)
        if let mode = expected.mode { #expect(split.displayMode == mode) }
        for (id, frame) in expected.frames {
            #expect(split.find(id)?.frame == frame, "\(id)")
        }
        #expect(resolution.visible == expected.visible)
        let dimmed = resolution.root.children.filter { $0.dimmed == true }.map(\.id)
        #expect(dimmed == expected.dimmed)
    }

    @Test("V-M14 M-S-02: collapsed, the merged stack holds list then detail and reports the top column")
    func collapsedStack() throws {
        let resolution = Modern.resolve(Modern.columns(), in: "iphone-16-portrait")
        let split = try #require(resolution.node("split"))
        #expect(split.topColumn == .secondary)
        #expect(split.children.map(\.id) == ["list-navigation"])
        #expect(split.children.first?.stack == ["list", "detail"])
        #expect(resolution.node("detail-navigation") == nil)
    }

    @Test("V-M16 M-S-02: with a compact column the other columns are absent")
    func compactColumnAlone() throws {
        let resolution = Modern.resolve(Modern.columns(compact: Build.tabs("tabs", [Build.view("home")])), in: "iphone-16-portrait")
        #expect(resolution.node("tabs")?.column == .compact)
        #expect(resolution.node("list") == nil && resolution.node("detail") == nil)
        #expect(resolution.node("split")?.topColumn == nil)
    }

    @Test("M-S-07: the sidebars' width is compact, the secondary keeps the split's")
    func columnTraits() throws {
        let resolution = Modern.resolve(Modern.columns(.tripleColumn), in: "ipad-pro-12-9-landscape")
        #expect(resolution.node("list-navigation")?.horizontal == .compact)
        #expect(resolution.node("notes-navigation")?.horizontal == .compact)
        #expect(resolution.node("detail-navigation")?.horizontal == .regular)
        #expect(resolution.node("list-navigation")?.column == .primary)
        #expect(resolution.node("notes-navigation")?.column == .supplementary)
        #expect(resolution.node("detail-navigation")?.column == .secondary)
    }

    @Test("M-S-01: a column that is not a navigation controller is wrapped in one")
    func wrapping() throws {
        let split = ControllerSpec(id: "split", kind: .split(SplitSpec(primary: Build.view("list"), secondary: Build.view("detail"), style: .doubleColumn)))
        let resolution = Modern.resolve(split, in: "ipad-pro-11-landscape")
        #expect(resolution.node("list-navigation")?.stack == ["list"])
        #expect(resolution.node("detail-navigation")?.stack == ["detail"])
    }

    @Test("M-S-07: showDetail in an expanded column split replaces the secondary column's stack")
    func showDetailReplacesSecondaryStack() throws {
        let action = ActionSpec(kind: .showDetail, controller: Build.view("photo"), from: "list")
        let resolution = Modern.resolve(Modern.columns(), in: "ipad-pro-11-landscape", actions: [action])
        #expect(resolution.node("detail-navigation")?.stack == ["photo"])
        #expect(resolution.visible == ["list", "photo"])
    }
}

extension ControllerSpec {
    /// The split style of a split spec.
    var splitStyle: SplitStyle? {
        if case .split(let split) = kind { split.style } else { nil }
    }
}
