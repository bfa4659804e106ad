import Adaptivity
@testable import Sizeboard
import Testing

@Suite("Streamed JSON: the engine's results written key by key, the bytes of their Encodable conformances")
struct JSONStreamingTests {
    static func first<Value: CaseIterable>(_ type: Value.Type) -> Value {
        type.allCases.first!
    }

    static func last<Value: CaseIterable>(_ type: Value.Type) -> Value where Value.AllCases: BidirectionalCollection {
        type.allCases.last!
    }

    /// A node with every optional key present, holding a bar of each kind with every key
    /// present, a leaf with every key, an alert and a sidebar.
    static func everyKeyNode(child: ResolvedNode) -> ResolvedNode {
        let frame = Rect(x: 0.5, y: -0.0, width: 1e16, height: 1 / 3)
        var leaf = ResolvedLeaf(content: "list \"quoted\"", rows: 8, showsDisclosureIndicators: true)
        leaf.rowHeight = 44.5
        leaf.bodyTextSize = 17
        let bars = [
            ResolvedBar(kind: .navigation, frame: frame, items: ["add", "édit"], title: "Title/sub", showsBackButton: true, backTitle: "Back",
                        leftItems: ["cancel"], largeTitle: true, searchField: Rect(x: 1, y: 2, width: 3, height: 4)),
            ResolvedBar(kind: .tab, frame: frame, items: ["One", "Two"], tabIds: ["one", "two"], floating: true),
            ResolvedBar(kind: .toolbar, frame: frame),
        ]
        return ResolvedNode(
            id: "node\n1", kind: "split", title: "Split \\ title", frame: frame, horizontal: .regular, vertical: .compact,
            children: [child], collapsed: false, displayMode: first(SplitDisplayMode.self), divider: frame, stack: ["a", "b"],
            selected: "tab", spine: last(SpineLocation.self), visiblePages: ["p1", "p2"], bars: bars, leaf: leaf,
            alert: ResolvedAlert(style: .actionSheet, message: "Sure?", actions: [AlertAction(title: "OK"), AlertAction(title: "Cancel", style: .cancel)]),
            style: first(SplitStyle.self), splitBehavior: last(SplitBehavior.self), topColumn: first(SplitColumn.self), column: last(SplitColumn.self),
            dimmed: true, tabBarPlacement: last(TabBarPlacement.self), mode: first(TabsMode.self), sidebarHidden: false,
            sidebar: ResolvedSidebar(frame: frame, items: ["one", "group"], sections: [ResolvedSidebarSection(id: "group", title: nil, tabs: ["two"])]),
            selectedGroup: "group"
        )
    }

