@testable import Adaptivity
import Testing

/// Appearance traits under `modern` (M-T-01 to M-T-06) and the environment names that select them.
@Suite("Modern appearance traits (M-T)")
struct ModernAppearanceTests {
    @Test("M-T-01: `+` suffixes select the appearance, in any order, on ids and groups")
    func suffixes() throws {
        let catalog = DeviceCatalog.standard
        let environment = try #require(catalog.environment(id: "iphone-16-portrait+rtl+dark+ax3"))
        #expect(environment.id == "iphone-16-portrait+dark+ax3+rtl")
        #expect(environment.appearance == Appearance(style: .dark, contentSize: .accessibility3, direction: .rightToLeft))
        #expect(environment.width == 393 && environment.horizontal == .compact)
        #expect(catalog.environment(id: "iphone-16-portrait+sepia") == nil)
        let group = try #require(catalog.group(named: "size-classes+dark"))
        #expect(group.map(\.id) == ["iphone-16-portrait+dark", "iphone-16-landscape+dark", "iphone-16-pro-max-landscape+dark", "ipad-pro-11-landscape+dark"])
        #expect(catalog.selection(names: ["size-classes+high-contrast"]).environments.allSatisfy { $0.appearance?.contrast == .high })
    }

    @Test("M-D-04: iPad windows are regular from 678 points wide, regular in height")
    func windows() throws {
        let catalog = DeviceCatalog.standard
        let wide = try #require(catalog.environment(id: "ipad-pro-11-window-678x700"))
        #expect(wide.horizontal == .regular && wide.vertical == .regular && wide.safeArea.top == 24)
        #expect(catalog.environment(id: "ipad-pro-11-window-677x700")?.horizontal == .compact)
        #expect(catalog.environment(id: "iphone-16-window-500x500") == nil)
        #expect(catalog.environment(id: "ipad-pro-11-window-0x500") == nil)
        #expect(catalog.environment(id: "ipad-pro-11-window-900x700+dark")?.appearance?.style == .dark)
        for malformed in ["ipad-pro-11-window-", "-window-900x700", "ipad-pro-11-window900x700", "ipad-pro-11-window-900x", "ipad-pro-11-window-x-window-900x700"] {
            #expect(catalog.environment(id: malformed) == nil, "\(malformed)")
        }
        #expect(catalog.environment(id: "ipad-pro-11-window-900x700-window-800x600") == nil)
        #expect(catalog.environment(id: "ipad-pro-11-window-800x600")?.width == 800)
    }

    @Test("M-T-02 M-T-06: appearance variants are chosen; size classes and frames do not change")
    func variants() throws {
        let dark = VariantSpec(when: TraitCollection(userInterfaceStyle: .dark), controller: Build.view("photo", content: "text"))
        let large = VariantSpec(
            when: TraitCollection(), controller: Build.view("photo", content: "grid"), requiresAccessibilityContentSize: true
        )
        let darkCompact = VariantSpec(
            when: TraitCollection(horizontal: .compact, userInterfaceStyle: .dark), controller: Build.view("photo", content: "map")
        )
        let root = Build.view("photo", content: "image", variants: [dark, large, darkCompact])
        func content(_ id: String) -> String? { Modern.resolve(root, in: id).node("photo")?.leaf?.content }
        #expect(content("ipad-pro-11-landscape") == "image")
        #expect(content("ipad-pro-11-landscape+dark") == "text")
        #expect(content("iphone-16-portrait+dark") == "map")
        #expect(content("ipad-pro-11-landscape+ax2") == "grid")
        #expect(content("ipad-pro-11-landscape+xxxl") == "image")
        let plain = Modern.resolve(root, in: "iphone-16-portrait").node("photo")
        let darkNode = Modern.resolve(root, in: "iphone-16-portrait+dark").node("photo")
        #expect(plain?.frame == darkNode?.frame && plain?.horizontal == darkNode?.horizontal)
    }

