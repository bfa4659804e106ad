import Adaptivity
import Pages
import Testing

@Suite("Screen decoder: valid screens")
struct ScreenDecoderHappyPathTests {
    static let fullScreen = """
        id: browse
        title: Browsing conversations
        environments: [size-classes, ipad-pro-11-portrait]
        root:
          split:
            id: main
            displayMode: oneBesideSecondary
            primaryWidth: {fraction: 0.4, min: 280, max: 400}
            onCollapse: discardSecondary
            onExpand: {placeholder: {view: No Selection}}
            primary:
              navigation:
                toolbar: [compose]
                stack:
                  - view:
                      title: Conversations
                      content: list
                      rows: 12
                      barItems: {left: [edit], right: [share]}
            secondary:
              view: Photo
        actions:
          - showDetail: {view: {title: Detail, content: text}}
            from: conversations
        present:
          from: photo
          controller: {alert: {title: Delete?, style: actionSheet, actions: [Delete, {title: Cancel, style: cancel}]}}
          source: share

        """

    @Test func decodesEveryScreenField() throws {
        let decoding = decodeScreen(Self.fullScreen)
        #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
        let screen = try #require(decoding.screen)
        #expect(screen.id == "browse")
        #expect(screen.title == "Browsing conversations")
        #expect(screen.environments == ["size-classes", "ipad-pro-11-portrait"])
        #expect(screen.position == SourcePosition(line: 11, column: 1))
        #expect(screen.root.id == "main")
        #expect(screen.root.position == SourcePosition(line: 16, column: 3))
        guard case .split(let split) = screen.root.kind else { Issue.record("not a split"); return }
        #expect(split.displayMode == .allVisible)
        #expect(split.primaryWidth == PrimaryWidthSpec(fraction: 0.4, minimum: 280, maximum: 400))
        #expect(split.onCollapse == .discardSecondary)
        #expect(split.expansionPlaceholder?.id == "no-selection")
        #expect(split.secondary?.id == "photo")
        #expect(split.secondary?.title == "Photo")
        guard case .navigation(let navigation) = split.primary.kind else { Issue.record("not a navigation"); return }
        #expect(split.primary.id == "navigation-1")
        #expect(navigation.toolbar == ["compose"])
        let list = try #require(navigation.stack.first)
        #expect(list.id == "conversations")
        #expect(list.kind == .view(ViewSpec(content: "list", rows: 12, leftBarItems: ["edit"], rightBarItems: ["share"])))
        #expect(screen.actions == [
            ActionSpec(
                kind: .showDetail,
                controller: ControllerSpec(id: "detail", title: "Detail", kind: .view(ViewSpec(content: "text")), position: SourcePosition(line: 34, column: 18)),
                from: "conversations",
                position: SourcePosition(line: 34, column: 5)
            ),
        ])
        let presentation = try #require(screen.presentations.first)
        #expect(screen.presentations.count == 1)
        #expect(presentation.from == "photo")
        #expect(presentation.source == "share")
        #expect(presentation.style == nil)
        #expect(presentation.controller.id == "delete")
        #expect(presentation.controller.kind == .alert(AlertSpec(
            style: .actionSheet,
            actions: [AlertAction(title: "Delete"), AlertAction(title: "Cancel", style: .cancel)]
        )))
    }

    static let controllers: [(yaml: String, expected: ControllerSpec)] = [
        ("view: Photo", ControllerSpec(id: "photo", title: "Photo", kind: .view(ViewSpec()))),
        ("view: ", ControllerSpec(id: "view-1", kind: .view(ViewSpec()))),
        ("view: {title: Photo Library (2)}", ControllerSpec(id: "photo-library-2", title: "Photo Library (2)", kind: .view(ViewSpec()))),
        ("view: {id: p1, title: Photo}", ControllerSpec(id: "p1", title: "Photo", kind: .view(ViewSpec()))),
        (
            "view: {content: grid, items: 9, toolbar: [share, trash], preferredSize: [320, 400.5]}",
            ControllerSpec(id: "view-1", kind: .view(ViewSpec(content: "grid", rows: 9, toolbar: ["share", "trash"], preferredSize: Size(width: 320, height: 400.5))))
        ),
        (
            "navigation: {stack: [{view: A}, {view: B}]}",
            ControllerSpec(id: "navigation-1", kind: .navigation(NavigationSpec(stack: [
                ControllerSpec(id: "a", title: "A", kind: .view(ViewSpec())),
                ControllerSpec(id: "b", title: "B", kind: .view(ViewSpec())),
            ])))
        ),
        (
            "split: {primary: {view: A}, displayMode: secondaryOnly}",
            ControllerSpec(id: "split-1", kind: .split(SplitSpec(
                primary: ControllerSpec(id: "a", title: "A", kind: .view(ViewSpec())),
                secondary: nil,
                displayMode: .primaryHidden
            )))
        ),
        (
            "split: {primary: {view: A}, secondary: {view: B}, displayMode: oneOverSecondary, onExpand: automatic, onCollapse: automatic}",
            ControllerSpec(id: "split-1", kind: .split(SplitSpec(
                primary: ControllerSpec(id: "a", title: "A", kind: .view(ViewSpec())),
                secondary: ControllerSpec(id: "b", title: "B", kind: .view(ViewSpec())),
                displayMode: .primaryOverlay
            )))
        ),
        (
            "tabs: {tabs: [{view: A}, {view: B}], selected: b}",
            ControllerSpec(id: "tabs-1", kind: .tabs(TabsSpec(tabs: [
                ControllerSpec(id: "a", title: "A", kind: .view(ViewSpec())),
                ControllerSpec(id: "b", title: "B", kind: .view(ViewSpec())),
            ], selectedIndex: 1)))
        ),
        (
            "tabs: {tabs: [{view: A}, {view: B}], selected: 1}",
            ControllerSpec(id: "tabs-1", kind: .tabs(TabsSpec(tabs: [
                ControllerSpec(id: "a", title: "A", kind: .view(ViewSpec())),
                ControllerSpec(id: "b", title: "B", kind: .view(ViewSpec())),
            ], selectedIndex: 1)))
        ),
        (
            "pages: {title: Book, pages: [{view: One}, {view: Two}], current: two, spine: mid}",
            ControllerSpec(id: "book", title: "Book", kind: .pages(PagesSpec(pages: [
                ControllerSpec(id: "one", title: "One", kind: .view(ViewSpec())),
                ControllerSpec(id: "two", title: "Two", kind: .view(ViewSpec())),
            ], currentIndex: 1, spine: .mid)))
        ),
        (
            "alert: {title: Delete?, message: Gone for good, actions: [{title: Delete, style: destructive}, Keep]}",
            ControllerSpec(id: "delete", title: "Delete?", kind: .alert(AlertSpec(
                message: "Gone for good",
                actions: [AlertAction(title: "Delete", style: .destructive), AlertAction(title: "Keep")]
            )))
        ),
        ("search: {results: {view: Results}}", ControllerSpec(id: "search-1", kind: .search(SearchSpec(
            results: ControllerSpec(id: "results", title: "Results", kind: .view(ViewSpec()))
        )))),
        ("search: Find", ControllerSpec(id: "find", title: "Find", kind: .search(SearchSpec()))),
        (
            "view: {title: Photo, definesContext: true, overrideTraits: {horizontal: regular, when: {minWidth: 600, maxHeight: 500}}}",
            ControllerSpec(
                id: "photo",
                title: "Photo",
                kind: .view(ViewSpec()),
                definesContext: true,
                overrideTraits: TraitOverrideSpec(horizontal: .regular, when: SizeCondition(minimumWidth: 600, maximumHeight: 500))
            )
        ),
        (
            "sidebarContainer: {id: shell, width: 1/3, align: trailing, children: [{view: A}]}",
            ControllerSpec(id: "shell", kind: .custom(CustomContainerSpec(
                kind: "sidebarContainer",
                children: [ControllerSpec(id: "a", title: "A", kind: .view(ViewSpec()))],
                attributes: ["width": "1/3", "align": "trailing"]
            )))
        ),
        ("view: {content: chart}", ControllerSpec(id: "view-1", kind: .view(ViewSpec(content: "chart")))),
    ]

    @Test(arguments: controllers)
    func decodesController(yaml: String, expected: ControllerSpec) throws {
        let decoding = decodeScreen("id: s\nroot: {\(yaml)}\n", vocabulary: pluginVocabulary)
        #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
        let root = try #require(decoding.screen?.root)
        #expect(withoutPositions(root) == expected)
    }

    @Test("M-TB-06: `selected` names a group's tab, or a group for its first tab, counted after the top-level tabs", arguments: [
        ("home", 0), ("albums", 1), ("artists", 2), ("library", 1),
    ])
    func tabGroupSelection(selected: String, index: Int) throws {
        let decoding = decodeScreen("""
            id: s
            root:
              tabs:
                selected: \(selected)
                tabs:
                  - view: {id: home}
                groups:
                  - title: Library
                    tabs:
                      - view: {id: albums}
                      - view: {id: artists}
            """)
        #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
        let root = try #require(decoding.screen?.root)
        guard case .tabs(let tabs) = root.kind else {
            Issue.record("not tabs")
            return
        }
        #expect(tabs.selectedIndex == index)
        #expect(tabs.tabsWithGroupTabs.map(\.id) == ["home", "albums", "artists"])
    }

    @Test func untitledControllersGetKindOrdinals() throws {
        let decoding = decodeScreen("""
            id: s
            root:
              tabs:
                tabs:
                  - navigation: {stack: [{view: }, {view: }]}
                  - navigation: {stack: [{view: }]}
            """)
        let root = try #require(decoding.screen?.root)
        #expect(root.id == "tabs-1")
        let ids = root.kind.children.map(\.id) + root.kind.children.flatMap { $0.kind.children.map(\.id) }
        #expect(ids == ["navigation-1", "navigation-2", "view-1", "view-2", "view-3"])
    }

    @Test func variantsMergeTheirFieldsOverTheBase() throws {
        let decoding = decodeScreen("""
            id: s
            root:
              view:
                title: Photo
                content: image
                rows: 3
                variants:
                  - when: {horizontal: compact}
                    content: list
                  - when: {horizontal: regular, vertical: compact}
                    installed: false
                  - when: {vertical: any, horizontal: regular}
                    title: Big Photo
            """)
        #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
        let root = try #require(decoding.screen?.root)
        #expect(root.variants.count == 3)
        let compact = try #require(root.variants.first)
        #expect(compact.when == TraitCollection(horizontal: .compact))
        #expect(compact.installed)
        #expect(compact.position == SourcePosition(line: 19, column: 9))
        #expect(compact.controller.id == "photo")
        #expect(compact.controller.title == "Photo")
        #expect(compact.controller.kind == .view(ViewSpec(content: "list", rows: 3)))
        #expect(compact.controller.variants.isEmpty)
        #expect(root.variants[1].when == TraitCollection(horizontal: .regular, vertical: .compact))
        #expect(!root.variants[1].installed)
        #expect(root.variants[1].controller.kind == root.kind)
        #expect(root.variants[2].controller.id == "photo")
        #expect(root.variants[2].controller.title == "Big Photo")
        #expect(root.variants[2].specificity == 1)
    }

    static let perFieldVariants = """
        id: s
        root:
          navigation:
            stack:
              - view:
                  title: Inbox
                  content: list
                  variants:
                    - when: {vertical: compact}
                      toolbar: [compose]
                      content: text
                    - when: {horizontal: regular}
                      content: grid
                    - when: {horizontal: regular, vertical: compact}
                      rows: 4
        """

    @Test("IB-01 IB-02: each field comes from the most specific variant that sets it; the others keep theirs")
    func variantsApplyPerField() throws {
        let decoding = decodeScreen(Self.perFieldVariants)
        #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
        let screen = try #require(decoding.screen)
        func resolve(_ environment: String) throws -> Resolution {
            try Engine().resolve(screen, in: #require(DeviceCatalog.standard.environment(id: environment)))
        }
        let regularCompactResolution = try resolve("iphone-16-pro-max-landscape")
        #expect(regularCompactResolution.root.children.first?.leaf == ResolvedLeaf(content: "list", rows: 4))
        #expect(regularCompactResolution.problems.map(\.code) == ["ambiguous-variants"])
        #expect(regularCompactResolution.problems.first?.message.contains("set `content` differently (any/compact and regular/any)") == true)
        #expect(try resolve("iphone-16-landscape").root.children.first?.leaf?.content == "text")
        #expect(try resolve("ipad-pro-11-landscape").root.children.first?.leaf?.content == "grid")
        let regularCompact = try #require(screen.root.kind.children.first?.variants.first { $0.when == TraitCollection(horizontal: .regular, vertical: .compact) })
        guard case .view(let view) = regularCompact.controller.kind else { Issue.record("not a view"); return }
        #expect(view.toolbar == ["compose"])
        #expect(regularCompact.disagreements.map(\.field) == ["content"])
    }

    @Test("IB-02: a width-only and a height-only variant meet in a cell of their own, field by field")
    func variantsMeetInTheirCommonCell() throws {
        let decoding = decodeScreen("""
            id: s
            root:
              view:
                content: list
                variants:
                  - when: {vertical: compact}
                    toolbar: [compose]
                  - when: {horizontal: regular}
                    rows: 4
            """)
        #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
        let root = try #require(decoding.screen?.root)
        #expect(root.variants.map(\.when) == [
            TraitCollection(vertical: .compact), TraitCollection(horizontal: .regular), TraitCollection(horizontal: .regular, vertical: .compact),
        ])
        #expect(root.variants[2].controller.kind == .view(ViewSpec(content: "list", rows: 4, toolbar: ["compose"])))
        #expect(root.variants[2].disagreements.isEmpty)
    }

    @Test func variantsOfContainersKeepTheIdsOfTheirChildren() throws {
        let decoding = decodeScreen("""
            id: s
            root:
              navigation:
                stack: [{view: }, {view: List}]
                variants:
                  - when: {horizontal: regular}
                    stack: [{view: }, {view: List}, {view: Detail}]
            """)
        #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
        let root = try #require(decoding.screen?.root)
        #expect(root.kind.children.map(\.id) == ["view-1", "list"])
        #expect(root.variants.first?.controller.kind.children.map(\.id) == ["view-2", "list", "detail"])
    }

    static let presentations: [(yaml: String, expected: [PresentationSpec])] = [
        (
            "present: {controller: {view: Sheet}}",
            [PresentationSpec(controller: ControllerSpec(id: "sheet", title: "Sheet", kind: .view(ViewSpec())))]
        ),
        (
            """
            present:
              - {controller: {view: One}, style: formSheet, preferredSize: [540, 620], adaptive: none}
              - from: one
                controller: {view: Two}
                style: popover
                source: root-view
                arrows: [up, down, up]
                adaptive: overFullScreen
                adaptedWrapper: navigation
              - {controller: {view: Three}, style: custom, custom: sidebar, arrows: any}
              - {controller: {search: Find}}
            """,
            [
                PresentationSpec(
                    controller: ControllerSpec(id: "one", title: "One", kind: .view(ViewSpec())),
                    style: .formSheet,
                    preferredSize: Size(width: 540, height: 620),
                    adaptive: .none
                ),
                PresentationSpec(
                    from: "one",
                    controller: ControllerSpec(id: "two", title: "Two", kind: .view(ViewSpec())),
                    style: .popover,
                    source: "root-view",
                    arrows: [.up, .down],
                    adaptive: .overFullScreen,
                    wrapsInNavigationWhenAdapted: true
                ),
                PresentationSpec(
                    controller: ControllerSpec(id: "three", title: "Three", kind: .view(ViewSpec())),
                    style: .custom,
                    custom: "sidebar"
                ),
                PresentationSpec(controller: ControllerSpec(id: "find", title: "Find", kind: .search(SearchSpec()))),
            ]
        ),
    ]

    @Test(arguments: presentations)
    func decodesPresentations(yaml: String, expected: [PresentationSpec]) throws {
        let decoding = decodeScreen("id: s\nroot: {view: {id: root-view, title: Root}}\n\(yaml)\n", vocabulary: pluginVocabulary)
        #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
        let screen = try #require(decoding.screen)
        #expect(screen.presentations.map(withoutPositions) == expected)
    }

    @Test func actionsDefaultToTheRootAsCaller() throws {
        let decoding = decodeScreen("""
            id: s
            root: {navigation: {id: nav, stack: [{view: List}]}}
            actions:
              - show: {view: Detail}
              - showDetail: {view: More}
                from: detail
            """)
        #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
        let actions = try #require(decoding.screen?.actions)
        #expect(actions.map(\.kind) == [.show, .showDetail])
        #expect(actions.map(\.from) == ["nav", "detail"])
    }

    @Test func positionsCountUTF8BytesAndTheBlockIndentation() throws {
        let decoding = decodeScreen("id: s\nroot: {view: {title: Café, colour: red}}\n", indent: 3)
        let diagnostic = try #require(decoding.diagnostics.first)
        #expect(diagnostic.code == "unknown-field")
        #expect(diagnostic.position == SourcePosition(line: 13, column: 29 + 3))
        #expect(diagnostic.description == "Content/test.md:13:32: error: unknown field `colour` in a `view` controller [unknown-field]")
    }

    @Test func anchorsWithoutAliasesAreAccepted() {
        let decoding = decodeScreen("id: s\nroot: &top {view: {title: 'a *b', content: list}} # *c\n")
        #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
        #expect(decoding.screen?.root.title == "a *b")
    }
}

