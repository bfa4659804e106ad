@testable import Adaptivity
import Testing

/// Tab bars, the sidebar and navigation bars under `modern` (M-TB, M-NB; V-M22, V-M23).
@Suite("Modern tabs and navigation bars (M-TB, M-NB, V-M22, V-M23)")
struct ModernBarTests {
    static func tabs(groups: [TabGroupSpec] = [], mode: TabsMode = .automatic, sidebarHidden: Bool? = nil) -> ControllerSpec {
        ControllerSpec(id: "tabs", kind: .tabs(TabsSpec(
            tabs: [Build.view("a"), Build.view("b"), Build.view("c")], mode: mode, groups: groups, sidebarHidden: sidebarHidden
        )))
    }

    static let library = TabGroupSpec(id: "library", title: "Library", tabs: [Build.view("albums")])

    struct Expected: Sendable {
        var tabs: ControllerSpec
        var environment: String
        var ios: Int = 18
        var placement: TabBarPlacement
        var mode: TabsMode
        var sidebarHidden: Bool?
        var child: Rect
        var bar: Rect?
        var sidebar: Rect?
    }

    static let rows: [Row<Expected>] = [
        Row("V-M22 M-TB-03: iPadOS 18 regular width floats the tab bar at the top; the tab fills the controller", Expected(
            tabs: tabs(), environment: "ipad-pro-11-landscape", placement: .top, mode: .tabBar,
            child: Rect(x: 0, y: 0, width: 1194, height: 834), bar: Rect(x: 0, y: 24, width: 1194, height: 50)
        )),
        Row("V-M22 M-TB-02: iPadOS 17 keeps the 50 pt bottom bar above the home indicator", Expected(
            tabs: tabs(), environment: "ipad-pro-11-landscape", ios: 17, placement: .bottom, mode: .tabBar,
            child: Rect(x: 0, y: 0, width: 1194, height: 764), bar: Rect(x: 0, y: 764, width: 1194, height: 50)
        )),
        Row("M-TB-03: a compact-width iPad window has the bottom bar", Expected(
            tabs: tabs(), environment: "ipad-pro-11-window-500x800", placement: .bottom, mode: .tabBar,
            child: Rect(x: 0, y: 0, width: 500, height: 730), bar: Rect(x: 0, y: 730, width: 500, height: 50)
        )),
        Row("M-TB-01: iPhone keeps the 49 pt bottom bar", Expected(
            tabs: tabs(), environment: "iphone-16-portrait", placement: .bottom, mode: .tabBar,
            child: Rect(x: 0, y: 0, width: 393, height: 769), bar: Rect(x: 0, y: 769, width: 393, height: 49)
        )),
        Row("M-TB-01: iPhone in compact height has a 32 pt bar", Expected(
            tabs: tabs(), environment: "iphone-16-landscape", placement: .bottom, mode: .tabBar,
            child: Rect(x: 0, y: 0, width: 852, height: 340), bar: Rect(x: 0, y: 340, width: 852, height: 32)
        )),
        Row("V-M23 M-TB-04 M-TB-05: a tab group in landscape shows the sidebar, the tab overlapped", Expected(
            tabs: tabs(groups: [library]), environment: "ipad-pro-11-landscape", placement: .sidebar, mode: .tabSidebar,
            sidebarHidden: false, child: Rect(x: 0, y: 0, width: 1194, height: 834), sidebar: Rect(x: 0, y: 0, width: 320, height: 834)
        )),
        Row("V-M23 M-TB-05: in portrait the sidebar is hidden and the bar floats at the top", Expected(
            tabs: tabs(groups: [library]), environment: "ipad-pro-11-portrait", placement: .top, mode: .tabSidebar,
            sidebarHidden: true, child: Rect(x: 0, y: 0, width: 834, height: 1194), bar: Rect(x: 0, y: 24, width: 834, height: 50)
        )),
        Row("M-TB-05: sidebar.hidden false shows it in portrait too", Expected(
            tabs: tabs(mode: .tabSidebar, sidebarHidden: false), environment: "ipad-pro-11-portrait", placement: .sidebar,
            mode: .tabSidebar, sidebarHidden: false, child: Rect(x: 0, y: 0, width: 834, height: 1194),
            sidebar: Rect(x: 0, y: 0, width: 320, height: 1194)
        )),
        Row("M-TB-04: iPhone is always the tab bar", Expected(
            tabs: tabs(groups: [library]), environment: "iphone-16-portrait", placement: .bottom, mode: .tabBar,
            child: Rect(x: 0, y: 0, width: 393, height: 769)
        )),
    ]

