extension HierarchyLayout {
    /// A navigation controller: the navigation bar under the status bar (44 pt, 32 pt in compact
    /// height, B-02) with the top controller's title and a back button when the stack holds more
    /// than one controller; a toolbar at the bottom when the top controller or the navigation
    /// controller has toolbar items; the top controller in the content area between them. A
    /// navigation controller on top of another's stack draws no bar: the outer bar shows its top.
    /// Under `modern` the bar grows by the large-title band and the search field (M-NB-01, M-NB-02).
    mutating func layOutNavigation(
        _ spec: ControllerSpec,
        stack: inout [LiveController],
        traits: TraitCollection,
        placement: Placement,
        depth: Int,
        into node: inout ResolvedNode
    ) {
        let frame = placement.frame
        let compactHeight = traits.vertical == .compact
        let nested = placement.context.isNestedNavigation
        let standardHeight = nested ? 0 : compactHeight ? behavior.compactHeightNavigationBarHeight : behavior.navigationBarHeight
        let standardBar = Rect(x: frame.x, y: frame.y + placement.insets.top, width: frame.width, height: standardHeight)
        let undecidedContent = Rect(x: frame.x, y: standardBar.maxY, width: frame.width, height: max(0, frame.maxY - standardBar.maxY))
        for index in stack.indices {
            let childTraits = self.traits(of: stack[index].spec, inherited: traits, size: undecidedContent.size)
            decide(&stack[index], traits: childTraits, frame: undecidedContent)
        }
        let shown = stack.indices.filter { !stack[$0].state.isUndecided }
        let top = shown.last.map { displayedController(stack[$0].spec) }
        let topView: ViewSpec? = if case .view(let view)? = top?.kind { view } else { nil }
        let additions = nested ? nil : behavior.modern.map { modern in
            LargeTitleBar(navigation: spec, stack: shown.map { stack[$0].spec }, compactHeight: compactHeight, metrics: modern.navigation)
        }
        var navigationBar = standardBar
        navigationBar.height += additions?.extraHeight ?? 0
        let toolbarItems = topView.map(\.toolbar).flatMap { $0.isEmpty ? nil : $0 } ?? navigationToolbar(of: spec)
        var content = Rect(x: frame.x, y: navigationBar.maxY, width: frame.width, height: max(0, frame.maxY - navigationBar.maxY))
        if !toolbarItems.isEmpty, !nested {
            let toolbarHeight = compactHeight ? behavior.compactHeightToolbarHeight : behavior.toolbarHeight
            let toolbar = Rect(
                x: frame.x, y: max(navigationBar.maxY, frame.maxY - placement.insets.bottom - toolbarHeight),
                width: frame.width, height: toolbarHeight
            )
            content.height = max(0, toolbar.y - content.y)
            let details = (topView?.barItemDetails ?? [:]).merging(navigationToolbarDetails(of: spec)) { own, _ in own }
            node.bars.append(ResolvedBar(kind: .toolbar, frame: toolbar, items: toolbarItems, itemDetails: details))
            recordToolbarItems(toolbarItems, in: toolbar, inHierarchy: placement.inHierarchy)
        }
        let leftItemsReplaceBackButton = !(topView?.leftBarItems.isEmpty ?? true) && topView?.leftItemsSupplementBackButton == false
        let showsBackButton = shown.count > 1 && !leftItemsReplaceBackButton
        let bar = ResolvedBar(
            kind: .navigation, frame: navigationBar, items: topView?.rightBarItems ?? [],
            title: top?.title, showsBackButton: showsBackButton,
            backTitle: showsBackButton ? stack[shown[shown.count - 2]].spec.title : nil,
            leftItems: topView?.leftBarItems ?? [],
            itemDetails: topView?.barItemDetails ?? [:],
            largeTitle: additions?.showsLargeTitle ?? false,
            searchField: additions?.searchField(in: navigationBar)
        )
        if !nested {
            node.bars.insert(bar, at: 0)
            recordNavigationItems(left: bar.leftItems, right: bar.items, in: standardBar, inHierarchy: placement.inHierarchy)
        }
        let context = LeafContext(inNavigation: true, inExpandedPrimary: placement.context.inExpandedPrimary)
        let placements = shown.map { index in
            var childContext = context
            if case .navigation = stack[index].spec.kind { childContext.isNestedNavigation = true }
            return (index, placement.child(frame: content, inherited: traits, context: childContext, inHierarchy: index == shown.last))
        }
        node.children = layOutChildren(&stack, placements: placements, depth: depth)
        node.stack = shown.map { stack[$0].spec.id }
    }

    /// The controller whose title and items a navigation bar shows for `spec` on top of its
    /// stack: a navigation controller pushed onto another shows its own top's, under one bar.
    private func displayedController(_ spec: ControllerSpec) -> ControllerSpec {
        if case .navigation(let navigation) = spec.kind, let last = navigation.stack.last { return displayedController(last) }
        return spec
    }

    private func navigationToolbar(of spec: ControllerSpec) -> [String] {
        if case .navigation(let navigation) = spec.kind { navigation.toolbar } else { [] }
    }

    private func navigationToolbarDetails(of spec: ControllerSpec) -> [String: BarItemSpec] {
        if case .navigation(let navigation) = spec.kind { navigation.toolbarItemDetails } else { [:] }
    }

    /// Left items from the leading edge, right items from the trailing edge, one bar item wide each.
    private mutating func recordNavigationItems(left: [String], right: [String], in bar: Rect, inHierarchy: Bool) {
        guard inHierarchy else { return }
        let width = behavior.barItemWidth
        for (offset, item) in left.enumerated() {
            barItemFrames[item] = Rect(x: bar.x + 8 + Double(offset) * width, y: bar.y, width: width, height: bar.height)
        }
        for (offset, item) in right.reversed().enumerated() {
            barItemFrames[item] = Rect(x: bar.maxX - 8 - Double(offset + 1) * width, y: bar.y, width: width, height: bar.height)
        }
    }

    /// Toolbar items spread evenly, each centered in its share of the bar.
    private mutating func recordToolbarItems(_ items: [String], in bar: Rect, inHierarchy: Bool) {
        guard inHierarchy else { return }
        let share = bar.width / Double(items.count)
        let width = min(behavior.barItemWidth, share)
        for (offset, item) in items.enumerated() {
            let center = bar.x + share * (Double(offset) + 0.5)
            barItemFrames[item] = Rect(x: center - width / 2, y: bar.y, width: width, height: bar.height)
        }
    }
}
