/// The one place where presentations are made, in order, after the window's hierarchy is laid out:
/// each is read (P-02), its presenter chosen (P-20 to P-22), its style adapted and its frame laid
/// out (P-03 to P-09, PO-*, A-*), and its controller laid out in that frame by the hierarchy
/// layout, with the presenter's traits (T-05, T-08).
struct PresentationStage: Sendable {
    /// A presentation made so far.
    private struct Made: Sendable {
        var presenter: String
        var content: LiveController
        /// The index of the presentation whose hierarchy holds the presenter; nil for the window's.
        var presenterIndex: Int?
    }

    /// The hierarchy layout, which also lays out presented controllers.
    private(set) var layout: HierarchyLayout
    /// The window's root as it is in the view hierarchy; covered views lose their children.
    private(set) var root: ResolvedNode
    /// The presentations made, in order.
    private(set) var presentations: [ResolvedPresentation] = []
    /// The leaves on screen, back to front.
    private(set) var visible: [String]
    /// Problems of the presentations.
    private(set) var problems: [ResolutionProblem] = []
    private var made: [Made] = []
    private var presentedByPresenter: [String: String] = [:]
    private let liveRoot: LiveController

    /// A stage over the window's hierarchy `liveRoot`, laid out as `root` by `layout`.
    init(layout: HierarchyLayout, liveRoot: LiveController, root: ResolvedNode) {
        self.layout = layout
        self.liveRoot = liveRoot
        self.root = root
        self.visible = root.visibleLeaves
    }

    /// Makes `pending`: lays it out over what is on screen and updates the visible leaves
    /// (fullScreen-type presentations that remove the presenter's view cover everything beneath;
    /// currentContext covers the context; over styles, popovers, sheets and alerts cover nothing).
    mutating func present(_ pending: PendingPresentation) {
        let defaults = layout.behavior.presentation
        let spec = pending.spec
        let request = PresentationRequest(spec: spec, customPresentations: layout.extensions.presentations, defaults: defaults)
        problems += request.problems
        let callerId = spec.from ?? liveRoot.spec.id
        let scope = request.presenterScope
        var links = links(to: callerId, before: made.count, scope: scope)
        if links == nil {
            problems.append(.unknownCaller(callerId, consequence: "the root presents instead", position: spec.position))
            links = self.links(to: liveRoot.spec.id, before: made.count, scope: scope)
        }
        guard let links, let caller = links.first else { return }
        let ancestry = PresentationAncestry(caller: caller, ancestors: Array(links.dropFirst()), presentedByPresenter: presentedByPresenter)
        let presenter = ancestry.presenter(for: scope)
        let window = layout.windowPlacement
        let presenterPlacement = layout.placed[presenter] ?? PlacedController(frame: window.frame, traits: window.inherited, insets: window.insets)
        let sourceFrame = spec.source.flatMap { layout.barItemFrames[$0] ?? layout.placed[$0]?.frame }
        let presentationLayout = PresentationLayout(
            request: request,
            spec: spec,
            traits: presenterPlacement.traits,
            windowBounds: window.frame,
            safeArea: layout.environment.safeArea,
            contextFrame: presenterPlacement.frame,
            sourceFrame: sourceFrame,
            defaults: defaults,
            modern: layout.behavior.modern
        )
        problems += presentationLayout.problems
        var content = pending.content
        if let wrapper = presentationLayout.wrapper {
            content = LiveController(
                spec: ControllerSpec(id: "\(content.spec.id)-\(wrapper)", kind: .navigation(NavigationSpec(stack: [content.spec]))),
                state: .navigation([content])
            )
        }
        let frame = presentationLayout.frame
        let placement = Placement(
            frame: frame,
            inherited: presenterPlacement.traits,
            insets: VerticalInsets(
                top: frame.y <= window.frame.y ? window.insets.top : 0,
                bottom: frame.maxY >= window.frame.maxY ? window.insets.bottom : 0
            ),
            context: .window,
            inHierarchy: true
        )
        guard let node = layout.layout(&content, at: placement, depth: 0) else { return }
        var resolved = presentationLayout.resolvedPresentation(request: request, presenting: presenter, root: node, sourceFrame: sourceFrame)
        resolved.presented = pending.content.spec.id
        if presentationLayout.backdrop.removesPresenterView {
            cover(presenter, coversWindow: frame == window.frame)
        }
        if let stacked = stackedCardBelow(presenter: presenter, new: resolved) {
            hideBelow(stacked)
        }
        visible += resolved.root.visibleLeaves
        presentations.append(resolved)
        let presenterIndex = liveRoot.path(to: presenter) == nil ? madeIndex(holding: presenter, before: made.count) : nil
        made.append(Made(presenter: presenter, content: content, presenterIndex: presenterIndex))
        presentedByPresenter[presenter] = content.spec.id
    }

