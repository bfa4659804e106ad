@testable import Adaptivity
import Testing

/// Specs built in memory and resolved by the engine, for the hierarchy tests.
enum Build {
    static let catalog = DeviceCatalog.standard

    /// The catalog environment `id`; records an issue and falls back to a phone when it is missing.
    static func environment(_ id: String) -> Environment {
        guard let environment = catalog.environment(id: id) else {
            Issue.record("no environment \(id)")
            return Environment(id: id, width: 375, height: 667, scale: 2, idiom: .phone, horizontal: .compact, vertical: .regular)
        }
        return environment
    }

    static func view(
        _ id: String,
        content: String = "list",
        toolbar: [String] = [],
        right: [String] = [],
        overrideTraits: TraitOverrideSpec? = nil,
        variants: [VariantSpec] = [],
        definesContext: Bool = false
    ) -> ControllerSpec {
        ControllerSpec(
            id: id, title: id.prefix(1).uppercased() + id.dropFirst(),
            kind: .view(ViewSpec(content: content, rows: 3, toolbar: toolbar, rightBarItems: right)),
            definesContext: definesContext, overrideTraits: overrideTraits, variants: variants
        )
    }

    static func navigation(_ id: String, _ stack: [ControllerSpec], toolbar: [String] = []) -> ControllerSpec {
        ControllerSpec(id: id, kind: .navigation(NavigationSpec(stack: stack, toolbar: toolbar)))
    }

    static func split(
        _ id: String = "split",
        primary: ControllerSpec,
        secondary: ControllerSpec?,
        displayMode: SplitDisplayMode = .automatic,
        primaryWidth: PrimaryWidthSpec = PrimaryWidthSpec(),
        onCollapse: CollapseBehavior = .automatic,
        placeholder: ControllerSpec? = nil,
        overrideTraits: TraitOverrideSpec? = nil
    ) -> ControllerSpec {
        ControllerSpec(
            id: id,
            kind: .split(SplitSpec(
                primary: primary, secondary: secondary, displayMode: displayMode, primaryWidth: primaryWidth,
                onCollapse: onCollapse, expansionPlaceholder: placeholder
            )),
            overrideTraits: overrideTraits
        )
    }

    static func tabs(_ id: String, _ tabs: [ControllerSpec], selected: Int = 0) -> ControllerSpec {
        ControllerSpec(id: id, kind: .tabs(TabsSpec(tabs: tabs, selectedIndex: selected)))
    }

    static func pages(_ id: String, count: Int, current: Int = 0, spine: SpineLocation = .automatic) -> ControllerSpec {
        ControllerSpec(
            id: id,
            kind: .pages(PagesSpec(pages: (0..<count).map { view("page-\($0)", content: "text") }, currentIndex: current, spine: spine))
        )
    }

    /// The Adaptive Photos split: a list in a navigation primary, a detail as the secondary.
    static let photosSplit = split(primary: navigation("master", [view("list")]), secondary: view("detail", content: "image"))

    static func resolve(
        _ root: ControllerSpec,
        in environmentId: String,
        actions: [ActionSpec] = [],
        presentations: [PresentationSpec] = [],
        extensions: EngineExtensions = EngineExtensions()
    ) -> Resolution {
        let screen = ScreenSpec(id: "screen", root: root, actions: actions, presentations: presentations)
        return Engine(extensions: extensions).resolve(screen, in: environment(environmentId))
    }
}

extension Resolution {
    /// The node `id` in the window's hierarchy or a presented one.
    func node(_ id: String) -> ResolvedNode? {
        allNodes.first { $0.id == id }
    }

    /// The problem codes, in order.
    var problemCodes: [String] { problems.map(\.code) }
}

extension ResolvedNode {
    /// The node `id` in this subtree.
    func find(_ id: String) -> ResolvedNode? {
        if self.id == id { return self }
        return children.lazy.compactMap { $0.find(id) }.first
    }

    /// The bar of `kind`, if this node draws one.
    func bar(_ kind: BarKind) -> ResolvedBar? {
        bars.first { $0.kind == kind }
    }
}

/// A plugin container that shows every child side by side in equal columns and sets `override`
/// on each (T-06), reporting itself collapsed when its width is compact.
struct ColumnsContainer: ContainerBehavior {
    var override = TraitCollection()

    func layout(_ container: ContainerLayoutInput) -> ContainerLayout {
        let count = max(1, container.children.count)
        let width = container.bounds.width / Double(count)
        return ContainerLayout(
            children: container.children.indices.map { index in
                ContainerChildPlacement(
                    index: index,
                    frame: Rect(x: Double(index) * width, y: 0, width: width, height: container.bounds.height),
                    traitOverride: override
                )
            },
            collapsed: container.traits.horizontal == .compact
        )
    }
}
