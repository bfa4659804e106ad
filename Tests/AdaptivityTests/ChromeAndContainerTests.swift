@testable import Adaptivity
import Testing

/// Bars, frames and disclosure indicators (B-*, section 13 "Frames"), tabs, pages (PG-*) and
/// plugin containers.
@Suite("Bars, frames and containers")
struct ChromeAndContainerTests {
    typealias Check = @Sendable () -> Void

    static let barRows: [Row<Check>] = [
        Row("B-01 B-02: iPhone 8 portrait: status bar 20, navigation bar 44 under it, content between the bars") {
            let resolution = Build.resolve(Build.navigation("nav", [Build.view("list")]), in: "iphone-8-portrait")
            #expect(!resolution.statusBarHidden)
            #expect(resolution.root.bar(.navigation)?.frame == Rect(x: 0, y: 20, width: 375, height: 44))
            #expect(resolution.node("list")?.frame == Rect(x: 0, y: 64, width: 375, height: 603))
        },
        Row("B-01 B-04: a notched phone's navigation bar sits under its safe-area top") {
            let resolution = Build.resolve(Build.navigation("nav", [Build.view("list")]), in: "iphone-16-portrait")
            #expect(resolution.root.bar(.navigation)?.frame.y == 59)
        },
        Row("B-01: compact height hides the status bar on the big phones too") {
            let resolution = Build.resolve(Build.navigation("nav", [Build.view("list")]), in: "iphone-16-pro-max-landscape")
            #expect(resolution.statusBarHidden)
            #expect(resolution.root.bar(.navigation)?.frame == Rect(x: 0, y: 0, width: 956, height: 32))
        },
        Row("B-02: the top controller's toolbar items show a 44 pt toolbar at the bottom; content stops above it") {
            let root = Build.navigation("nav", [Build.view("list", toolbar: ["compose", "share"])])
            let resolution = Build.resolve(root, in: "iphone-8-portrait")
            #expect(resolution.root.bar(.toolbar)?.frame == Rect(x: 0, y: 623, width: 375, height: 44))
            #expect(resolution.root.bar(.toolbar)?.items == ["compose", "share"])
            #expect(resolution.node("list")?.frame.maxY == 623)
        },
        Row("B-02: the navigation controller's own toolbar shows when the top controller has none; 32 pt in compact height") {
            let root = Build.navigation("nav", [Build.view("list")], toolbar: ["edit"])
            #expect(Build.resolve(root, in: "iphone-8-landscape").root.bar(.toolbar)?.frame == Rect(x: 0, y: 343, width: 667, height: 32))
        },
        Row("B-02: no toolbar items, no toolbar") {
            #expect(Build.resolve(Build.navigation("nav", [Build.view("list")]), in: "iphone-8-portrait").root.bar(.toolbar) == nil)
        },
        Row("B-02: title of the top controller, back button only with more than one controller, right bar items") {
            let root = Build.navigation("nav", [Build.view("list"), Build.view("photo", right: ["share"])])
            let bar = Build.resolve(root, in: "iphone-8-portrait").root.bar(.navigation)
            #expect(bar?.title == "Photo")
            #expect(bar?.showsBackButton == true)
            #expect(bar?.items == ["share"])
            #expect(Build.resolve(Build.navigation("nav", [Build.view("list")]), in: "iphone-8-portrait").root.bar(.navigation)?.showsBackButton == false)
        },
        Row("B-03 B-04: tab bar 49 pt at the bottom, above the home indicator on notched phones, with the tab titles") {
            let root = Build.tabs("tabs", [Build.view("first"), Build.view("second")], selected: 1)
            let resolution = Build.resolve(root, in: "iphone-16-portrait")
            #expect(resolution.root.bar(.tab)?.frame == Rect(x: 0, y: 769, width: 393, height: 49))
            #expect(resolution.root.bar(.tab)?.items == ["First", "Second"])
            #expect(resolution.root.selected == "second")
            #expect(resolution.node("second")?.frame == Rect(x: 0, y: 0, width: 393, height: 769))
            #expect(resolution.visible == ["second"])
        },
        Row("Section 13 Frames: a navigation in a tab gets the area above the tab bar; its bar sits under the status bar") {
            let root = Build.tabs("tabs", [Build.navigation("nav", [Build.view("list")])])
            let resolution = Build.resolve(root, in: "iphone-8-portrait")
            #expect(resolution.node("nav")?.bar(.navigation)?.frame.y == 20)
            #expect(resolution.node("list")?.frame == Rect(x: 0, y: 64, width: 375, height: 554))
        },
        Row("Section 13 Frames: both split columns' navigation bars sit under the status bar") {
            let split = Build.split(primary: Build.navigation("master", [Build.view("list")]), secondary: Build.navigation("detail-nav", [Build.view("detail")]))
            let resolution = Build.resolve(split, in: "ipad-9-7-landscape")
            #expect(resolution.node("master")?.bar(.navigation)?.frame == Rect(x: 0, y: 20, width: 320, height: 44))
            #expect(resolution.node("detail-nav")?.bar(.navigation)?.frame == Rect(x: 321, y: 20, width: 703, height: 44))
        },
    ]

