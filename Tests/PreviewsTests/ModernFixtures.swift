import Adaptivity

/// Resolutions as the modern behavior fills them (ADAPTIVITY-MODERN section 8's vectors), frames
/// in window points, with the names of their golden files.
enum ModernFixtures {
    static let all: [Fixture] = [
        phoneCardPushedBack, phoneMediumCardDark, padFormSheet, padTripleColumn, padOverlaySidebar,
        padFloatingTabs, padTabSidebar, phoneLargeTitleRightToLeft, phoneMediumCardHighContrast,
        phoneEdgeAttachedSheet, phoneStackedCards,
    ]

    static let iPhone16 = Environments.iPhone16Portrait.with(appearance: Appearance())
    static let iPadPro11 = Environments.iPadPro11Landscape.with(appearance: Appearance())
    static let iPadPro129Landscape = Environment(
        id: "ipad-pro-12-9-landscape", width: 1366, height: 1024, scale: 2, idiom: .pad,
        horizontal: .regular, vertical: .regular, safeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0)
    ).with(appearance: Appearance())

    static func resolution(_ environment: Environment, root: ResolvedNode, presentations: [ResolvedPresentation] = [], visible: [String]) -> Resolution {
        Resolution(environment: environment, statusBarHidden: false, root: root, presentations: presentations, visible: visible, behavior: "modern", iosVersion: 18)
    }

    static func inbox(in environment: Environment) -> ResolvedNode {
        let top = environment.safeArea.top
        let list = Fixtures.leaf("inbox", "Inbox", "list", frame: Rect(x: 0, y: top + 44, width: environment.width, height: environment.height - top - 44), in: environment, rows: 20, disclosure: true)
        return Fixtures.navigation(
            "inbox-navigation", frame: environment.bounds, in: environment, stack: ["inbox"], top: list,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: top, width: environment.width, height: 44), items: ["compose"], title: "Inbox")]
        )
    }

    static func compose(frame: Rect, in environment: Environment) -> ResolvedNode {
        let form = Fixtures.leaf("compose", "New Message", "form", frame: Rect(x: frame.x, y: frame.y + 56, width: frame.width, height: frame.height - 56), in: environment, rows: 6)
        return Fixtures.navigation(
            "compose-navigation", frame: frame, in: environment, stack: ["compose"], top: form,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: 56), items: ["send"], title: "New Message", leftItems: ["cancel"])]
        )
    }

    static func sheet(_ frame: Rect, in environment: Environment, style: PresentationStyle = .formSheet, sheet: ResolvedSheet) -> ResolvedPresentation {
        ResolvedPresentation(
            presented: "compose-navigation", requestedStyle: .automatic, style: style, adapted: false,
            presenting: "inbox-navigation", frame: frame, dimmed: true, root: compose(frame: frame, in: environment),
            removesPresenterView: false, sheet: sheet
        )
    }

    /// V-M01: iPhone 16 portrait, no style → formSheet as a card at the large detent, the
    /// presenter pushed back, with a grabber.
    static let phoneCardPushedBack: Fixture = {
        let environment = iPhone16
        let frame = Rect(x: 0, y: 69, width: 393, height: 783)
        let card = sheet(frame, in: environment, sheet: ResolvedSheet(
            detent: "large", detents: ["large"], grabber: true, cornerRadius: 10, presenterPushedBack: true, level: .elevated
        ))
        return Fixture(
            name: "modern-iphone-card",
            title: "New Message card on iPhone 16",
            description: "",
            resolution: resolution(environment, root: inbox(in: environment), presentations: [card], visible: ["inbox", "compose"])
        )
    }()

    /// V-M06 in dark: the card at the medium detent, dimmed, not pushed back at a partial detent.
    static let phoneMediumCardDark: Fixture = {
        let environment = Environments.iPhone16Portrait.with(appearance: Appearance(style: .dark))
        let frame = Rect(x: 0, y: 426, width: 393, height: 426)
        let card = sheet(frame, in: environment, sheet: ResolvedSheet(
            detent: "medium", detents: ["medium", "large"], grabber: true, cornerRadius: 10, presenterPushedBack: false, level: .elevated
        ))
        return Fixture(
            name: "modern-iphone-medium-card-dark",
            title: "New Message at the medium detent, dark",
            description: "",
            resolution: resolution(environment, root: inbox(in: environment), presentations: [card], visible: ["inbox", "compose"])
        )
    }()

    /// V-M06 with Increase Contrast (M-T-01 contrast high): the accessible separators, hairlines,
    /// grays and tint.
    static let phoneMediumCardHighContrast: Fixture = {
        let environment = Environments.iPhone16Portrait.with(appearance: Appearance(contrast: .high))
        let frame = Rect(x: 0, y: 426, width: 393, height: 426)
        let card = sheet(frame, in: environment, sheet: ResolvedSheet(
            detent: "medium", detents: ["medium", "large"], grabber: true, cornerRadius: 10, presenterPushedBack: false, level: .elevated
        ))
        return Fixture(
            name: "modern-iphone-medium-card-high-contrast",
            title: "New Message at the medium detent, high contrast",
            description: "",
            resolution: resolution(environment, root: inbox(in: environment), presentations: [card], visible: ["inbox", "compose"])
        )
    }()

    /// V-M02: iPad Pro 11" landscape, a centered form sheet with every corner rounded.
    static let padFormSheet: Fixture = {
        let environment = iPadPro11
        let frame = Rect(x: 327, y: 107, width: 540, height: 620)
        let formSheet = sheet(frame, in: environment, sheet: ResolvedSheet(cornerRadius: 10, level: .elevated))
        return Fixture(
            name: "modern-ipad-form-sheet",
            title: "New Message form sheet on iPad Pro 11\"",
            description: "",
            resolution: resolution(environment, root: inbox(in: environment), presentations: [formSheet], visible: ["inbox", "compose"])
        )
    }()

    static func column(_ id: String, _ title: String, _ content: String, _ column: SplitColumn, frame: Rect, in environment: Environment, horizontal: SizeClass, dimmed: Bool? = nil) -> ResolvedNode {
        let top = environment.safeArea.top
        let leaf = Fixtures.leaf(id, title, content, frame: Rect(x: frame.x, y: top + 44, width: frame.width, height: frame.height - top - 44), in: environment, rows: 30)
        var navigation = Fixtures.navigation(
            id + "-navigation", frame: frame, in: environment, stack: [id], top: leaf,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: frame.x, y: top, width: frame.width, height: 44), title: title)]
        )
        navigation.horizontal = horizontal
        navigation.column = column
        navigation.dimmed = dimmed
        return navigation
    }

    /// V-M17: a triple-column split tiled on iPad Pro 12.9" landscape, twoBesideSecondary.
    static let padTripleColumn: Fixture = {
        let environment = iPadPro129Landscape
        let split = ResolvedNode(
            id: "notes", kind: "split", frame: environment.bounds, horizontal: .regular, vertical: .regular,
            children: [
                column("folders", "Folders", "list", .primary, frame: Rect(x: 0, y: 0, width: 320, height: 1024), in: environment, horizontal: .compact),
                column("notes-list", "Notes", "list", .supplementary, frame: Rect(x: 321, y: 0, width: 320, height: 1024), in: environment, horizontal: .compact),
                column("note", "Note", "text", .secondary, frame: Rect(x: 642, y: 0, width: 724, height: 1024), in: environment, horizontal: .regular),
            ],
            collapsed: false, displayMode: .allVisible, style: .tripleColumn, splitBehavior: .tile
        )
        return Fixture(
            name: "modern-ipad-triple-column",
            title: "Notes in three columns on iPad Pro 12.9\"",
            description: "",
            resolution: resolution(environment, root: split, visible: ["folders", "notes-list", "note"])
        )
    }()

    /// V-M20: overlay, oneOverSecondary: the detail full width and dimmed, the list over it.
    static let padOverlaySidebar: Fixture = {
        let environment = iPadPro11
        let split = ResolvedNode(
            id: "mail", kind: "split", frame: environment.bounds, horizontal: .regular, vertical: .regular,
            children: [
                column("detail", "Message", "text", .secondary, frame: environment.bounds, in: environment, horizontal: .regular, dimmed: true),
                column("list", "Inbox", "list", .primary, frame: Rect(x: 0, y: 0, width: 320, height: 834), in: environment, horizontal: .compact),
            ],
            collapsed: false, displayMode: .primaryOverlay, style: .doubleColumn, splitBehavior: .overlay
        )
        return Fixture(
            name: "modern-ipad-overlay-sidebar",
            title: "Inbox over the message, overlay behavior",
            description: "",
            resolution: resolution(environment, root: split, visible: ["detail", "list"])
        )
    }()

    static func tabs(in environment: Environment, bar: ResolvedBar?, sidebar: ResolvedSidebar?) -> ResolvedNode {
        let library = Fixtures.leaf("library", "Library", "grid", frame: Rect(x: 0, y: environment.safeArea.top + 50, width: environment.width, height: environment.height - environment.safeArea.top - 50), in: environment, rows: 24)
        return ResolvedNode(
            id: "tabs", kind: "tabs", frame: environment.bounds, horizontal: .regular, vertical: .regular,
            children: [library], selected: "library", bars: bar.map { [$0] } ?? [],
            tabBarPlacement: sidebar == nil ? .top : .sidebar, mode: sidebar == nil ? .tabBar : .tabSidebar,
            sidebarHidden: sidebar == nil ? nil : false, sidebar: sidebar
        )
    }

    /// V-M22: iPadOS 18, the tab bar floating at the top in regular width.
    static let padFloatingTabs: Fixture = {
        let environment = iPadPro11
        let bar = ResolvedBar(
            kind: .tab, frame: Rect(x: 0, y: 24, width: 1194, height: 50), items: ["Library", "For You", "Browse", "Search"],
            tabIds: ["library", "for-you", "browse", "search"], floating: true
        )
        return Fixture(
            name: "modern-ipad-floating-tabs",
            title: "Floating tab bar on iPad Pro 11\"",
            description: "",
            resolution: resolution(environment, root: tabs(in: environment, bar: bar, sidebar: nil), visible: ["library"])
        )
    }()

    /// V-M23: a tab group makes the mode tabSidebar; in landscape the sidebar shows over the tab.
    static let padTabSidebar: Fixture = {
        let environment = iPadPro11
        let sidebar = ResolvedSidebar(
            frame: Rect(x: 0, y: 0, width: 320, height: 834), items: ["library", "for-you", "collections"],
            sections: [ResolvedSidebarSection(id: "collections", title: "Collections", tabs: ["favorites", "recent"])]
        )
        return Fixture(
            name: "modern-ipad-tab-sidebar",
            title: "Tab sidebar on iPad Pro 11\"",
            description: "",
            resolution: resolution(environment, root: tabs(in: environment, bar: nil, sidebar: sidebar), visible: ["library"])
        )
    }()

    /// M-NB-01, M-T-04: a large title at rest in right-to-left, at the accessibility size AX1.
    static let phoneLargeTitleRightToLeft: Fixture = {
        let environment = Environments.iPhone16Portrait.with(appearance: Appearance(contentSize: .accessibility1, direction: .rightToLeft))
        let list = Fixtures.leaf("inbox", "Inbox", "list", frame: Rect(x: 0, y: 155, width: 393, height: 614), in: environment, rows: 20, disclosure: true)
        let navigation = Fixtures.navigation(
            "inbox-navigation", frame: Rect(x: 0, y: 0, width: 393, height: 769), in: environment, stack: ["inbox"], top: list,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 59, width: 393, height: 96), items: ["compose"], title: "Inbox", leftItems: ["edit"], largeTitle: true)]
        )
        let tabs = ResolvedNode(
            id: "tabs", kind: "tabs", frame: environment.bounds, horizontal: .compact, vertical: .regular,
            children: [navigation], selected: "inbox-navigation",
            bars: [ResolvedBar(kind: .tab, frame: Rect(x: 0, y: 769, width: 393, height: 49), items: ["Inbox", "Contacts", "Settings"], tabIds: ["inbox-navigation", "contacts", "settings"])]
        )
        return Fixture(
            name: "modern-iphone-large-title-rtl",
            title: "Inbox with a large title, right to left, AX1",
            description: "",
            resolution: resolution(environment, root: tabs, visible: ["inbox"])
        )
    }()

    static let iPhone16Landscape = Environment(
        id: "iphone-16-landscape", width: 852, height: 393, scale: 3, idiom: .phone,
        horizontal: .compact, vertical: .compact, safeArea: SafeAreaInsets(top: 0, left: 59, bottom: 21, right: 59)
    ).with(appearance: Appearance())

    /// A navigation controller filling `frame` whose one view shows `content` under a bar of
    /// `barHeight`, as the engine lays it out.
    static func stack(
        _ id: String, _ title: String, _ content: String, frame: Rect, barHeight: Double, in environment: Environment,
        left: [String] = [], right: [String] = [], rows: Int
    ) -> ResolvedNode {
        let leaf = Fixtures.leaf(
            id, title, content, frame: Rect(x: frame.x, y: frame.y + barHeight, width: frame.width, height: frame.height - barHeight),
            in: environment, rows: rows
        )
        return Fixtures.navigation(
            id + "-navigation", frame: frame, in: environment, stack: [id], top: leaf,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: barHeight), items: right, title: title, leftItems: left)]
        )
    }

    /// V-M08 (M-SH-06): iPhone 16 landscape (C/C), a page sheet attached to the bottom edge in
    /// compact height: the safe-area width centred, 10 pt from the top, top corners rounded,
    /// dimmed, the presenter not pushed back, the status bar hidden, a 32-point bar (B-02).
    static let phoneEdgeAttachedSheet: Fixture = {
        let environment = iPhone16Landscape
        let inbox = stack("inbox", "Inbox", "list", frame: environment.bounds, barHeight: 32, in: environment, right: ["compose"], rows: 20)
        let frame = Rect(x: 59, y: 10, width: 734, height: 383)
        let sheet = ResolvedPresentation(
            presented: "compose-navigation", requestedStyle: .pageSheet, style: .pageSheet, adapted: false,
            presenting: "inbox-navigation", frame: frame, dimmed: true,
            root: stack("compose", "New Message", "form", frame: frame, barHeight: 32, in: environment, left: ["cancel"], right: ["send"], rows: 6),
            removesPresenterView: false,
            sheet: ResolvedSheet(detent: "large", detents: ["large"], grabber: true, cornerRadius: 10, edgeAttached: true, level: .elevated)
        )
        var edgeAttached = Self.resolution(environment, root: inbox, presentations: [sheet], visible: ["inbox", "compose"])
        edgeAttached.statusBarHidden = true
        return Fixture(
            name: "modern-iphone-edge-attached-sheet",
            title: "New Message attached to the bottom edge on iPhone 16 landscape",
            description: "",
            resolution: edgeAttached
        )
    }()

    /// M-SH-07: three cards stacked on iPhone 16 portrait, each in the same frame: only the top
    /// card and the one directly below it show; the lower one is pushed back, the lowest card and
    /// the window's content are hidden.
    static let phoneStackedCards: Fixture = {
        let environment = iPhone16
        let inbox = Self.inbox(in: environment)
        let frame = Rect(x: 0, y: 69, width: 393, height: 783)
        func card(_ id: String, _ title: String, _ content: String, presenting: String, grabber: Bool, visible: Bool) -> ResolvedPresentation {
            ResolvedPresentation(
                presented: id + "-navigation", requestedStyle: .automatic, style: .formSheet, adapted: false,
                presenting: presenting, frame: frame, dimmed: true,
                root: stack(id, title, content, frame: frame, barHeight: 44, in: environment, rows: 12),
                removesPresenterView: false,
                sheet: ResolvedSheet(
                    detent: "large", detents: ["large"], grabber: grabber, cornerRadius: 10, presenterPushedBack: true,
                    level: .elevated, visible: visible
                )
            )
        }
        let cards = [
            card("compose", "New Message", "form", presenting: "inbox-navigation", grabber: false, visible: false),
            card("recipients", "Recipients", "list", presenting: "compose-navigation", grabber: false, visible: true),
            card("contact", "Contact", "form", presenting: "recipients-navigation", grabber: true, visible: true),
        ]
        return Fixture(
            name: "modern-iphone-stacked-cards",
            title: "Three stacked cards on iPhone 16",
            description: "",
            resolution: resolution(environment, root: inbox, presentations: cards, visible: ["recipients", "contact"])
        )
    }()
}
