import Adaptivity
import DrawingContractSupport
import Previews
import Testing

/// Appearance changes what is drawn inside the resolution's frames, never the frames: the dark
/// palette (M-T-01), rows that grow with the content size (M-T-05) and layouts mirrored in
/// right-to-left (M-T-04).
@Suite struct AppearanceTests {
    static let rightToLeft = PreviewAppearance(isRightToLeft: true)

    static func read(_ fixture: Fixture, _ appearance: PreviewAppearance) -> DrawingContractReader {
        .read(PreviewRenderer().svg(for: fixture.resolution, title: fixture.name, description: "", appearance: appearance))
    }

    @Test("every fixture keeps the drawing contract in every appearance", arguments: Fixtures.all, [
        PreviewAppearance(palette: .dark),
        PreviewAppearance(bodyFontSize: 53),
        PreviewAppearance(bodyFontSize: 14),
        PreviewAppearance(palette: .dark, bodyFontSize: 28, isRightToLeft: true),
        PreviewAppearance(palette: .highContrast),
        PreviewAppearance(palette: .darkHighContrast, isRightToLeft: true),
    ])
    func contract(_ fixture: Fixture, appearance: PreviewAppearance) {
        let svg = PreviewRenderer().svg(for: fixture.resolution, title: fixture.name, description: "", appearance: appearance)
        let problems = DrawingContractInvariants(screen: fixture.name, resolution: fixture.resolution, reader: .read(svg)).problems
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("the standard appearance draws the bytes of the classic previews", arguments: Fixtures.all)
    func standardIsClassic(_ fixture: Fixture) {
        let renderer = PreviewRenderer()
        let classic = renderer.svg(for: fixture.resolution, title: fixture.name, description: "d")
        #expect(renderer.svg(for: fixture.resolution, title: fixture.name, description: "d", appearance: .standard) == classic)
    }

    @Test("dark: black backgrounds, white titles, the dark tint and bars (M-T-01)")
    func dark() {
        let svg = PreviewRenderer().svg(for: Fixtures.phoneNavigationList.resolution, title: "t", description: "", appearance: PreviewAppearance(palette: .dark))
        #expect(svg.contains("data-role=\"leaf\" data-frame=\"0 103 393 666\" data-node=\"inbox\" data-content=\"list\">\n<rect x=\"0\" y=\"103\" width=\"393\" height=\"666\" fill=\"#000000\""))
        #expect(svg.contains("fill=\"#ffffff\" font-weight=\"600\">Inbox</text>") || svg.contains(">Inbox</text>"))
        #expect(svg.contains("fill=\"#0a84ff\""))
        #expect(!svg.contains("fill=\"#007aff\""))
        #expect(svg.contains("fill=\"#161618\""))
    }

    @Test("contrast high selects the accessible palettes; normal keeps the standard and dark ones (M-T-01)", arguments: [
        (Appearance(), PreviewPalette.standard),
        (Appearance(contrast: .high), PreviewPalette.highContrast),
        (Appearance(style: .dark), PreviewPalette.dark),
        (Appearance(style: .dark, contrast: .high), PreviewPalette.darkHighContrast),
    ])
    func contrastPalette(_ appearance: Appearance, palette: PreviewPalette) {
        #expect(PreviewAppearance(appearance).palette == palette)
    }

    @Test("the +high-contrast suffix draws the accessible colors (M-T-01)")
    func contrastSuffix() {
        var light = Appearance()
        let appliedToLight = light.apply(suffix: "high-contrast")
        #expect(appliedToLight)
        #expect(PreviewAppearance(light).palette == .highContrast)
        var dark = Appearance(style: .dark)
        let appliedToDark = dark.apply(suffix: "high-contrast")
        #expect(appliedToDark)
        #expect(PreviewAppearance(dark).palette == .darkHighContrast)
    }

    @Test("high contrast: separators, hairlines and gray text further from the background (M-T-01)", arguments: [
        (PreviewPalette.standard, PreviewPalette.highContrast),
        (PreviewPalette.dark, PreviewPalette.darkHighContrast),
    ])
    func contrastIsIncreased(_ normal: PreviewPalette, high: PreviewPalette) {
        #expect(high.background == normal.background)
        #expect(high.text == normal.text)
        for color in [\PreviewPalette.separator, \.barHairline, \.secondaryText, \.placeholder, \.unselectedTab, \.grabber] {
            let background = Self.luminance(normal.background)
            #expect(abs(Self.luminance(high[keyPath: color]) - background) > abs(Self.luminance(normal[keyPath: color]) - background))
        }
    }

    @Test("high contrast dark sheets stay elevated (M-T-03); light high contrast does not change with the level")
    func contrastElevated() {
        #expect(PreviewPalette.darkHighContrast.elevated == .darkHighContrastElevated)
        #expect(PreviewPalette.darkHighContrastElevated.background != PreviewPalette.darkHighContrast.background)
        #expect(PreviewPalette.highContrast.elevated == .highContrast)
    }

    @Test("high contrast: the list's separators and the tint use the accessible values")
    func contrastDrawing() {
        let normal = PreviewRenderer().svg(for: Fixtures.phoneNavigationList.resolution, title: "t", description: "", appearance: .standard)
        let high = PreviewRenderer().svg(for: Fixtures.phoneNavigationList.resolution, title: "t", description: "", appearance: PreviewAppearance(palette: .highContrast))
        #expect(normal.contains("#c8c7cc"))
        #expect(!high.contains("#c8c7cc"))
        #expect(high.contains("#aeaeb2"))
        #expect(!high.contains("#007aff"))
        #expect(high.contains("#0040dd"))
    }

    /// The gray level of a `#rrggbb` color, 0 (black) to 1 (white).
    static func luminance(_ color: String) -> Double {
        let digits = Array(color.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0..<$0 + 2]), radix: 16) ?? 0) / 255 }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }

    @Test("self-sizing rows are round(44 × body / 17) tall (M-T-05)", arguments: [
        (14.0, 36.0), (17.0, 44.0), (23.0, 60.0), (28.0, 72.0), (53.0, 137.0),
    ])
    func rowHeights(body: Double, height: Double) {
        let rows = Self.read(Fixtures.phoneNavigationList, PreviewAppearance(bodyFontSize: body)).elements("row")
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0.frame?.height == height })
        #expect(PreviewAppearance(bodyFontSize: body).rowHeight(standard: 44) == height)
    }

    @Test("right to left: the back button and chevron at the right, items at the left, the title mirrored (M-T-04)")
    func navigationBarMirrors() throws {
        let fixture = Fixtures.phoneNavigationList
        let leftToRight = Self.read(fixture, .standard)
        let rightToLeft = Self.read(fixture, Self.rightToLeft)
        let item = try #require(leftToRight.elements("bar-item").first?.frame)
        let mirroredItem = try #require(rightToLeft.elements("bar-item").first?.frame)
        #expect(abs(mirroredItem.x - (393 - item.maxX)) < 0.01)
        let title = try #require(leftToRight.elements("title").first?.frame)
        let mirroredTitle = try #require(rightToLeft.elements("title").first?.frame)
        #expect(abs(mirroredTitle.x - (393 - title.maxX)) < 0.01)
        let back = try #require(Self.read(Fixtures.phoneLandscapeCompactHeight, Self.rightToLeft).elements("back-button").first?.frame)
        let backLeftToRight = try #require(Self.read(Fixtures.phoneLandscapeCompactHeight, .standard).elements("back-button").first?.frame)
        #expect(back.width == backLeftToRight.width)
        #expect(back.x > backLeftToRight.x)
    }

    @Test("right to left: the first tab is at the right (M-T-04)")
    func tabsMirror() throws {
        let tabs = Self.read(Fixtures.phoneNavigationList, Self.rightToLeft).elements("tab-item")
        let first = try #require(tabs.first { $0["item"] == "inbox-navigation" }?.frame)
        let last = try #require(tabs.first { $0["item"] == "settings" }?.frame)
        #expect(first.x > last.x)
    }

    @Test("right to left: the disclosure chevron points left at the row's left end (M-T-04)")
    func disclosureMirrors() {
        let svg = PreviewRenderer().svg(for: Fixtures.phoneNavigationList.resolution, title: "t", description: "", appearance: Self.rightToLeft)
        #expect(svg.contains("<polyline points=\"21.5,118.5 15,125 21.5,131.5\""))
    }

    @Test("mirroring swaps a rectangle's edges inside its container and keeps its size")
    func mirroring() {
        let container = Rect(x: 10, y: 0, width: 100, height: 50)
        let rect = Rect(x: 20, y: 5, width: 30, height: 10)
        #expect(Self.rightToLeft.mirrored(rect, in: container) == Rect(x: 70, y: 5, width: 30, height: 10))
        #expect(PreviewAppearance.standard.mirrored(rect, in: container) == rect)
        #expect(Self.rightToLeft.mirrored(x: 10, in: container) == 110)
    }
}