    static let disclosureRows: [Row<Check>] = {
        @Sendable func leaf(_ resolution: Resolution, _ id: String = "list") -> Bool? { resolution.node(id)?.leaf?.showsDisclosureIndicators }
        @Sendable func view(_ id: String, disclosure: Disclosure) -> ControllerSpec {
            ControllerSpec(id: id, title: id, kind: .view(ViewSpec(content: "list", disclosure: disclosure)))
        }
        let photoDetail = ActionSpec(kind: .showDetail, controller: Build.view("photo", content: "image"), from: "list")
        let popover = PresentationSpec(controller: Build.view("list"), style: .popover, source: "nav", wrapsInNavigationWhenAdapted: true)
        return [
            Row("SH-03 section 5: a list in a navigation with nothing shown from it: no disclosure indicators") {
                #expect(leaf(Build.resolve(Build.navigation("nav", [Build.view("list")]), in: "iphone-8-portrait")) == false)
            },
            Row("SH-03 section 5: disclosure show: a tap pushes inside a navigation controller, not outside one") {
                #expect(leaf(Build.resolve(Build.navigation("nav", [view("list", disclosure: .tapSends(.show))]), in: "ipad-9-7-landscape")) == true)
                #expect(leaf(Build.resolve(view("list", disclosure: .tapSends(.show)), in: "ipad-9-7-landscape")) == false)
            },
            Row("SH-04: a list in an expanded split's primary shows details beside it: no disclosure indicators") {
                #expect(leaf(Build.resolve(Build.photosSplit, in: "ipad-9-7-landscape", actions: [photoDetail])) == false)
            },
            Row("SH-04: disclosure showDetail: indicators only where the split is collapsed") {
                let split = Build.split(primary: Build.navigation("master", [view("list", disclosure: .tapSends(.showDetail))]), secondary: Build.view("detail"), onCollapse: .discardSecondary)
                #expect(leaf(Build.resolve(split, in: "iphone-8-portrait")) == true)
                #expect(leaf(Build.resolve(split, in: "ipad-9-7-landscape")) == false)
            },
            Row("Section 5: disclosure true and false are the author's word") {
                #expect(leaf(Build.resolve(view("list", disclosure: .shown), in: "iphone-8-portrait")) == true)
                #expect(leaf(Build.resolve(Build.navigation("nav", [view("list", disclosure: .hidden)]), in: "iphone-8-portrait")) == false)
            },
            Row("SH-07: a list outside any navigation presents: no disclosure indicators") {
                #expect(leaf(Build.resolve(Build.view("list"), in: "iphone-8-portrait")) == false)
            },
            Row("P-09 section 5: an adapted popover's list in its navigation wrapper pushes nothing: no disclosure indicators") {
                let resolution = Build.resolve(Build.navigation("nav", [Build.view("root")]), in: "iphone-8-portrait", presentations: [popover])
                #expect(resolution.presentations.first?.wrapper == "navigation")
                #expect(leaf(resolution) == false)
            },
        ]
    }()

