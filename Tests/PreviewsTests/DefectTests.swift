import Adaptivity
import DrawingContractSupport
import Previews
import Testing

/// The defects of issue 10 section 3, each checked from the outside through the drawing contract
/// (DESIGN.md section 5.1) on what the engine resolves.
@Suite struct DefectTests {
    static func view(_ id: String, _ title: String?, content: String = "list", left: [String] = [], right: [String] = [], definesContext: Bool = false) -> ControllerSpec {
        ControllerSpec(id: id, title: title, kind: .view(ViewSpec(content: content, rows: 5, leftBarItems: left, rightBarItems: right)), definesContext: definesContext)
    }

    static func navigation(_ id: String, _ stack: [ControllerSpec]) -> ControllerSpec {
        ControllerSpec(id: id, kind: .navigation(NavigationSpec(stack: stack)))
    }

    static func draw(_ screen: ScreenSpec, in environmentId: String) throws -> (Resolution, DrawingContractReader) {
        let environment = try #require(DeviceCatalog.standard.environment(id: environmentId))
        let resolution = Engine().resolve(screen, in: environment)
        let svg = PreviewRenderer().svg(for: resolution, title: screen.id, description: "")
        let problems = DrawingContractInvariants(screen: screen.id, resolution: resolution, reader: .read(svg)).problems
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        return (resolution, DrawingContractReader.read(svg))
    }

    @Test("1: a tab bar of navigation controllers highlights the selected tab, not the first")
    func selectedTabOfNavigations() throws {
        let tabs = ControllerSpec(id: "tabs", kind: .tabs(TabsSpec(tabs: [
            Self.navigation("mail", [Self.view("inbox", "Inbox")]),
            Self.navigation("contacts", [Self.view("people", "People")]),
        ], selectedIndex: 1)))
        let (_, reader) = try Self.draw(ScreenSpec(id: "tabs", root: tabs), in: "iphone-16-portrait")
        let selected = reader.elements("tab-item").filter { $0["selected"] == "true" }
        #expect(selected.map { $0["item"] } == ["contacts"])
    }

    @Test("2: left bar button items are drawn on the left, right ones on the right")
    func leftItems() throws {
        let root = Self.navigation("nav", [Self.view("inbox", "Inbox", left: ["edit"], right: ["compose"])])
        let (_, reader) = try Self.draw(ScreenSpec(id: "items", root: root), in: "iphone-16-portrait")
        let items = reader.elements("bar-item")
        let edit = try #require(items.first { $0["item"] == "edit" })
        let compose = try #require(items.first { $0["item"] == "compose" })
        #expect(edit["side"] == "left" && compose["side"] == "right")
        #expect((edit.frame?.x ?? 999) < 100 && (compose.frame?.x ?? 0) > 250)
        #expect(edit["text"] == "Edit")
    }

    @Test("3: showDetail of a navigation controller on a collapsed split shows one bar, \"< Inbox  Message\"")
    func oneBarAfterShowDetail() throws {
        let split = ControllerSpec(id: "split", kind: .split(SplitSpec(primary: Self.navigation("master", [Self.view("inbox", "Inbox")]), secondary: nil)))
        let screen = ScreenSpec(id: "detail", root: split, actions: [
            ActionSpec(kind: .showDetail, controller: Self.navigation("detail", [Self.view("message", "Message", content: "text")]), from: "inbox"),
        ])
        let (_, reader) = try Self.draw(screen, in: "iphone-16-portrait")
        #expect(reader.elements("navigation-bar").count == 1)
        #expect(reader.elements("back-button").map { $0["text"] } == ["Inbox"])
        #expect(reader.elements("title").map { $0["text"] } == ["Message"])
    }

    @Test("4: primaryOverlay paints the primary column last, over the secondary")
    func overlayOrder() throws {
        let split = ControllerSpec(id: "split", kind: .split(SplitSpec(
            primary: Self.navigation("master", [Self.view("inbox", "Inbox")]),
            secondary: Self.navigation("detail", [Self.view("message", "Message", content: "text")]),
            displayMode: .primaryOverlay
        )))
        let (_, reader) = try Self.draw(ScreenSpec(id: "overlay", root: split), in: "ipad-9-7-portrait")
        let columns = reader.elements("column")
        #expect(columns.map { $0["column"] } == ["secondary", "primary"])
        #expect(columns.last?.frame?.width == 320)
    }

    @Test("5: a compact action sheet puts Cancel in its own group below, above the home indicator, portrait-wide in landscape", arguments: ["iphone-16-portrait", "iphone-16-landscape"])
    func actionSheetGroups(environment: String) throws {
        let sheet = ControllerSpec(id: "sheet", title: "Move", kind: .alert(AlertSpec(style: .actionSheet, actions: [
            AlertAction(title: "Archive"), AlertAction(title: "Delete", style: .destructive), AlertAction(title: "Cancel", style: .cancel),
        ])))
        let (resolution, reader) = try Self.draw(ScreenSpec(id: "sheet", root: Self.view("inbox", "Inbox"), presentations: [PresentationSpec(controller: sheet)]), in: environment)
        let groups = reader.elements("action-group")
        #expect(groups.map { $0["cancel"] } == ["false", "true"])
        let main = try #require(groups.first?.frame)
        let cancel = try #require(groups.last?.frame)
        #expect(abs(cancel.y - main.maxY - 8) < 0.5)
        let safe = resolution.environment.safeArea
        #expect(cancel.maxY <= resolution.environment.height - safe.bottom)
        #expect(cancel.width <= 393 - 16 + 0.5)
        #expect(abs(cancel.midX - resolution.environment.width / 2) < 0.5)
    }

