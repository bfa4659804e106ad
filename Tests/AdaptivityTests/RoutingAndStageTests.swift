@testable import Adaptivity
import Testing

/// Show routing beyond the vectors (SH-*), the presentation stage over the resolved hierarchy
/// (P-20, P-21, T-08, PO-*), and robustness: any spec resolves without crashing.
@Suite("Show routing and the presentation stage")
struct RoutingAndStageTests {
    typealias Check = @Sendable () -> Void

    static func show(_ id: String, from: String, detail: Bool = false) -> ActionSpec {
        ActionSpec(kind: detail ? .showDetail : .show, controller: Build.view(id), from: from)
    }

    static let routingRows: [Row<Check>] = [
        Row("SH-05: show from a plain primary of a collapsed split presents full screen") {
            let split = Build.split(primary: Build.view("plain"), secondary: Build.view("s"))
            let resolution = Build.resolve(split, in: "iphone-8-portrait", actions: [show("x", from: "plain")])
            #expect(resolution.presentations.map(\.presented) == ["x"])
            #expect(resolution.presentations.first?.presenting == "split")
            #expect(resolution.visible == ["x"])
        },
        Row("SH-05: show from the secondary of an expanded split with a plain secondary replaces the secondary") {
            let split = Build.split(primary: Build.view("plain"), secondary: Build.view("s"))
            let resolution = Build.resolve(split, in: "ipad-9-7-landscape", actions: [show("x", from: "s")])
            #expect(resolution.root.children.map(\.id) == ["plain", "x"])
        },
        Row("SH-04: showDetail in a collapsed split with a plain primary presents") {
            let split = Build.split(primary: Build.view("plain"), secondary: Build.view("s"))
            let resolution = Build.resolve(split, in: "iphone-8-portrait", actions: [show("x", from: "plain", detail: true)])
            #expect(resolution.presentations.map(\.presented) == ["x"])
        },
        Row("SH-03 SH-04: showDetail from a list inside a tab inside a split reaches the split") {
            let split = Build.split(primary: Build.tabs("tabs", [Build.navigation("nav", [Build.view("list")])]), secondary: Build.view("detail"))
            let resolution = Build.resolve(split, in: "ipad-9-7-landscape", actions: [show("d", from: "list", detail: true)])
            #expect(resolution.root.children.map(\.id) == ["tabs", "d"])
        },
        Row("SH-01: actions apply in order: a pushed controller can push the next one") {
            let actions = [show("x", from: "list"), show("y", from: "x")]
            let resolution = Build.resolve(Build.navigation("nav", [Build.view("list")]), in: "iphone-8-portrait", actions: actions)
            #expect(resolution.root.stack == ["list", "x", "y"])
            #expect(resolution.visible == ["y"])
        },
        Row("SH-02 P-20: show from inside a controller an action presented is presented by that controller") {
            let actions = [show("x", from: "root"), show("y", from: "x")]
            let resolution = Build.resolve(Build.view("root"), in: "iphone-8-portrait", actions: actions)
            #expect(resolution.presentations.map(\.presenting) == ["root", "x"])
            #expect(resolution.visible == ["y"])
        },
        Row("Routing is done after collapse: a detail discarded on collapse cannot act here (warning)") {
            let split = Build.split(primary: Build.view("plain"), secondary: Build.view("detail"))
            let resolution = Build.resolve(split, in: "iphone-8-portrait", actions: [show("x", from: "detail")])
            #expect(resolution.problemCodes == ["action-caller-absent"])
            #expect(resolution.problems.first?.severity == .warning)
            #expect(resolution.presentations.isEmpty)
        },
        Row("An action from an unknown id is an error and is skipped") {
            let resolution = Build.resolve(Build.view("root"), in: "iphone-8-portrait", actions: [show("x", from: "nobody")])
            #expect(resolution.problemCodes == ["unknown-controller"])
            #expect(resolution.visible == ["root"])
        },
    ]

