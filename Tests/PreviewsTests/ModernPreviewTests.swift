import Adaptivity
import DrawingContractSupport
import Previews
import Testing

/// The modern behavior's previews: golden files (recorded with `SIZEBOARD_RECORD_GOLDEN=1`), the
/// drawing contract with its modern checks, and the details each rule asks of the drawing.
@Suite struct ModernPreviewTests {
    static func svg(_ fixture: Fixture) -> String {
        PreviewRenderer().svg(for: fixture.resolution, title: fixture.title, description: fixture.description)
    }

    @Test(arguments: ModernFixtures.all)
    func matchesGolden(_ fixture: Fixture) throws {
        let svg = Self.svg(fixture)
        let expected = try GoldenFiles.expected(for: svg, named: fixture.name)
        #expect(expected != nil, "Golden/\(fixture.name).svg is missing: record it with SIZEBOARD_RECORD_GOLDEN=1")
        #expect(svg == expected, "Golden/\(fixture.name).svg differs: look at both, then record if the change is right")
        #expect(XMLTagBalance.problem(in: svg) == nil, "\(XMLTagBalance.problem(in: svg) ?? "")")
    }

    @Test("every modern fixture keeps the drawing contract", arguments: ModernFixtures.all)
    func contract(_ fixture: Fixture) {
        let problems = DrawingContractInvariants(screen: fixture.name, resolution: fixture.resolution, reader: .read(Self.svg(fixture))).problems
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("a card: grabber centred at its top, corner radius 10, the presenter pushed back behind it (M-SH-01, M-SH-02, M-SH-03)")
    func card() throws {
        let reader = DrawingContractReader.read(Self.svg(ModernFixtures.phoneCardPushedBack))
        let grabber = try #require(reader.elements("sheet-grabber").first?.frame)
        #expect(grabber == Rect(x: 178.5, y: 74, width: 36, height: 5))
        let presentation = try #require(reader.elements("presentation").first)
        #expect(presentation["corner-radius"] == "10")
        #expect(presentation["detent"] == "large")
        #expect(presentation["level"] == "elevated")
        let pushedBack = try #require(reader.elements("pushed-back").first)
        #expect(pushedBack["node"] == "compose-navigation")
        #expect(pushedBack.order < presentation.order)
        #expect(Self.svg(ModernFixtures.phoneCardPushedBack).contains("<g transform=\"translate(15.72 59) scale(0.92)\">"))
    }

    @Test("the contract checker catches a missing grabber, a wrong corner radius and a presenter not pushed back")
    func checkerCatchesSheets() {
        var resolution = ModernFixtures.phoneCardPushedBack.resolution
        let svg = PreviewRenderer().svg(for: resolution, title: "t", description: "")
        resolution.presentations[0].sheet?.grabber = false
        resolution.presentations[0].sheet?.cornerRadius = 12
        resolution.presentations[0].sheet?.presenterPushedBack = false
        let problems = DrawingContractInvariants(screen: "card", resolution: resolution, reader: .read(svg)).problems
        #expect(problems.contains { $0.contains("role sheet-grabber") })
        #expect(problems.contains { $0.contains("data-corner-radius 10, the resolution 12") })
        #expect(problems.contains { $0.contains("role pushed-back") })
    }

    @Test("the contract checker catches a column drawn under the wrong name and an undimmed column")
    func checkerCatchesColumns() {
        var resolution = ModernFixtures.padOverlaySidebar.resolution
        let svg = PreviewRenderer().svg(for: resolution, title: "t", description: "")
        resolution.root.children[1].column = .supplementary
        resolution.root.children[1].dimmed = true
        let problems = DrawingContractInvariants(screen: "split", resolution: resolution, reader: .read(svg)).problems
        #expect(problems.contains { $0.contains("drawn as the primary column, the resolution has supplementary") })
        #expect(problems.contains { $0.contains("dimmed `list-navigation` has no dimming") })
    }

    @Test("a dark card is elevated: dark gray, over black (M-T-03)")
    func darkElevated() {
        let svg = Self.svg(ModernFixtures.phoneMediumCardDark)
        #expect(svg.contains("fill=\"#1c1c1e\""))
        #expect(svg.contains("fill=\"#0a84ff\""))
        #expect(!svg.contains("data-role=\"pushed-back\""))
    }

    @Test("columns are named by their column and divided where tiled (M-S-06)")
    func columns() {
        let reader = DrawingContractReader.read(Self.svg(ModernFixtures.padTripleColumn))
        #expect(reader.elements("column").compactMap { $0["column"] } == ["primary", "supplementary", "secondary"])
        #expect(reader.elements("divider").compactMap(\.frame) == [Rect(x: 320, y: 0, width: 1, height: 1024), Rect(x: 641, y: 0, width: 1, height: 1024)])
        let overlay = DrawingContractReader.read(Self.svg(ModernFixtures.padOverlaySidebar))
        #expect(overlay.elements("divider").isEmpty)
        #expect(overlay.elements("dimming").first?["node"] == "detail-navigation")
    }

    @Test("the floating tab bar is a capsule of titles centred in its band, one selected (M-TB-03)")
    func floatingTabs() throws {
        let reader = DrawingContractReader.read(Self.svg(ModernFixtures.padFloatingTabs))
        let items = reader.elements("tab-item")
        #expect(items.count == 4)
        let first = try #require(items.first?.frame)
        let last = try #require(items.last?.frame)
        #expect(abs((first.x + last.maxX) / 2 - 597) < 0.01)
        #expect(items.allSatisfy { ($0.frame?.y ?? 0) >= 24 && ($0.frame?.maxY ?? 0) <= 74 })
        #expect(items.filter { $0["selected"] == "true" }.compactMap { $0["item"] } == ["library"])
    }

    @Test("M-TB-06: a group's tab selected: the floating bar selects the group's item; the sidebar its tab's title under the group header", arguments: [
        ("ipad-pro-11-portrait", true), ("ipad-pro-11-landscape", false),
    ])
    func groupTabSelected(environment: String, floating: Bool) throws {
        let group = TabGroupSpec(id: "library", title: "Library", tabs: [ControllerSpec(id: "album-list", title: "Albums", kind: .view(ViewSpec(content: "grid")))])
        let tabs = ControllerSpec(id: "tabs", kind: .tabs(TabsSpec(tabs: [ControllerSpec(id: "home", title: "Home", kind: .view(ViewSpec(content: "list")))], selectedIndex: 1, groups: [group])))
        let resolved = try #require(DeviceCatalog.standard.environment(id: environment))
        let resolution = Engine(behavior: .modern(ios: 18)).resolve(ScreenSpec(id: "screen", root: tabs), in: resolved)
        let svg = PreviewRenderer().svg(for: resolution, title: "t", description: "")
        let reader = DrawingContractReader.read(svg)
        if floating {
            #expect(reader.elements("tab-item").filter { $0["selected"] == "true" }.compactMap { $0["item"] } == ["library"])
        } else {
            #expect(reader.elements("sidebar").count == 1)
            #expect(svg.contains(">Library</text>"))
            #expect(svg.contains(">Albums</text>"))
            #expect(!svg.contains("Album List"))
        }
        #expect(reader.elements("leaf").contains { $0["node"] == "album-list" })
    }

    /// What a navigation bar draws before its first item or title: its background and hairline.
    static func navigationBarBackground(_ svg: String) -> Substring? {
        guard let start = svg.range(of: "data-role=\"navigation-bar\"") else { return nil }
        let rest = svg[start.upperBound...]
        let end = [rest.range(of: "data-role=\"bar-item\""), rest.range(of: "data-role=\"title\""), rest.range(of: "data-role=\"back-button\"")]
            .compactMap { $0?.lowerBound }.min() ?? rest.endIndex
        return rest[..<end]
    }

    @Test("M-NB-03: at rest a large-title bar has no background and no hairline; a standard bar has both")
    func scrollEdgeAppearance() throws {
        let palette = PreviewPalette.standard
        let large = try #require(Self.navigationBarBackground(Self.svg(ModernFixtures.phoneLargeTitleRightToLeft)))
        #expect(!large.contains("fill=\"\(palette.bar)\""))
        #expect(!large.contains(palette.barHairline))
        let standard = try #require(Self.navigationBarBackground(Self.svg(ModernFixtures.phoneCardPushedBack)))
        #expect(standard.contains("fill=\"\(palette.bar)\""))
        #expect(standard.contains(palette.barHairline))
    }

    @Test("a large title sits at the leading edge of the band under the bar; in right to left at the right (M-NB-01, M-T-04)")
    func largeTitle() throws {
        let reader = DrawingContractReader.read(Self.svg(ModernFixtures.phoneLargeTitleRightToLeft))
        let title = try #require(reader.elements("title").first?.frame)
        #expect(title.y == 103)
        #expect(title.height == 52)
        #expect(abs(title.maxX - 377) < 0.01)
        let rows = reader.elements("row")
        #expect(rows.first?.frame?.height == 72)
    }

    @Test("an edge-attached sheet in compact height: the safe-area width, top corners rounded, the grabber centred, the presenter dimmed in place (M-SH-06)")
    func edgeAttachedSheet() throws {
        let svg = Self.svg(ModernFixtures.phoneEdgeAttachedSheet)
        let reader = DrawingContractReader.read(svg)
        let presentation = try #require(reader.elements("presentation").first)
        #expect(presentation.frame == Rect(x: 59, y: 10, width: 734, height: 383))
        #expect(presentation["style"] == "pageSheet" && presentation["corner-radius"] == "10")
        #expect(reader.elements("sheet-grabber").first?.frame == Rect(x: 408, y: 15, width: 36, height: 5))
        #expect(reader.elements("pushed-back").isEmpty)
        #expect(reader.elements("status-bar").isEmpty)
        let dimming = try #require(reader.elements("dimming").first)
        #expect(dimming.order < presentation.order)
        #expect(reader.elements("leaf").map { $0["node"] } == ["inbox", "compose"])
    }

    @Test("stacked cards: the card below the top one is pushed back, its top at the safe-area top; nothing under it is drawn (M-SH-07)")
    func stackedCards() throws {
        let svg = Self.svg(ModernFixtures.phoneStackedCards)
        let reader = DrawingContractReader.read(svg)
        #expect(reader.elements("presentation").map { $0["node"] } == ["recipients-navigation", "contact-navigation"])
        #expect(reader.elements("leaf").map { $0["node"] } == ["recipients", "contact"])
        let pushedBack = try #require(reader.elements("pushed-back").first)
        #expect(reader.elements("pushed-back").count == 1)
        #expect(pushedBack["node"] == "contact-navigation")
        let lower = try #require(reader.elements("presentation").first)
        #expect(lower.ancestors.contains(pushedBack.order))
        #expect(svg.contains("<g transform=\"translate(15.72 -4.48) scale(0.92)\">"))
    }

    @Test("two stacked cards hide the window's contents too (M-SH-07)")
    func twoStackedCards() throws {
        var resolution = ModernFixtures.phoneStackedCards.resolution
        resolution.presentations.removeFirst()
        resolution.presentations[0].presenting = "inbox-navigation"
        let svg = PreviewRenderer().svg(for: resolution, title: "t", description: "")
        let reader = DrawingContractReader.read(svg)
        #expect(reader.elements("leaf").map { $0["node"] } == ["recipients", "contact"])
        #expect(reader.elements("pushed-back").map { $0["node"] } == ["contact-navigation"])
        #expect(DrawingContractInvariants(screen: "two", resolution: resolution, reader: reader).problems.isEmpty)
    }
}