/// `spec` with every position cleared, to compare with specs written by hand.
func withoutPositions(_ spec: ControllerSpec) -> ControllerSpec {
    var copy = spec
    copy.position = nil
    copy.variants = spec.variants.map { variant in
        var variant = variant
        variant.position = nil
        variant.controller = withoutPositions(variant.controller)
        return variant
    }
    switch spec.kind {
    case .view, .alert: break
    case .navigation(var navigation):
        navigation.stack = navigation.stack.map(withoutPositions)
        copy.kind = .navigation(navigation)
    case .split(var split):
        split.primary = withoutPositions(split.primary)
        split.secondary = split.secondary.map(withoutPositions)
        split.expansionPlaceholder = split.expansionPlaceholder.map(withoutPositions)
        copy.kind = .split(split)
    case .tabs(var tabs):
        tabs.tabs = tabs.tabs.map(withoutPositions)
        copy.kind = .tabs(tabs)
    case .pages(var pages):
        pages.pages = pages.pages.map(withoutPositions)
        copy.kind = .pages(pages)
    case .search(var search):
        search.results = search.results.map(withoutPositions)
        copy.kind = .search(search)
    case .custom(var custom):
        custom.children = custom.children.map(withoutPositions)
        copy.kind = .custom(custom)
    }
    return copy
}

/// `presentation` with every position cleared.
func withoutPositions(_ presentation: PresentationSpec) -> PresentationSpec {
    var copy = presentation
    copy.position = nil
    copy.controller = withoutPositions(presentation.controller)
    return copy
}
