/// Lays out controller hierarchies in one environment: decides each controller's size-class cell,
/// collapse and separation the first time it is reached, then computes frames, traits and bars.
///
/// The same function lays out the window's hierarchy and each presented one, so a presented
/// controller is laid out in its presentation's frame with the traits it inherits.
struct HierarchyLayout: Sendable {
    /// The rule set.
    let behavior: Behavior
    /// Plugin container kinds.
    let extensions: EngineExtensions
    /// The environment.
    let environment: Environment
    /// Problems found so far, possibly repeated across passes.
    var problems: [ResolutionProblem] = []
    /// The controllers of the view hierarchy laid out in the current pass, by id.
    var placed: [String: PlacedController] = [:]
    /// The frames of the bar items shown in the current pass, by item id.
    var barItemFrames: [String: Rect] = [:]

    init(behavior: Behavior, extensions: EngineExtensions, environment: Environment) {
        self.behavior = behavior
        self.extensions = extensions
        self.environment = environment
    }

    /// Whether the status bar shows (B-01).
    var statusBarHidden: Bool {
        behavior.hidesStatusBarInCompactHeight && environment.vertical == .compact
    }

    /// The placement of the window's root controller: the window bounds, the window's traits and
    /// the room of the status bar (the safe-area top, at least the behavior's status bar) and of
    /// the home indicator (the safe-area bottom, B-04).
    var windowPlacement: Placement {
        Placement(
            frame: environment.bounds,
            inherited: environment.traits.with(appearance: environment.appearance ?? .standard),
            insets: VerticalInsets(
                top: statusBarHidden ? 0 : max(environment.safeArea.top, behavior.statusBarHeight),
                bottom: environment.safeArea.bottom
            ),
            context: .window,
            inHierarchy: true
        )
    }

    /// Forgets what the previous pass placed.
    mutating func beginPass() {
        placed = [:]
        barItemFrames = [:]
    }

    /// The traits of `spec` placed with `inherited` traits in a frame of `size`: the override its
    /// parent sets for it when the size meets the override's condition (T-06, S-10).
    func traits(of spec: ControllerSpec, inherited: TraitCollection, size: Size) -> TraitCollection {
        guard let override = spec.overrideTraits, override.when.matches(size) else { return inherited }
        return inherited.overridden(by: override.traits)
    }

    /// Lays out `controller` at `placement`, deciding it first if it is pending; nil when its
    /// size-class cell is not installed or the hierarchy is too deep.
    mutating func layout(_ controller: inout LiveController, at placement: Placement, depth: Int) -> ResolvedNode? {
        guard depth <= behavior.maximumHierarchyDepth else {
            problems.append(ResolutionProblem(
                severity: .error,
                code: "hierarchy-too-deep",
                message: "the hierarchy nests more than \(behavior.maximumHierarchyDepth) controllers deep at `\(controller.spec.id)`; deeper controllers are left out",
                position: controller.spec.position
            ))
            return nil
        }
        let traits = traits(of: controller.spec, inherited: placement.inherited, size: placement.frame.size)
        decide(&controller, traits: traits, frame: placement.frame)
        var node = ResolvedNode(
            id: controller.spec.id,
            kind: controller.spec.kind.name,
            title: controller.spec.title,
            frame: placement.frame,
            horizontal: traits.horizontal,
            vertical: traits.vertical
        )
        switch controller.state {
        case .pending, .uninstalled:
            return nil
        case .leaf:
            describeLeaf(controller.spec, context: placement.context, traits: traits, into: &node)
        case .navigation(var stack):
            layOutNavigation(controller.spec, stack: &stack, traits: traits, placement: placement, depth: depth, into: &node)
            controller.state = .navigation(stack)
        case .split(var split):
            layOutSplit(controller.spec, split: &split, traits: traits, placement: placement, depth: depth, into: &node)
            controller.state = .split(split)
        case .tabs(var tabs):
            layOutTabs(controller.spec, tabs: &tabs, traits: traits, placement: placement, depth: depth, into: &node)
            controller.state = .tabs(tabs)
        case .pages(var pages):
            layOutPages(controller.spec, pages: &pages, traits: traits, placement: placement, depth: depth, into: &node)
            controller.state = .pages(pages)
        case .custom(var children):
            layOutCustom(controller.spec, children: &children, traits: traits, placement: placement, depth: depth, into: &node)
            controller.state = .custom(children)
        case .search(var results):
            layOutSearch(controller.spec, results: &results, traits: traits, placement: placement, depth: depth, into: &node)
            controller.state = .search(results)
        }
        if placement.inHierarchy {
            placed[controller.spec.id] = PlacedController(frame: placement.frame, traits: traits, insets: placement.insets)
        }
        return node
    }