    @Test("M-T-05: rows scale with the body size, bars keep their heights")
    func dynamicType() throws {
        let root = Build.navigation("navigation", [Build.view("list")])
        let rows = [("", 44.0, 17.0), ("+xs", 36, 14), ("+xxxl", 60, 23), ("+ax5", 137, 53)].map { suffix, height, body in
            let resolution = Modern.resolve(root, in: "iphone-16-portrait" + suffix)
            #expect(resolution.node("navigation")?.bar(.navigation)?.frame.height == 44)
            return (resolution.node("list")?.leaf?.rowHeight, resolution.node("list")?.leaf?.bodyTextSize, height, body)
        }
        for (height, body, expectedHeight, expectedBody) in rows {
            #expect(height == expectedHeight && body == expectedBody)
        }
        #expect(Build.resolve(root, in: "iphone-16-portrait").node("list")?.leaf?.rowHeight == nil)
    }

    @Test("M-T-04: right to left mirrors split columns inside the window; sizes unchanged")
    func rightToLeft() throws {
        let resolution = Modern.resolve(Modern.columns(), in: "ipad-pro-11-landscape+rtl")
        #expect(resolution.node("list-navigation")?.frame == Rect(x: 874, y: 0, width: 320, height: 834))
        #expect(resolution.node("detail-navigation")?.frame == Rect(x: 0, y: 0, width: 873, height: 834))
        #expect(resolution.node("split")?.divider == Rect(x: 873, y: 0, width: 1, height: 834))
        #expect(resolution.environment.appearance?.direction == .rightToLeft)
    }

    @Test("M-T-04: an edge-attached sheet stays centered in right to left")
    func rightToLeftPresentations() throws {
        let sheet = Modern.present(.pageSheet, sheet: SheetSpec(edgeAttachedInCompactHeight: true))
        let resolution = Modern.resolve(Modern.listRoot, in: "iphone-16-landscape+rtl", presentations: [sheet])
        #expect(resolution.presentations.first?.frame == Rect(x: 59, y: 10, width: 734, height: 383))
    }
}

/// The current devices and the Split View widths of the newer iPads (M-D-01, M-D-03).
@Suite("Current devices (M-D-01, M-D-03)")
struct CurrentDeviceTests {
    @Test("M-D-01 M-D-03: points, safe areas, size classes and Split View panes", arguments: [
        ("iphone-17-pro-portrait", 402.0, 874.0, SizeClass.compact, SizeClass.regular, [62.0, 0, 34, 0]),
        ("iphone-air-landscape", 912, 420, .regular, .compact, [0, 68, 21, 68]),
        ("iphone-16e-portrait", 390, 844, .compact, .regular, [47, 0, 34, 0]),
        ("ipad-air-13-landscape", 1366, 1024, .regular, .regular, [24, 0, 20, 0]),
        ("ipad-pro-11-landscape-two-thirds", 809, 834, .regular, .regular, [24, 0, 20, 0]),
        ("ipad-pro-11-landscape-half", 592, 834, .compact, .regular, [24, 0, 20, 0]),
        ("ipad-pro-11-portrait-third", 320, 1194, .compact, .regular, [24, 0, 20, 0]),
        ("ipad-mini-6-landscape-half", 561.5, 744, .compact, .regular, [24, 0, 20, 0]),
        ("ipad-pro-13-m4-landscape-half", 683, 1032, .regular, .regular, [24, 0, 20, 0]),
        ("ipad-pro-11-m4-landscape-half", 600, 834, .compact, .regular, [24, 0, 20, 0]),
        ("ipad-pro-11-slide-over", 320, 1194, .compact, .regular, [24, 0, 20, 0]),
        ("ipad-air-13-slide-over", 375, 1366, .compact, .regular, [24, 0, 20, 0]),
    ])
    func device(id: String, width: Double, height: Double, horizontal: SizeClass, vertical: SizeClass, insets: [Double]) throws {
        let environment = try #require(DeviceCatalog.standard.environment(id: id))
        #expect(environment.width == width && environment.height == height)
        #expect(environment.horizontal == horizontal && environment.vertical == vertical)
        let safeArea = environment.safeArea
        #expect([safeArea.top, safeArea.left, safeArea.bottom, safeArea.right] == insets)
    }

    @Test("M-D-01: the current-phones and current-pads groups")
    func groups() throws {
        let phones = try #require(DeviceCatalog.standard.group(named: "current-phones"))
        #expect(phones.count == 18 && phones.allSatisfy { $0.idiom == .phone })
        let pads = try #require(DeviceCatalog.standard.group(named: "current-pads"))
        #expect(pads.count == 12 && pads.allSatisfy { $0.idiom == .pad })
    }
}