    static let stageRows: [Row<Check>] = [
        Row("PO-05 PO-09 V-25: a popover from a bar item on iPad keeps the presenter's views, arrow up under the item") {
            let root = Build.navigation("nav", [Build.view("list", right: ["share"])])
            let popover = PresentationSpec(controller: Build.view("sheet"), style: .popover, source: "share", preferredSize: Size(width: 300, height: 200))
            let resolution = Build.resolve(root, in: "ipad-9-7-portrait", presentations: [popover])
            let presentation = resolution.presentations.first
            #expect(presentation?.style == .popover)
            #expect(presentation?.arrow == .up)
            #expect(presentation?.frame.width == 300)
            #expect(presentation?.frame.height == 200)
            #expect(resolution.visible == ["list", "sheet"])
        },
        Row("P-04 section 13: the same popover on iPhone adapts to overFullScreen and keeps what lies beneath") {
            let root = Build.navigation("nav", [Build.view("list", right: ["share"])])
            let popover = PresentationSpec(controller: Build.view("sheet"), style: .popover, source: "share")
            let resolution = Build.resolve(root, in: "iphone-8-portrait", presentations: [popover])
            #expect(resolution.presentations.first?.style == .overFullScreen)
            #expect(resolution.presentations.first?.adapted == true)
            #expect(resolution.visible == ["list", "sheet"])
            #expect(resolution.root.children.map(\.id) == ["list"])
        },
        Row("T-08 P-05: a popover in Plus landscape stays a popover; its content inherits H=R") {
            let root = Build.navigation("nav", [Build.view("list", right: ["share"])])
            let popover = PresentationSpec(controller: Build.view("sheet"), style: .popover, source: "share")
            let resolution = Build.resolve(root, in: "iphone-8-plus-landscape", presentations: [popover])
            #expect(resolution.presentations.first?.style == .popover)
            #expect(resolution.node("sheet")?.horizontal == .regular)
        },
        Row("P-03 P-20: fullScreen removes the presenter's views: the root loses its children, visible restarts") {
            let presentation = PresentationSpec(from: "list", controller: Build.navigation("editor", [Build.view("form")]), style: .fullScreen)
            let resolution = Build.resolve(Build.navigation("nav", [Build.view("list")]), in: "iphone-8-portrait", presentations: [presentation])
            #expect(resolution.presentations.first?.presenting == "nav")
            #expect(resolution.root.children.isEmpty)
            #expect(resolution.visible == ["form"])
            #expect(resolution.node("editor")?.bar(.navigation)?.frame.y == 20)
        },
        Row("P-03: a form sheet on iPad is 540x620 centered, dimmed, laid out with no status bar room") {
            let presentation = PresentationSpec(controller: Build.navigation("editor", [Build.view("form")]), style: .formSheet)
            let resolution = Build.resolve(Build.view("root"), in: "ipad-9-7-portrait", presentations: [presentation])
            #expect(resolution.presentations.first?.frame == Rect(x: 114, y: 202, width: 540, height: 620))
            #expect(resolution.presentations.first?.dimmed == true)
            #expect(resolution.node("editor")?.bar(.navigation)?.frame == Rect(x: 114, y: 202, width: 540, height: 44))
            #expect(resolution.visible == ["root", "form"])
        },
        Row("P-21: currentContext covers the controller that defines the context, and only it") {
            let first = Build.navigation("first-nav", [Build.view("first", definesContext: true)])
            let root = Build.tabs("tabs", [first, Build.view("second")])
            let presentation = PresentationSpec(from: "first", controller: Build.view("cover"), style: .currentContext)
            let resolution = Build.resolve(root, in: "ipad-9-7-portrait", presentations: [presentation])
            #expect(resolution.presentations.first?.presenting == "first")
            #expect(resolution.presentations.first?.frame == resolution.node("first")?.frame)
            #expect(resolution.visible == ["cover"])
            #expect(resolution.root.bar(.tab) != nil)
        },
        Row("P-09: adapted with a wrapper: the presented controller is wrapped in a navigation controller") {
            let popover = PresentationSpec(controller: Build.view("sheet"), style: .popover, source: "root", wrapsInNavigationWhenAdapted: true)
            let resolution = Build.resolve(Build.view("root"), in: "iphone-8-portrait", presentations: [popover])
            #expect(resolution.presentations.first?.wrapper == "navigation")
            #expect(resolution.presentations.first?.presented == "sheet")
            #expect(resolution.presentations.first?.root.stack == ["sheet"])
        },
        Row("A-01: an alert is centered and shows its actions") {
            let alert = ControllerSpec(id: "confirm", title: "Delete?", kind: .alert(AlertSpec(actions: [AlertAction(title: "Delete", style: .destructive), AlertAction(title: "Cancel", style: .cancel)])))
            let resolution = Build.resolve(Build.view("root"), in: "iphone-8-portrait", presentations: [PresentationSpec(controller: alert)])
            #expect(resolution.presentations.first?.frame.midX == 187.5)
            #expect(resolution.presentations.first?.root.alert?.actions.count == 2)
            #expect(resolution.visible == ["root", "confirm"])
        },
        Row("P-22: a second presentation from the root stacks on the top of the chain") {
            let popover = PresentationSpec(controller: Build.view("first"), style: .formSheet)
            let second = PresentationSpec(controller: Build.view("second"), style: .formSheet)
            let resolution = Build.resolve(Build.view("root"), in: "ipad-9-7-portrait", presentations: [popover, second])
            #expect(resolution.presentations.map(\.presenting) == ["root", "first"])
            #expect(resolution.visible == ["root", "first", "second"])
        },
        Row("SC-01 SC-02: search from a table that defines the context covers the table, search bar on top, results under it") {
            let table = Build.view("table", definesContext: true)
            let root = Build.tabs("tabs", [Build.navigation("nav", [table])])
            let search = ControllerSpec(id: "search", kind: .search(SearchSpec(results: Build.view("results"))))
            let resolution = Build.resolve(root, in: "iphone-8-portrait", presentations: [PresentationSpec(from: "table", controller: search)])
            let presentation = resolution.presentations.first
            #expect(presentation?.presenting == "table")
            #expect(presentation?.frame == resolution.node("table")?.frame)
            #expect(presentation?.root.bar(.search)?.frame == Rect(x: 0, y: 64, width: 375, height: 44))
            #expect(resolution.node("results")?.frame == Rect(x: 0, y: 108, width: 375, height: 510))
            #expect(resolution.visible == ["table", "results"])
        },
        Row("SC-02 P-21: without a context the search is presented over the root") {
            let root = Build.tabs("tabs", [Build.navigation("nav", [Build.view("table")])])
            let search = ControllerSpec(id: "search", kind: .search(SearchSpec(results: Build.view("results"))))
            let resolution = Build.resolve(root, in: "iphone-8-portrait", presentations: [PresentationSpec(from: "table", controller: search)])
            #expect(resolution.presentations.first?.presenting == "tabs")
            #expect(resolution.node("search")?.bar(.search)?.frame.y == 20)
        },
        Row("P-11: a custom presentation registered as an extension lays out its controller in its frame") {
            let extensions = EngineExtensions(presentations: ["sidebar": DeclaredPresentation.sidebar])
            let spec = PresentationSpec(controller: Build.view("panel"), style: .custom, custom: "sidebar")
            let screen = ScreenSpec(id: "screen", root: Build.view("root"), presentations: [spec])
            let resolution = Engine(extensions: extensions).resolve(screen, in: Build.environment("ipad-9-7-landscape"))
            #expect(resolution.presentations.first?.custom == "sidebar")
            #expect(resolution.node("panel")?.frame == resolution.presentations.first?.frame)
            #expect(resolution.node("panel")?.frame.maxX == 1024)
            #expect(resolution.visible == ["root", "panel"])
        },
        Row("P-20: a presentation from an unknown id is an error; the root presents") {
            let resolution = Build.resolve(Build.view("root"), in: "iphone-8-portrait", presentations: [PresentationSpec(from: "ghost", controller: Build.view("x"))])
            #expect(resolution.problemCodes == ["unknown-controller"])
            #expect(resolution.presentations.first?.presenting == "root")
        },
    ]

