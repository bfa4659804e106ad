extension HierarchyLayout {
    /// A tab bar controller: the tab bar at the bottom (49 pt, B-03, above the home indicator's
    /// margin) with the tab titles; the selected tab in the area above it. An out-of-range
    /// selection selects the first tab. Under `modern` the bar follows `ModernTabBar` (M-TB):
    /// floating at the top or replaced by the sidebar, the selected tab then fills the controller;
    /// a tab group's tabs are children after the top-level tabs, selectable, and the group's one
    /// item in the bar is highlighted when one of them is selected (M-TB-06).
    mutating func layOutTabs(
        _ spec: ControllerSpec,
        tabs: inout [LiveController],
        traits: TraitCollection,
        placement: Placement,
        depth: Int,
        into node: inout ResolvedNode
    ) {
        let frame = placement.frame
        let tabsSpec: TabsSpec? = if case .tabs(let tabsSpec) = spec.kind { tabsSpec } else { nil }
        let modernBar = behavior.modern.map { ModernTabBar(
            tabs: tabsSpec, traits: traits, frame: frame, topInset: placement.insets.top, idiom: environment.idiom,
            phoneBarHeight: behavior.tabBarHeight, modern: $0
        ) }
        let barHeight = modernBar?.bottomBarHeight ?? behavior.tabBarHeight
        let barY = max(frame.y, frame.maxY - placement.insets.bottom - barHeight)
        var tabBar = Rect(x: frame.x, y: barY, width: frame.width, height: min(barHeight, frame.maxY - barY))
        var content = Rect(x: frame.x, y: frame.y, width: frame.width, height: barY - frame.y)
        if let modernBar, modernBar.placement != .bottom {
            tabBar = modernBar.floatingBar
            content = frame
        }
        for index in tabs.indices {
            let childTraits = self.traits(of: tabs[index].spec, inherited: traits, size: content.size)
            decide(&tabs[index], traits: childTraits, frame: content)
        }
        let shown = tabs.indices.filter { !tabs[$0].state.isUndecided }
        let topLevelCount = tabsSpec?.tabs.count ?? tabs.count
        let shownTopLevel = shown.filter { $0 < topLevelCount }
        let requested = if case .tabs(let tabsSpec) = spec.kind { tabsSpec.selectedIndex } else { 0 }
        let selected = shown.contains(requested) ? requested : shown.first
        let groups = tabsSpec?.groups ?? []
        let selectedId = selected.map { tabs[$0].spec.id }
        node.selectedGroup = selected.flatMap { $0 < topLevelCount ? nil : groups.first { $0.tabs.contains { $0.id == selectedId } }?.id }
        if let modernBar {
            node.tabBarPlacement = modernBar.placement
            node.mode = modernBar.mode
            node.sidebarHidden = modernBar.sidebarHidden
            if modernBar.placement == .sidebar {
                node.sidebar = ResolvedSidebar(
                    frame: modernBar.sidebar,
                    items: shownTopLevel.map { tabs[$0].spec.id } + groups.map(\.id),
                    sections: groups.map { ResolvedSidebarSection(id: $0.id, title: $0.title, tabs: $0.tabs.map(\.id)) }
                )
            }
        }
        if modernBar?.placement != .sidebar {
            node.bars.append(ResolvedBar(
                kind: .tab, frame: tabBar,
                items: shownTopLevel.map { tabs[$0].spec.tabTitle } + groups.map { $0.title ?? $0.id },
                tabIds: shownTopLevel.map { tabs[$0].spec.id } + groups.map(\.id),
                floating: modernBar?.placement == .top
            ))
        }
        let placements = shown.map { index in
            (index, placement.child(frame: content, inherited: traits, context: placement.context, inHierarchy: index == selected))
        }
        node.children = layOutChildren(&tabs, placements: placements, depth: depth)
        node.selected = selectedId
    }
}

extension ControllerSpec {
    /// The title of the controller's tab bar item: its own title, else the title of a navigation
    /// controller's root, else its id.
    var tabTitle: String {
        if let title { return title }
        if case .navigation(let navigation) = kind, let root = navigation.stack.first { return root.tabTitle }
        return id
    }
}