    @Test("6: an active search dims only its context, moves the search bar up with Cancel, and leaves the tab bar clear")
    func searchDimsItsContext() throws {
        let tabs = ControllerSpec(id: "tabs", kind: .tabs(TabsSpec(tabs: [
            Self.navigation("mail", [Self.view("inbox", "Inbox", definesContext: true)]),
            Self.view("settings", "Settings"),
        ])))
        let search = ControllerSpec(id: "search", title: "Search mail", kind: .search(SearchSpec()))
        let (resolution, reader) = try Self.draw(ScreenSpec(id: "search", root: tabs, presentations: [PresentationSpec(from: "inbox", controller: search)]), in: "iphone-16-portrait")
        let dimming = try #require(reader.elements("dimming").first?.frame)
        let tabBar = try #require(reader.elements("tab-bar").first?.frame)
        #expect(dimming.maxY <= tabBar.y + 0.5)
        let searchBar = try #require(reader.elements("search-bar").first)
        #expect(searchBar["cancel"] == "true")
        #expect(searchBar.frame?.y == resolution.environment.safeArea.top)
        #expect(try #require(reader.elements("navigation-bar").first).order < searchBar.order)
    }

    @Test("7: an adapted popover without a wrapper keeps its rows below the status bar and sensor housing")
    func adaptedPopoverRows() throws {
        let root = Self.navigation("nav", [Self.view("inbox", "Inbox", right: ["share"])])
        let popover = PresentationSpec(controller: Self.view("options", "Options"), style: .popover, source: "share")
        let (resolution, reader) = try Self.draw(ScreenSpec(id: "popover", root: root, presentations: [popover]), in: "iphone-16-portrait")
        let presentation = try #require(reader.elements("presentation").first)
        let rows = reader.elements("row").filter { $0.ancestors.contains(presentation.order) }
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { ($0.frame?.y ?? 0) >= resolution.environment.safeArea.top })
    }

    @Test("9: M-NB-04: the back button shortens to \"Back\", then the chevron, before the title is truncated", arguments: [
        ("iphone-16-portrait", "Mailboxes", "Inbox"),
        ("iphone-se-1-portrait", "Back", "Quarterly planning notes"),
        ("iphone-se-1-portrait", "", "A conversation about everything"),
    ])
    func backButtonShortens(environment: String, back: String, title: String) throws {
        let root = Self.navigation("nav", [Self.view("mailboxes", "Mailboxes"), Self.view("inbox", title)])
        let (_, reader) = try Self.draw(ScreenSpec(id: "back", root: root), in: environment)
        #expect(reader.elements("back-button").map { $0["text"] } == [back])
        let drawnTitle = try #require(reader.elements("title").first)
        #expect(drawnTitle["shown"] == drawnTitle["text"])
    }

    @Test("11: a multitasking pane sits inside the iPad's outline with the other app beside it; Slide Over floats over it", arguments: [
        ("ipad-9-7-landscape-third", 1024.0), ("ipad-9-7-slide-over", 768),
    ])
    func multitaskingPane(environment: String, screenWidth: Double) throws {
        let (_, reader) = try Self.draw(ScreenSpec(id: "pane", root: Self.view("inbox", "Inbox")), in: environment)
        #expect(reader.elements("pane").count == 1)
        #expect(reader.elements("other-app").count == 1)
        let svg = PreviewRenderer().svg(for: Engine().resolve(ScreenSpec(id: "pane", root: Self.view("inbox", "Inbox")), in: try #require(DeviceCatalog.standard.environment(id: environment))), title: "", description: "")
        #expect(svg.contains("viewBox=\"0 0 \(SVGText.number(screenWidth + 48)) "))
    }
}

extension DefectTests {
    @Test("10: bar items show their title (bold when done), a system item's title or glyph, or the title-cased id")
    func barItemTitles() throws {
        let inbox = ControllerSpec(id: "draft", title: "Draft", kind: .view(ViewSpec(
            content: "text", toolbar: ["new-folder", "add"], leftBarItems: ["cancel"], rightBarItems: ["send"],
            barItemDetails: [
                "cancel": BarItemSpec(id: "cancel", system: .cancel),
                "send": BarItemSpec(id: "send", title: "Send", style: .done),
                "add": BarItemSpec(id: "add", system: .add),
            ]
        )))
        let (_, reader) = try Self.draw(ScreenSpec(id: "items", root: Self.navigation("nav", [inbox])), in: "iphone-16-portrait")
        let texts = Dictionary(uniqueKeysWithValues: reader.elements("bar-item").map { ($0["item"] ?? "", $0["text"] ?? "") })
        #expect(texts == ["cancel": "Cancel", "send": "Send", "new-folder": "New Folder", "add": "Add"])
        let svg = PreviewRenderer().svg(for: Engine().resolve(ScreenSpec(id: "items", root: Self.navigation("nav", [inbox])), in: try #require(DeviceCatalog.standard.environment(id: "iphone-16-portrait"))), title: "", description: "")
        #expect(svg.contains("font-weight=\"600\" text-anchor=\"middle\" fill=\"#007aff\">Send</text>"))
        #expect(!svg.contains(">Add</text>") && !svg.contains(">send</text>"))
    }
}