    /// Decides a pending controller in an environment with `traits`: its size-class cell (IB-02,
    /// IB-03), then, for a split, collapse or separation (S-01 to S-06).
    mutating func decide(_ controller: inout LiveController, traits: TraitCollection, frame: Rect) {
        guard case .pending = controller.state else { return }
        guard let chosen = VariantChoice.controller(
            controller.spec, traits: traits, severity: behavior.ambiguousVariantsSeverity, problems: &problems
        ) else {
            controller.state = .uninstalled
            return
        }
        controller.spec = chosen
        switch chosen.kind {
        case .view, .alert:
            controller.state = .leaf
        case .search(let search):
            controller.state = .search(search.results.map(LiveController.init(pending:)))
        case .navigation(let navigation):
            controller.state = .navigation(navigation.stack.map(LiveController.init(pending:)))
        case .split(let split):
            controller.state = .split(decideSplit(split, traits: traits, frame: frame))
        case .tabs(let tabs):
            let selectable = behavior.modern == nil ? tabs.tabs : tabs.tabsWithGroupTabs
            controller.state = .tabs(selectable.map(LiveController.init(pending:)))
            if !tabs.tabs.isEmpty, !selectable.indices.contains(tabs.selectedIndex) {
                problems.append(.indexOutOfRange(field: "selected", index: tabs.selectedIndex, count: selectable.count, controller: chosen))
            }
        case .pages(let pages):
            controller.state = .pages(pages.pages.map(LiveController.init(pending:)))
            if !pages.pages.isEmpty, !pages.pages.indices.contains(pages.currentIndex) {
                problems.append(.indexOutOfRange(field: "current", index: pages.currentIndex, count: pages.pages.count, controller: chosen))
            }
        case .custom(let custom):
            controller.state = .custom(custom.children.map(LiveController.init(pending:)))
        }
    }

    /// Lays out `children` at their `placements`, in order; returns the nodes of those in the
    /// view hierarchy.
    mutating func layOutChildren(
        _ children: inout [LiveController],
        placements: [(index: Int, placement: Placement)],
        depth: Int
    ) -> [ResolvedNode] {
        var nodes: [ResolvedNode] = []
        for (index, placement) in placements where children.indices.contains(index) {
            if let node = layout(&children[index], at: placement, depth: depth + 1), placement.inHierarchy {
                nodes.append(node)
            }
        }
        return nodes
    }

    /// A leaf's content; under `modern`, with its rows' height and body text size for the
    /// content size category (M-T-05).
    private func describeLeaf(_ spec: ControllerSpec, context: LeafContext, traits: TraitCollection, into node: inout ResolvedNode) {
        switch spec.kind {
        case .view(let view):
            node.leaf = ResolvedLeaf(
                content: view.content,
                rows: view.rows,
                showsDisclosureIndicators: showsDisclosureIndicators(view.disclosure, in: context)
            )
            if let type = behavior.modern?.dynamicType {
                node.leaf?.rowHeight = type.rowHeight(traits.contentSize)
                node.leaf?.bodyTextSize = type.bodySize(traits.contentSize)
            }
        case .alert(let alert):
            node.alert = ResolvedAlert(style: alert.style, message: alert.message, actions: alert.actions)
        default:
            break
        }
    }
}

extension HierarchyLayout {
    /// Whether a leaf placed in `context` shows disclosure indicators: as its author says; none
    /// when the author says nothing, since an action of the screen that pushes from the leaf
    /// covers it with what it pushes.
    fileprivate func showsDisclosureIndicators(_ disclosure: Disclosure?, in context: LeafContext) -> Bool {
        switch disclosure {
        case .shown: true
        case .hidden, nil: false
        case .tapSends(let kind): pushes(kind, in: context)
        }
    }

    /// Whether a message of `kind` sent from a leaf placed in `context` pushes: a `show` inside a
    /// navigation controller (SH-03); a `showDetail` there too, unless the leaf is in an expanded
    /// split's primary column, where the detail shows beside it (SH-04).
    private func pushes(_ kind: ActionKind, in context: LeafContext) -> Bool {
        guard context.inNavigation else { return false }
        switch kind {
        case .show: return true
        case .showDetail: return !context.inExpandedPrimary
        }
    }
}

/// A controller of the view hierarchy as laid out: where presentations find their presenter's
/// frame and traits and their source (P-20, P-21, T-08).
struct PlacedController: Sendable, Hashable {
    /// The frame in window coordinates.
    var frame: Rect
    /// The controller's traits.
    var traits: TraitCollection
    /// The status bar and home indicator room inside the frame.
    var insets: VerticalInsets
}