    static let robustnessRows: [Row<Check>] = [
        Row("An empty navigation stack: a bar with no title, no children") {
            let resolution = Build.resolve(Build.navigation("nav", []), in: "iphone-8-portrait")
            #expect(resolution.root.stack == [])
            #expect(resolution.visible == [])
        },
        Row("Empty tabs and pages resolve") {
            #expect(Build.resolve(Build.tabs("tabs", []), in: "iphone-8-portrait").root.selected == nil)
            #expect(Build.resolve(Build.pages("book", count: 0), in: "ipad-9-7-landscape").root.visiblePages == [])
        },
        Row("Out-of-range selected tab and current page: an error, the first is used") {
            let tabs = Build.resolve(Build.tabs("tabs", [Build.view("a"), Build.view("b")], selected: 7), in: "iphone-8-portrait")
            #expect(tabs.root.selected == "a")
            #expect(tabs.problemCodes == ["index-out-of-range"])
            let pages = Build.resolve(Build.pages("book", count: 2, current: -3), in: "iphone-8-portrait")
            #expect(pages.root.visiblePages == ["page-0"])
            #expect(pages.problemCodes == ["index-out-of-range"])
        },
        Row("A very deep hierarchy is cut at the behavior's depth with an error, without crashing") {
            var controller = Build.view("leaf")
            for level in 0..<300 {
                controller = Build.navigation("nav-\(level)", [controller])
            }
            let resolution = Build.resolve(controller, in: "iphone-8-portrait", actions: [show("x", from: "leaf")])
            #expect(resolution.problemCodes.contains("hierarchy-too-deep"))
        },
        Row("A root that is not installed in the size class is an error; the window still resolves") {
            let root = Build.view("root", variants: [VariantSpec(when: TraitCollection(horizontal: .compact), installed: false, controller: Build.view("root"))])
            let resolution = Build.resolve(root, in: "iphone-8-portrait")
            #expect(resolution.problemCodes == ["root-not-installed"])
            #expect(resolution.visible == [])
        },
        Row("A split with an uninstalled primary and no secondary resolves in every size class") {
            let primary = Build.view("plain", variants: [VariantSpec(when: TraitCollection(), installed: false, controller: Build.view("plain"))])
            let split = Build.split(primary: primary, secondary: nil)
            for id in ["iphone-8-portrait", "ipad-9-7-landscape", "ipad-9-7-portrait"] {
                #expect(Build.resolve(split, in: id).visible == [])
            }
        },
    ]

    @Test("Show routing", arguments: routingRows)
    func routing(row: Row<Check>) { row.value() }

    @Test("Presentation stage", arguments: stageRows)
    func stage(row: Row<Check>) { row.value() }

    @Test("Robustness", arguments: robustnessRows)
    func robustness(row: Row<Check>) { row.value() }

    @Test("Deterministic: the same screen resolves identically every time, in every catalog environment")
    func deterministic() {
        let screen = ScreenSpec(id: "photos", root: Build.photosSplit, actions: [Self.show("d", from: "list", detail: true)])
        for environment in DeviceCatalog.standard.environments {
            let first = Engine().resolve(screen, in: environment)
            #expect(first == Engine().resolve(screen, in: environment))
            #expect(!first.visible.isEmpty)
        }
    }
}
