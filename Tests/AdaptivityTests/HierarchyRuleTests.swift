@testable import Adaptivity
import Testing

/// Rules of the controller hierarchy beyond the vectors: traits (T-*), size-class variants (IB-*),
/// splits (S-*), bars and frames (B-*), tabs, pages (PG-*) and plugin containers.
@Suite("Hierarchy rules")
struct HierarchyRuleTests {
    typealias Check = @Sendable () -> Void

    static let traitRows: [Row<Check>] = [
        Row("T-05: a leaf in a navigation in a tab inherits the window's traits") {
            let root = Build.tabs("tabs", [Build.navigation("nav", [Build.view("list")])])
            let node = Build.resolve(root, in: "iphone-8-plus-landscape").node("list")
            #expect(node?.horizontal == .regular)
            #expect(node?.vertical == .compact)
        },
        Row("T-06: an override applies only while its size condition holds") {
            let override = TraitOverrideSpec(horizontal: .regular, when: SizeCondition(minimumWidth: 600))
            let root = Build.split(primary: Build.navigation("master", [Build.view("list")]), secondary: Build.view("detail"), overrideTraits: override)
            #expect(Build.resolve(root, in: "iphone-8-landscape").root.collapsed == false)
            #expect(Build.resolve(root, in: "iphone-8-portrait").root.collapsed == true)
        },
        Row("S-10 T-06: the root's override, set by a wrapping container, expands a split on iPhone landscape") {
            let root = Build.split(primary: Build.navigation("master", [Build.view("list")]), secondary: Build.view("detail"), overrideTraits: TraitOverrideSpec(horizontal: .regular))
            let resolution = Build.resolve(root, in: "iphone-16-landscape")
            #expect(resolution.root.horizontal == .regular)
            #expect(resolution.visible == ["list", "detail"])
        },
        Row("T-07: the expanded primary is H=C, the secondary keeps the split's H=R, both keep V") {
            let resolution = Build.resolve(Build.photosSplit, in: "iphone-16-pro-max-landscape")
            #expect(resolution.node("list")?.horizontal == .compact)
            #expect(resolution.node("list")?.vertical == .compact)
            #expect(resolution.node("detail")?.horizontal == .regular)
        },
        Row("T-07: a collapsed split's only child has the split's traits") {
            #expect(Build.resolve(Build.photosSplit, in: "iphone-8-portrait").node("master")?.horizontal == .compact)
        },
    ]

    static let variantRows: [Row<Check>] = {
        let variants = [
            VariantSpec(when: TraitCollection(horizontal: .compact), controller: Build.view("photo", content: "text")),
            VariantSpec(when: TraitCollection(horizontal: .compact, vertical: .regular), controller: Build.view("photo", content: "grid")),
        ]
        let photo = Build.view("photo", content: "list", variants: variants)
        let ambiguous = Build.view("photo", content: "list", variants: [
            VariantSpec(when: TraitCollection(horizontal: .compact), controller: Build.view("photo", content: "text")),
            VariantSpec(when: TraitCollection(vertical: .compact), controller: Build.view("photo", content: "map")),
        ])
        return [
            Row("IB-01 IB-02: the final cell C/R beats the base cell C/Any") {
                #expect(Build.resolve(photo, in: "iphone-8-portrait").root.leaf?.content == "grid")
            },
            Row("IB-01 IB-02: C/Any applies in C/C where the C/R cell does not match") {
                #expect(Build.resolve(photo, in: "iphone-8-landscape").root.leaf?.content == "text")
            },
            Row("IB-02: Any/Any (the base) applies in R/R") {
                #expect(Build.resolve(photo, in: "ipad-9-7-portrait").root.leaf?.content == "list")
            },
            Row("IB-02 section 13: C/Any and Any/C both match C/C and differ: ambiguous-variants, the base applies") {
                let resolution = Build.resolve(ambiguous, in: "iphone-8-landscape")
                #expect(resolution.root.leaf?.content == "list")
                #expect(resolution.problemCodes == ["ambiguous-variants"])
                #expect(resolution.problems.first?.severity == .error)
            },
            Row("IB-02: a variant's disagreeing field is reported per field where the variant applies, and only there") {
                let disagreement = VariantDisagreement(field: "toolbar", conditions: [TraitCollection(vertical: .compact), TraitCollection(horizontal: .regular)])
                let photo = Build.view("photo", content: "list", variants: [
                    VariantSpec(when: TraitCollection(horizontal: .regular, vertical: .compact), controller: Build.view("photo", content: "grid"), disagreements: [disagreement]),
                ])
                let regularCompact = Build.resolve(photo, in: "iphone-8-plus-landscape")
                #expect(regularCompact.root.leaf?.content == "grid")
                #expect(regularCompact.problemCodes == ["ambiguous-variants"])
                #expect(regularCompact.problems.first?.message.contains("set `toolbar` differently (any/compact and regular/any)") == true)
                #expect(Build.resolve(photo, in: "iphone-8-landscape").problems.isEmpty)
            },
            Row("IB-02: the same two variants are not ambiguous where only one matches") {
                let resolution = Build.resolve(ambiguous, in: "iphone-8-portrait")
                #expect(resolution.root.leaf?.content == "text")
                #expect(resolution.problems.isEmpty)
            },
            Row("IB-03: installed false removes the controller from the hierarchy in that size class") {
                let extra = Build.view("extra", variants: [VariantSpec(when: TraitCollection(horizontal: .compact), installed: false, controller: Build.view("extra"))])
                let root = Build.navigation("nav", [Build.view("list"), extra])
                #expect(Build.resolve(root, in: "iphone-8-portrait").root.stack == ["list"])
                #expect(Build.resolve(root, in: "ipad-9-7-portrait").root.stack == ["list", "extra"])
            },
        ]
    }()

