@testable import Adaptivity
import Testing

/// The test vectors of ADAPTIVITY.md section 14 that concern environments, traits, containers and
/// show routing (V-01 to V-24), one row each, labelled with the rules they check.
@Suite("Test vectors V-01 to V-24")
struct VectorTests {
    typealias Check = @Sendable () -> Void

    static func expectEnvironment(_ id: String, _ width: Double, _ height: Double, _ horizontal: SizeClass, _ vertical: SizeClass, scale: Double? = nil) {
        let environment = Build.environment(id)
        #expect(environment.width == width)
        #expect(environment.height == height)
        #expect(environment.horizontal == horizontal)
        #expect(environment.vertical == vertical)
        if let scale { #expect(environment.scale == scale) }
    }

    static let rows: [Row<Check>] = [
        Row("V-01 D-02 T-01: iPhone 8 portrait is 375x667, C/R, phone, @2x") {
            expectEnvironment("iphone-8-portrait", 375, 667, .compact, .regular, scale: 2)
            #expect(Build.environment("iphone-8-portrait").traits == TraitCollection(horizontal: .compact, vertical: .regular, idiom: .phone, displayScale: 2))
        },
        Row("V-02 D-02 B-01 B-02: iPhone 8 landscape is 667x375 C/C, status bar hidden, navigation bar 32") {
            expectEnvironment("iphone-8-landscape", 667, 375, .compact, .compact)
            let resolution = Build.resolve(Build.navigation("nav", [Build.view("list")]), in: "iphone-8-landscape")
            #expect(resolution.statusBarHidden)
            #expect(resolution.root.bar(.navigation)?.frame == Rect(x: 0, y: 0, width: 667, height: 32))
        },
        Row("V-03 D-02 D-06: iPhone 8 Plus landscape is 736x414, R/C, @3x") {
            expectEnvironment("iphone-8-plus-landscape", 736, 414, .regular, .compact, scale: 3)
        },
        Row("V-04 D-02: iPhone 16 Pro landscape 874x402 C/C; 16 Pro Max landscape 956x440 R/C") {
            expectEnvironment("iphone-16-pro-landscape", 874, 402, .compact, .compact)
            expectEnvironment("iphone-16-pro-max-landscape", 956, 440, .regular, .compact)
        },
        Row("V-05 D-02: iPad Pro 12.9 portrait is 1024x1366, R/R") {
            expectEnvironment("ipad-pro-12-9-portrait", 1024, 1366, .regular, .regular)
        },
        Row("V-06 D-04: Split View half: 9.7 landscape 507x768 C/R; 12.9 678x1024 R/R") {
            expectEnvironment("ipad-9-7-landscape-half", 507, 768, .compact, .regular)
            expectEnvironment("ipad-pro-12-9-landscape-half", 678, 1024, .regular, .regular)
        },
        Row("V-07 D-04: 9.7 portrait two thirds 438x1024 C/R; landscape two thirds 694x768 R/R") {
            expectEnvironment("ipad-9-7-portrait-two-thirds", 438, 1024, .compact, .regular)
            expectEnvironment("ipad-9-7-landscape-two-thirds", 694, 768, .regular, .regular)
        },
        Row("V-08 D-04: Slide Over 320 wide on 9.7, 375 wide on 12.9, both C/R") {
            expectEnvironment("ipad-9-7-slide-over", 320, 1024, .compact, .regular)
            expectEnvironment("ipad-pro-12-9-slide-over", 375, 1366, .compact, .regular)
        },
        Row("V-09 T-03: containsTraits") {
            let phone = TraitCollection(horizontal: .compact, vertical: .regular, idiom: .phone, displayScale: 2)
            #expect(phone.contains(TraitCollection(horizontal: .compact)))
            #expect(!phone.contains(TraitCollection(horizontal: .regular)))
            #expect(!TraitCollection().contains(TraitCollection(horizontal: .compact)))
        },
        Row("V-10 T-04: combining, the last specified value wins") {
            let phone = TraitCollection(horizontal: .compact, vertical: .regular, idiom: .phone, displayScale: 2)
            let regular = TraitCollection(horizontal: .regular)
            #expect(TraitCollection.combining([phone, regular]) == TraitCollection(horizontal: .regular, vertical: .regular, idiom: .phone, displayScale: 2))
            #expect(TraitCollection.combining([regular, phone]).horizontal == .compact)
        },
        Row("V-11 T-06 S-01 S-10: a container overriding H=R on its split in iPhone 8 landscape expands it, 2 columns") {
            let root = ControllerSpec(id: "wrapper", kind: .custom(CustomContainerSpec(kind: "columns", children: [Build.photosSplit])))
            let extensions = EngineExtensions(containers: ["columns": ColumnsContainer(override: TraitCollection(horizontal: .regular))])
            let resolution = Build.resolve(root, in: "iphone-8-landscape", extensions: extensions)
            let split = resolution.node("split")
            #expect(split?.horizontal == .regular)
            #expect(split?.vertical == .compact)
            #expect(split?.collapsed == false)
            #expect(split?.children.map(\.id) == ["master", "detail"])
            #expect(resolution.visible == ["list", "detail"])
        },
        Row("V-12 S-07 S-08 T-07: iPad landscape split: expanded, allVisible, primary 320, primary H=C, secondary H=R") {
            let resolution = Build.resolve(Build.photosSplit, in: "ipad-9-7-landscape")
            #expect(resolution.root.collapsed == false)
            #expect(resolution.root.displayMode == .allVisible)
            #expect(resolution.node("master")?.frame == Rect(x: 0, y: 0, width: 320, height: 768))
            #expect(resolution.node("master")?.horizontal == .compact)
            #expect(resolution.node("detail")?.horizontal == .regular)
            #expect(resolution.node("detail")?.frame == Rect(x: 321, y: 0, width: 703, height: 768))
            #expect(resolution.visible == ["list", "detail"])
        },
        Row("V-13 S-07: iPad portrait split: primaryHidden, only the detail, full width") {
            let resolution = Build.resolve(Build.photosSplit, in: "ipad-9-7-portrait")
            #expect(resolution.root.displayMode == .primaryHidden)
            #expect(resolution.root.children.map(\.id) == ["detail"])
            #expect(resolution.node("detail")?.frame == Rect(x: 0, y: 0, width: 768, height: 1024))
            #expect(resolution.visible == ["detail"])
        },
        Row("V-14 S-01 S-04 S-06: iPhone 8 portrait, no delegate: collapsed to Nav[list, detail], detail with a back button") {
            let resolution = Build.resolve(Build.photosSplit, in: "iphone-8-portrait")
            #expect(resolution.root.collapsed == true)
            #expect(resolution.node("master")?.stack == ["list", "detail"])
            #expect(resolution.node("master")?.bar(.navigation)?.showsBackButton == true)
            #expect(resolution.node("master")?.bar(.navigation)?.title == "Detail")
            #expect(resolution.visible == ["detail"])
        },
        Row("V-15 S-04: collapseSecondary returns YES: Nav[list], list visible") {
            let split = Build.split(primary: Build.navigation("master", [Build.view("list")]), secondary: Build.view("placeholder"), onCollapse: .discardSecondary)
            let resolution = Build.resolve(split, in: "iphone-8-portrait")
            #expect(resolution.node("master")?.stack == ["list"])
            #expect(resolution.node("placeholder") == nil)
            #expect(resolution.visible == ["list"])
        },
        Row("V-16 S-04: Split(PlainVC | Detail) in compact: the plain primary alone, detail gone") {
            let resolution = Build.resolve(Build.split(primary: Build.view("plain"), secondary: Build.view("detail")), in: "iphone-8-portrait")
            #expect(resolution.root.children.map(\.id) == ["plain"])
            #expect(resolution.visible == ["plain"])
        },
        Row("V-17 S-05: Nav[list, photo] expanding in Plus landscape separates into Split(Nav[list] | photo)") {
            let split = Build.split(primary: Build.navigation("master", [Build.view("list"), Build.view("photo", content: "image")]), secondary: nil)
            let resolution = Build.resolve(split, in: "iphone-8-plus-landscape")
            #expect(resolution.root.collapsed == false)
            #expect(resolution.node("master")?.stack == ["list"])
            #expect(resolution.root.children.map(\.id) == ["master", "photo"])
            #expect(resolution.visible == ["list", "photo"])
        },
        Row("V-18 S-05: Nav[list] expanding with separateSecondary returning a placeholder: Split(Nav[list] | placeholder)") {
            let split = Build.split(primary: Build.navigation("master", [Build.view("list")]), secondary: nil, placeholder: Build.view("placeholder", content: "empty"))
            let resolution = Build.resolve(split, in: "iphone-8-plus-landscape")
            #expect(resolution.root.children.map(\.id) == ["master", "placeholder"])
            #expect(resolution.visible == ["list", "placeholder"])
        },
        Row("V-19 SH-03 SH-04: expanded, list calls showDetail(d): d becomes the secondary, primary unchanged") {
            let action = ActionSpec(kind: .showDetail, controller: Build.view("d"), from: "list")
            let resolution = Build.resolve(Build.photosSplit, in: "ipad-9-7-landscape", actions: [action])
            #expect(resolution.root.children.map(\.id) == ["master", "d"])
            #expect(resolution.node("master")?.stack == ["list"])
            #expect(resolution.visible == ["list", "d"])
            #expect(resolution.presentations.isEmpty)
        },
        Row("V-20 SH-04: the same showDetail while collapsed pushes: Nav[list, d]") {
            let split = Build.split(primary: Build.navigation("master", [Build.view("list")]), secondary: Build.view("placeholder"), onCollapse: .discardSecondary)
            let action = ActionSpec(kind: .showDetail, controller: Build.view("d"), from: "list")
            let resolution = Build.resolve(split, in: "iphone-8-portrait", actions: [action])
            #expect(resolution.node("master")?.stack == ["list", "d"])
            #expect(resolution.visible == ["d"])
            #expect(resolution.presentations.isEmpty)
        },
        Row("V-21 SH-01 SH-03: expanded, list calls show(x): the navigation pushes in the primary column") {
            let action = ActionSpec(kind: .show, controller: Build.view("x"), from: "list")
            let resolution = Build.resolve(Build.photosSplit, in: "ipad-9-7-landscape", actions: [action])
            #expect(resolution.node("master")?.stack == ["list", "x"])
            #expect(resolution.visible == ["x", "detail"])
        },
        Row("V-22 SH-05: Split(PlainVC | s) expanded, plain calls show(x): x replaces the primary") {
            let split = Build.split(primary: Build.view("plain"), secondary: Build.view("s"))
            let action = ActionSpec(kind: .show, controller: Build.view("x"), from: "plain")
            let resolution = Build.resolve(split, in: "ipad-9-7-landscape", actions: [action])
            #expect(resolution.root.children.map(\.id) == ["x", "s"])
            #expect(resolution.visible == ["x", "s"])
        },
        Row("V-23 SH-02 SH-07 P-20: a root plain controller calls show(x): x is presented modally by the root") {
            let action = ActionSpec(kind: .show, controller: Build.view("x"), from: "root")
            let resolution = Build.resolve(Build.view("root"), in: "iphone-8-portrait", actions: [action])
            #expect(resolution.presentations.map(\.presented) == ["x"])
            #expect(resolution.presentations.first?.presenting == "root")
            #expect(resolution.presentations.first?.style == .fullScreen)
            #expect(resolution.presentations.first?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
            #expect(resolution.visible == ["x"])
        },
        Row("V-24 SH-03 SH-07: Nav[a] with no split; a calls showDetail(x): the navigation is skipped, x is presented") {
            let action = ActionSpec(kind: .showDetail, controller: Build.view("x"), from: "a")
            let resolution = Build.resolve(Build.navigation("nav", [Build.view("a")]), in: "iphone-8-portrait", actions: [action])
            #expect(resolution.root.stack == ["a"])
            #expect(resolution.presentations.map(\.presented) == ["x"])
            #expect(resolution.presentations.first?.presenting == "nav")
            #expect(resolution.visible == ["x"])
        },
    ]

    @Test("Vector", arguments: rows)
    func vector(row: Row<Check>) {
        row.value()
    }
}