    /// Removes the views a presentation covers: everything when it covers the window, else the
    /// presenter's view (a current-context presentation's context, P-21).
    private mutating func cover(_ presenter: String, coversWindow: Bool) {
        guard !coversWindow else {
            visible = []
            root.children = []
            for index in presentations.indices { presentations[index].root.children = [] }
            return
        }
        var covered = root.cover(presenter)
        for index in presentations.indices where covered == nil {
            covered = presentations[index].root.cover(presenter)
        }
        let removed = Set(covered ?? [])
        visible.removeAll { removed.contains($0) }
    }

    /// The links from the controller `id` up to the window's root, crossing into the presenter of
    /// each presented hierarchy on the way (P-20 to P-22); only the first `count` presentations
    /// are searched. Nil when no controller has that id.
    ///
    /// The walk stops as soon as the presenter for `scope` is decided: for the window, at the
    /// first presented hierarchy's root; for a context, after the hierarchy that holds the first
    /// controller defining one. Each presentation remembers the hierarchy of its presenter, so a
    /// chain of n presentations costs one step per hierarchy walked, not a search of all of them.
    private func links(to id: String, before count: Int, scope: PresenterScope) -> [PresentationAncestry.Link]? {
        let defaults = layout.behavior.presentation
        var links: [PresentationAncestry.Link] = []
        var target = id
        var index = liveRoot.path(to: id) == nil ? madeIndex(holding: id, before: count) : nil
        while let current = index {
            guard let path = made[current].content.path(to: target) else { break }
            let start = links.count
            links += made[current].content.chain(along: path).reversed().map { PresentationAncestry.Link($0.spec, defaults: defaults) }
            links[links.count - 1].isPresented = true
            let decided = switch scope {
            case .window: true
            case .context: links[start...].contains(where: \.definesContext)
            }
            if decided { return links }
            target = made[current].presenter
            index = made[current].presenterIndex
        }
        guard let path = liveRoot.path(to: target) else { return links.isEmpty ? nil : links }
        return links + liveRoot.chain(along: path).reversed().map { PresentationAncestry.Link($0.spec, defaults: defaults) }
    }

    /// When `new` is a card presented by the presented controller of a card, the index of that
    /// lower card (M-SH-07); nil otherwise.
    private func stackedCardBelow(presenter: String, new: ResolvedPresentation) -> Int? {
        guard let limit = layout.behavior.modern?.sheet.visibleStackLevels, limit > 0, new.isCard,
              let lower = presentations.lastIndex(where: { $0.presented == presenter }), presentations[lower].isCard
        else { return nil }
        return lower
    }

    /// Only the sheet at `index` and what comes after stay visible: the window's leaves and the
    /// presentations below it leave `visible` (M-SH-07: two levels of a stack of cards show).
    private mutating func hideBelow(_ index: Int) {
        let kept = Set(presentations[index...].flatMap(\.root.visibleLeaves))
        visible.removeAll { !kept.contains($0) }
        for below in presentations.indices where below < index {
            presentations[below].sheet?.visible = false
        }
    }

    /// The last of the first `count` presentations whose hierarchy holds the controller `id`.
    private func madeIndex(holding id: String, before count: Int) -> Int? {
        stride(from: count - 1, through: 0, by: -1).first { made[$0].content.path(to: id) != nil }
    }
}