    static let leafNode = ResolvedNode(id: "leaf", kind: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568), horizontal: .compact, vertical: .regular)

    static let presentations = [
        ResolvedPresentation(presented: "sheet", requestedStyle: .formSheet, style: .formSheet, adapted: false, presenting: "root",
                             frame: Rect(x: 1, y: 2, width: 3, height: 4), dimmed: true, root: leafNode, removesPresenterView: false,
                             sheet: ResolvedSheet(detent: "medium", detents: ["medium", "large"], largestUndimmedDetent: "medium", grabber: true,
                                                  cornerRadius: 10, edgeAttached: true, presenterPushedBack: true, dismissible: false, level: .elevated, visible: false)),
        ResolvedPresentation(presented: "bare sheet", requestedStyle: .pageSheet, style: .pageSheet, adapted: false, presenting: "root",
                             frame: Rect(x: 0, y: 0, width: 3, height: 4), dimmed: false, root: leafNode, removesPresenterView: false, sheet: ResolvedSheet()),
        ResolvedPresentation(presented: "popover", requestedStyle: .popover, style: .overFullScreen, adapted: true, presenting: "root",
                             frame: Rect(x: 0, y: 0, width: 3, height: 4), wrapper: "navigation", arrow: first(ArrowDirection.self), dimmed: false,
                             root: everyKeyNode(child: leafNode), custom: "flip", chrome: "dimming", sourceFrame: Rect(x: 5, y: 6, width: 7, height: 8),
                             removesPresenterView: true),
        ResolvedPresentation(presented: "plain", requestedStyle: .fullScreen, style: .fullScreen, adapted: false, presenting: "root",
                             frame: Rect(x: 0, y: 0, width: 3, height: 4), dimmed: false, root: leafNode, removesPresenterView: true),
    ]

    static let environments = [
        Environment(id: "iphone", width: 320, height: 568, scale: 2, idiom: .phone, horizontal: .compact, vertical: .regular),
        Environment(id: "ipad+dark", width: 1024.5, height: 768, scale: 2, idiom: .pad, horizontal: .regular, vertical: .regular,
                    safeArea: SafeAreaInsets(top: 24, left: 0.5, bottom: 20, right: 0),
                    appearance: Appearance(style: .dark, contentSize: last(ContentSizeCategory.self), direction: .rightToLeft, contrast: .high)),
    ]

    /// Resolutions with every key of every type present, and with every optional key absent.
    static var resolutions: [Resolution] {
        [
            Resolution(environment: environments[1], statusBarHidden: true, root: everyKeyNode(child: everyKeyNode(child: leafNode)),
                       presentations: presentations, visible: ["leaf", "sheet"], behavior: "modern", iosVersion: 18),
            Resolution(environment: environments[0], statusBarHidden: false, root: leafNode),
        ]
    }

    static func expectSameBytes<Value: JSONStreamable>(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) {
        let streamed = JSONStreamWriter.pretty(value).map { String(decoding: $0, as: UTF8.self) }
        let encoded = JSONWriter.pretty(value).map { String(decoding: $0, as: UTF8.self) }
        #expect(streamed != nil, sourceLocation: sourceLocation)
        #expect(streamed == encoded, sourceLocation: sourceLocation)
        #expect(JSONStreamWriter.compact(value) == JSONWriter.compact(value), "compact", sourceLocation: sourceLocation)
    }

    @Test("every key of every type, present and absent")
    func everyKey() throws {
        for resolution in Self.resolutions {
            Self.expectSameBytes(resolution)
        }
        Self.expectSameBytes(Self.presentations)
        Self.expectSameBytes(Self.environments)
        let json = try #require(JSONStreamWriter.pretty(Self.resolutions[0]).map { String(decoding: $0, as: UTF8.self) })
        for key in ["alert", "bars", "bodyTextSize", "column", "dimmed", "displayMode", "divider", "floating", "largeTitle", "leftItems",
                    "rightItems", "searchField", "tabIds", "backTitle", "rowHeight", "selectedGroup", "sidebar", "sidebarHidden", "spine",
                    "splitBehavior", "stack", "style", "tabBarPlacement", "topColumn", "visiblePages", "mode", "cornerRadius", "detents",
                    "largestUndimmedDetent", "presenterPushedBack", "chrome", "custom", "sourceFrame", "wrapper", "contrast", "ios", "behavior"] {
            #expect(json.contains("\"\(key)\" : "), "the comparison covers \(key)")
        }
    }

    @Test("a page's entry: screens with adaptations, every optional key present and absent")
    func pageEntries() {
        let screens = [
            ScreenResult(id: "s0", title: "A \"screen\"", results: Self.resolutions),
            ScreenResult(id: "s1", title: nil, results: [Self.resolutions[1], Self.resolutions[1]]),
        ]
        var page = ResolveDocument.Page(path: "Content/a.md", screens: screens)
        Self.expectSameBytes(page)
        page.slug = "a"
        page.proseHash = "0123"
        Self.expectSameBytes(page)
        Self.expectSameBytes(ResolveDocument.Page(path: "Content/empty.md", screens: []))
    }

    @Test("a screen's adaptations: several states, one state, no environments, none at all")
    func adaptations() {
        let states = [
            ScreenAdaptation.State(state: "collapsed", environments: ["a", "b\"c"]),
            ScreenAdaptation.State(state: "expanded", environments: []),
        ]
        Self.expectSameBytes([ScreenAdaptation(subject: "split", kind: "split", states: states),
                              ScreenAdaptation(subject: "sheet", kind: "presentation", states: [states[0]])])
        Self.expectSameBytes([ScreenAdaptation]())
    }

    @Test("what JSON cannot hold makes the whole value unencodable, as through Encodable", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(_ number: Double) {
        var node = Self.leafNode
        node.frame.width = number
        let resolution = Resolution(environment: Self.environments[0], statusBarHidden: false, root: node)
        #expect(JSONWriter.pretty(resolution) == nil)
        #expect(JSONStreamWriter.pretty(resolution) == nil)
        var environment = Self.environments[1]
        environment.safeArea.left = number
        #expect(JSONStreamWriter.pretty(environment) == nil)
    }

    @Test("nesting as deep as the writer's limit, and one level deeper")
    func depth() {
        func nested(_ depth: Int) -> ResolvedNode {
            var node = Self.leafNode
            for level in 0..<depth {
                node = ResolvedNode(id: "n\(level)", kind: "navigation", frame: node.frame, horizontal: .compact, vertical: .regular, children: [node])
            }
            return node
        }
        // Each node is an object whose children are an array: two levels a node, and the leaf's frame two more.
        for depth in [253, 254, 255] {
            let node = nested(depth)
            let encoded = JSONWriter.pretty(node)
            #expect(JSONStreamWriter.pretty(node) == encoded, "\(depth) nodes")
            #expect((encoded == nil) == (depth >= 255), "\(depth) nodes")
        }
    }
}