    static let splitRows: [Row<Check>] = [
        Row("S-01: iPhone Plus landscape (H=R) expands") {
            #expect(Build.resolve(Build.photosSplit, in: "iphone-8-plus-landscape").root.collapsed == false)
        },
        Row("S-02: primaryHidden is still expanded: only the secondary shows, yet the split is not collapsed") {
            let resolution = Build.resolve(Build.photosSplit, in: "ipad-pro-11-portrait")
            #expect(resolution.root.collapsed == false)
            #expect(resolution.root.displayMode == .primaryHidden)
        },
        Row("S-03 S-04: with no delegate the current primary collapses, and a plain primary drops the secondary in Slide Over") {
            let resolution = Build.resolve(Build.split(primary: Build.view("plain"), secondary: Build.view("detail")), in: "ipad-9-7-slide-over")
            #expect(resolution.root.collapsed == true)
            #expect(resolution.visible == ["plain"])
        },
        Row("S-01: iPad Slide Over (H=C) collapses") {
            #expect(Build.resolve(Build.photosSplit, in: "ipad-9-7-slide-over").root.collapsed == true)
        },
        Row("S-04: a navigation secondary's stack is pushed onto the navigation primary") {
            let split = Build.split(primary: Build.navigation("master", [Build.view("list")]), secondary: Build.navigation("detail-nav", [Build.view("detail")]))
            #expect(Build.resolve(split, in: "iphone-8-portrait").node("master")?.stack == ["list", "detail"])
        },
        Row("S-05: a written secondary is kept on expansion; the placeholder is not used") {
            let split = Build.split(primary: Build.navigation("master", [Build.view("list")]), secondary: Build.view("detail"), placeholder: Build.view("placeholder"))
            #expect(Build.resolve(split, in: "ipad-9-7-landscape").visible == ["list", "detail"])
        },
        Row("S-05: Nav[list] with no secondary and no placeholder expands to the primary alone") {
            let split = Build.split(primary: Build.navigation("master", [Build.view("list")]), secondary: nil)
            let resolution = Build.resolve(split, in: "ipad-9-7-landscape")
            #expect(resolution.root.children.map(\.id) == ["master"])
            #expect(resolution.visible == ["list"])
        },
        Row("S-07: primaryOverlay shows the secondary full size with the primary over it") {
            let split = Build.split(primary: Build.navigation("master", [Build.view("list")]), secondary: Build.view("detail"), displayMode: .primaryOverlay)
            let resolution = Build.resolve(split, in: "ipad-9-7-portrait")
            #expect(resolution.root.children.map(\.id) == ["detail", "master"])
            #expect(resolution.node("detail")?.frame.width == 768)
            #expect(resolution.node("master")?.frame.width == 320)
            #expect(resolution.root.divider == nil)
        },
        Row("S-07: allVisible asked for in portrait shows both columns and the 1 pt divider") {
            let split = Build.split(primary: Build.navigation("master", [Build.view("list")]), secondary: Build.view("detail"), displayMode: .allVisible)
            let resolution = Build.resolve(split, in: "ipad-9-7-portrait")
            #expect(resolution.root.displayMode == .allVisible)
            #expect(resolution.root.divider == Rect(x: 320, y: 0, width: 1, height: 1024))
            #expect(resolution.node("detail")?.frame == Rect(x: 321, y: 0, width: 447, height: 1024))
        },
    ]

    static let widthRows: [Row<(PrimaryWidthSpec, Double)>] = [
        Row("S-08: automatic width is 320", (PrimaryWidthSpec(), 320)),
        Row("S-08: fraction 0.4 of 1024 is clamped to the automatic maximum 320", (PrimaryWidthSpec(fraction: 0.4), 320)),
        Row("S-08: fraction 0.4 of 1024 with maximum 500 is 409.6", (PrimaryWidthSpec(fraction: 0.4, maximum: 500), 409.6)),
        Row("S-08: a minimum of 400 wins over the automatic 320", (PrimaryWidthSpec(minimum: 400), 400)),
        Row("S-08: fraction 0.1 with minimum 200 is 200", (PrimaryWidthSpec(fraction: 0.1, minimum: 200), 200)),
        Row("S-08: never wider than the split", (PrimaryWidthSpec(minimum: 5000), 1024)),
    ]

    @Test("Primary column width", arguments: widthRows)
    func primaryWidth(row: Row<(PrimaryWidthSpec, Double)>) {
        let split = Build.split(primary: Build.view("list"), secondary: Build.view("detail"), primaryWidth: row.value.0)
        let resolution = Build.resolve(split, in: "ipad-9-7-landscape")
        #expect(resolution.node("list")?.frame.width == row.value.1)
    }

    @Test("Traits", arguments: traitRows)
    func traits(row: Row<Check>) { row.value() }

    @Test("Size-class variants", arguments: variantRows)
    func variants(row: Row<Check>) { row.value() }

    @Test("Split view controller", arguments: splitRows)
    func split(row: Row<Check>) { row.value() }
}