    static let pageRows: [Row<Check>] = [
        Row("PG-01 PG-03 section 13: automatic spine in iPad landscape is mid with two pages, even current first") {
            let resolution = Build.resolve(Build.pages("book", count: 4, current: 2), in: "ipad-9-7-landscape")
            #expect(resolution.root.spine == .mid)
            #expect(resolution.root.visiblePages == ["page-2", "page-3"])
            #expect(resolution.node("page-3")?.frame == Rect(x: 512, y: 0, width: 512, height: 768))
            #expect(resolution.visible == ["page-2", "page-3"])
        },
        Row("PG-03: an odd current page shows with the previous one") {
            #expect(Build.resolve(Build.pages("book", count: 4, current: 3), in: "ipad-9-7-landscape").root.visiblePages == ["page-2", "page-3"])
        },
        Row("PG-03 section 13: automatic spine in portrait or on a compact-width phone is min with one page") {
            #expect(Build.resolve(Build.pages("book", count: 4, current: 3), in: "ipad-9-7-portrait").root.visiblePages == ["page-3"])
            #expect(Build.resolve(Build.pages("book", count: 4, current: 1), in: "iphone-8-landscape").root.spine == .min)
        },
        Row("PG-03: automatic spine on a regular-width iPhone in landscape (R/C) is min with one page") {
            for environment in ["iphone-16-pro-max-landscape", "iphone-8-plus-landscape"] {
                let resolution = Build.resolve(Build.pages("book", count: 4, current: 2), in: environment)
                #expect(resolution.root.spine == .min, "\(environment)")
                #expect(resolution.root.visiblePages == ["page-2"], "\(environment)")
            }
        },
        Row("PG-02: spine mid with a single page is an error and falls back to min") {
            let resolution = Build.resolve(Build.pages("book", count: 1, spine: .mid), in: "ipad-9-7-landscape")
            #expect(resolution.root.spine == .min)
            #expect(resolution.problemCodes == ["spine-mid-needs-two-pages"])
        },
        Row("PG-02: spine max shows one page") {
            #expect(Build.resolve(Build.pages("book", count: 3, current: 1, spine: .max), in: "ipad-9-7-landscape").root.visiblePages == ["page-1"])
        },
        Row("PG-03: automatic mid with one page quietly shows it alone") {
            let resolution = Build.resolve(Build.pages("book", count: 1), in: "ipad-9-7-landscape")
            #expect(resolution.root.spine == .min)
            #expect(resolution.problems.isEmpty)
        },
    ]

    static let containerRows: [Row<Check>] = [
        Row("Plugin container: children placed side by side in window coordinates, collapse reported") {
            let root = ControllerSpec(id: "columns", kind: .custom(CustomContainerSpec(kind: "columns", children: [Build.view("a"), Build.view("b")])))
            let extensions = EngineExtensions(containers: ["columns": ColumnsContainer()])
            let resolution = Build.resolve(root, in: "ipad-9-7-landscape", extensions: extensions)
            #expect(resolution.node("b")?.frame == Rect(x: 512, y: 0, width: 512, height: 768))
            #expect(resolution.root.collapsed == false)
            #expect(resolution.visible == ["a", "b"])
            #expect(Build.resolve(root, in: "iphone-8-portrait", extensions: extensions).root.collapsed == true)
        },
        Row("Plugin container: an unregistered kind is an error; its first child fills it") {
            let root = ControllerSpec(id: "columns", kind: .custom(CustomContainerSpec(kind: "columns", children: [Build.view("a"), Build.view("b")])))
            let resolution = Build.resolve(root, in: "ipad-9-7-landscape")
            #expect(resolution.problemCodes == ["unknown-container"])
            #expect(resolution.visible == ["a"])
        },
    ]

    @Test("Bars and frames", arguments: barRows)
    func bars(row: Row<Check>) { row.value() }

    @Test("Disclosure indicators", arguments: disclosureRows)
    func disclosure(row: Row<Check>) { row.value() }

    @Test("Page view controller", arguments: pageRows)
    func pages(row: Row<Check>) { row.value() }

    @Test("Plugin containers", arguments: containerRows)
    func containers(row: Row<Check>) { row.value() }
}