    @Test("Tabs", arguments: rows)
    func tabs(_ row: Row<Expected>) throws {
        let expected = row.value
        let resolution = Modern.resolve(expected.tabs, in: expected.environment, ios: expected.ios)
        let tabs = try #require(resolution.node("tabs"))
        #expect(tabs.tabBarPlacement == expected.placement)
        #expect(tabs.mode == expected.mode)
        #expect(tabs.sidebarHidden == expected.sidebarHidden)
        #expect(tabs.find("a")?.frame == expected.child)
        if let bar = expected.bar {
            #expect(tabs.bar(.tab)?.frame == bar)
            #expect(tabs.bar(.tab)?.floating == (expected.placement == .top))
        }
        #expect(tabs.sidebar?.frame == expected.sidebar)
        if expected.placement == .sidebar { #expect(tabs.bar(.tab) == nil) }
    }

    @Test("M-TB-06: a group is one tab in the bar and a section in the sidebar")
    func groups() throws {
        let portrait = Modern.resolve(Self.tabs(groups: [Self.library]), in: "ipad-pro-11-portrait")
        #expect(portrait.node("tabs")?.bar(.tab)?.tabIds == ["a", "b", "c", "library"])
        let landscape = Modern.resolve(Self.tabs(groups: [Self.library]), in: "ipad-pro-11-landscape")
        let sidebar = try #require(landscape.node("tabs")?.sidebar)
        #expect(sidebar.items == ["a", "b", "c", "library"])
        #expect(sidebar.sections == [ResolvedSidebarSection(id: "library", title: "Library", tabs: ["albums"])])
    }

    static let libraryGroup = TabGroupSpec(id: "library", title: "Library", tabs: [Build.view("albums"), Build.view("artists")])

    static func tabs(selecting index: Int) -> ControllerSpec {
        ControllerSpec(id: "tabs", kind: .tabs(TabsSpec(tabs: [Build.view("a"), Build.view("b")], selectedIndex: index, groups: [libraryGroup])))
    }

    struct GroupExpected: Sendable {
        var selectedIndex: Int
        var environment: String
        var selected: String
        var selectedGroup: String?
        var frame: Rect
    }

    static let groupRows: [Row<GroupExpected>] = [
        Row("M-TB-06 M-TB-03: a group's first tab selected under the floating bar fills the controller; the bar's group item is selected", GroupExpected(
            selectedIndex: 2, environment: "ipad-pro-11-portrait", selected: "albums", selectedGroup: "library",
            frame: Rect(x: 0, y: 0, width: 834, height: 1194)
        )),
        Row("M-TB-06 M-TB-05: a group's second tab selected beside the sidebar keeps the full frame (overlap)", GroupExpected(
            selectedIndex: 3, environment: "ipad-pro-11-landscape", selected: "artists", selectedGroup: "library",
            frame: Rect(x: 0, y: 0, width: 1194, height: 834)
        )),
        Row("M-TB-06 M-TB-01: on iPhone the group's tab sits above the bottom bar", GroupExpected(
            selectedIndex: 2, environment: "iphone-16-portrait", selected: "albums", selectedGroup: "library",
            frame: Rect(x: 0, y: 0, width: 393, height: 769)
        )),
        Row("M-TB-06: a top-level tab selected has no selected group", GroupExpected(
            selectedIndex: 1, environment: "ipad-pro-11-portrait", selected: "b", selectedGroup: nil,
            frame: Rect(x: 0, y: 0, width: 834, height: 1194)
        )),
    ]

    @Test("M-TB-06: a group's tabs are laid out and selectable", arguments: groupRows)
    func groupTabs(_ row: Row<GroupExpected>) throws {
        let expected = row.value
        let resolution = Modern.resolve(Self.tabs(selecting: expected.selectedIndex), in: expected.environment)
        let tabs = try #require(resolution.node("tabs"))
        #expect(tabs.selected == expected.selected)
        #expect(tabs.selectedGroup == expected.selectedGroup)
        #expect(tabs.children.map(\.id) == [expected.selected])
        #expect(tabs.find(expected.selected)?.frame == expected.frame)
        #expect(resolution.visible == [expected.selected])
        #expect(resolution.problems.isEmpty)
        if let bar = tabs.bar(.tab) {
            #expect(bar.tabIds == ["a", "b", "library"])
        }
        if let sidebar = tabs.sidebar {
            #expect(sidebar.items == ["a", "b", "library"])
            #expect(sidebar.sections == [ResolvedSidebarSection(id: "library", title: "Library", tabs: ["albums", "artists"])])
        }
    }

    @Test("M-TB-06: selecting past the groups' tabs is out of range")
    func groupSelectionOutOfRange() {
        let resolution = Modern.resolve(Self.tabs(selecting: 4), in: "ipad-pro-11-portrait")
        #expect(!resolution.problems.isEmpty)
        #expect(resolution.node("tabs")?.selected == "a")
    }

    @Test("M-TB-06: classic has no groups: only the top-level tabs are selectable")
    func classicIgnoresGroupTabs() {
        let resolution = Build.resolve(Self.tabs(selecting: 2), in: "iphone-16-portrait")
        #expect(!resolution.problems.isEmpty)
        #expect(resolution.node("tabs")?.children.map(\.id) == ["a"])
        #expect(resolution.node("tabs")?.selectedGroup == nil)
    }

    static func navigation(largeTitles: Bool, stack: [ControllerSpec]) -> ControllerSpec {
        ControllerSpec(id: "navigation", kind: .navigation(NavigationSpec(stack: stack, prefersLargeTitles: largeTitles)))
    }

    static func item(_ id: String, mode: LargeTitleDisplayMode = .automatic, search: Bool = false) -> ControllerSpec {
        ControllerSpec(id: id, title: id, kind: .view(ViewSpec(content: "list", largeTitleDisplayMode: mode, searchController: search)))
    }

    struct NavigationExpected: Sendable {
        var navigation: ControllerSpec
        var environment = "iphone-16-portrait"
        var largeTitle: Bool
        var bar: Rect
        var search: Rect?
    }

    static let navigationRows: [Row<NavigationExpected>] = [
        Row("M-NB-01: large titles on the root: a 96 pt bar under the status bar", NavigationExpected(
            navigation: navigation(largeTitles: true, stack: [item("mail")]), largeTitle: true, bar: Rect(x: 0, y: 59, width: 393, height: 96)
        )),
        Row("M-NB-01: a pushed automatic item takes the previous mode; never is standard", NavigationExpected(
            navigation: navigation(largeTitles: true, stack: [item("mail"), item("inbox", mode: .never), item("message")]),
            largeTitle: false, bar: Rect(x: 0, y: 59, width: 393, height: 44)
        )),
        Row("M-NB-01: always shows large when the bar prefers it", NavigationExpected(
            navigation: navigation(largeTitles: true, stack: [item("mail", mode: .never), item("inbox", mode: .always)]),
            largeTitle: true, bar: Rect(x: 0, y: 59, width: 393, height: 96)
        )),
        Row("M-NB-01: without prefersLargeTitles, always stays standard", NavigationExpected(
            navigation: navigation(largeTitles: false, stack: [item("mail", mode: .always)]),
            largeTitle: false, bar: Rect(x: 0, y: 59, width: 393, height: 44)
        )),
        Row("M-NB-01 B-02: never large in compact height", NavigationExpected(
            navigation: navigation(largeTitles: true, stack: [item("mail")]), environment: "iphone-16-landscape",
            largeTitle: false, bar: Rect(x: 0, y: 0, width: 852, height: 32)
        )),
        Row("M-NB-02: a search controller stacks its field under the large title", NavigationExpected(
            navigation: navigation(largeTitles: true, stack: [item("mail", search: true)]), largeTitle: true,
            bar: Rect(x: 0, y: 59, width: 393, height: 148), search: Rect(x: 0, y: 155, width: 393, height: 52)
        )),
    ]

    @Test("Navigation bar", arguments: navigationRows)
    func navigationBar(_ row: Row<NavigationExpected>) throws {
        let expected = row.value
        let resolution = Modern.resolve(expected.navigation, in: expected.environment)
        let navigation = try #require(resolution.node("navigation"))
        let bar = try #require(navigation.bar(.navigation))
        #expect(bar.largeTitle == expected.largeTitle)
        #expect(bar.frame == expected.bar)
        #expect(bar.searchField == expected.search)
        let top = try #require(navigation.children.first)
        #expect(top.frame.y == bar.frame.maxY)
    }

    struct TabbedExpected: Sendable {
        var largeTitles: Bool
        var environment: String
        var largeTitle: Bool
        var bar: Rect
    }

    static let tabbedRows: [Row<TabbedExpected>] = [
        Row("M-NB-01: in a tab on iPhone, a pushed always item shows large when the bar prefers it", TabbedExpected(
            largeTitles: true, environment: "iphone-16-portrait", largeTitle: true, bar: Rect(x: 0, y: 59, width: 393, height: 96)
        )),
        Row("M-NB-01 M-TB-03: in a tab under the floating iPad tab bar the same", TabbedExpected(
            largeTitles: true, environment: "ipad-pro-11-landscape", largeTitle: true, bar: Rect(x: 0, y: 24, width: 1194, height: 96)
        )),
        Row("M-NB-01: in a tab, always without prefersLargeTitles stays standard (UIKit ignores the mode)", TabbedExpected(
            largeTitles: false, environment: "iphone-16-portrait", largeTitle: false, bar: Rect(x: 0, y: 59, width: 393, height: 44)
        )),
        Row("M-NB-01 B-02: in a tab, never large in compact height", TabbedExpected(
            largeTitles: true, environment: "iphone-16-landscape", largeTitle: false, bar: Rect(x: 0, y: 0, width: 852, height: 32)
        )),
    ]

    @Test("M-NB-01: a pushed stack inside tabs", arguments: tabbedRows)
    func tabbedNavigation(_ row: Row<TabbedExpected>) throws {
        let expected = row.value
        let navigation = Self.navigation(largeTitles: expected.largeTitles, stack: [Self.item("mailboxes"), Self.item("inbox", mode: .always)])
        let tabs = ControllerSpec(id: "tabs", kind: .tabs(TabsSpec(tabs: [navigation, Build.view("contacts")])))
        let resolution = Modern.resolve(tabs, in: expected.environment)
        let bar = try #require(resolution.node("navigation")?.bar(.navigation))
        #expect(bar.title == "inbox")
        #expect(bar.showsBackButton)
        #expect(bar.largeTitle == expected.largeTitle)
        #expect(bar.frame == expected.bar)
    }

    @Test("M-NB-01: classic ignores prefersLargeTitles")
    func classicNavigation() throws {
        let resolution = Build.resolve(Self.navigation(largeTitles: true, stack: [Self.item("mail")]), in: "iphone-16-portrait")
        #expect(resolution.node("navigation")?.bar(.navigation)?.frame.height == 44)
    }
}
