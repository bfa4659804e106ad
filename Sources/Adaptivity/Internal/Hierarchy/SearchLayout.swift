extension HierarchyLayout {
    /// A search controller: its search bar at the top, where a navigation bar would be (SC-02,
    /// W14-228: "the search bar takes the nav bar's place"), and the results controller under it.
    mutating func layOutSearch(
        _ spec: ControllerSpec,
        results: inout LiveController?,
        traits: TraitCollection,
        placement: Placement,
        depth: Int,
        into node: inout ResolvedNode
    ) {
        let frame = placement.frame
        let barHeight = traits.vertical == .compact ? behavior.compactHeightNavigationBarHeight : behavior.navigationBarHeight
        let bar = Rect(x: frame.x, y: frame.y + placement.insets.top, width: frame.width, height: barHeight)
        node.bars = [ResolvedBar(kind: .search, frame: bar, title: spec.title)]
        guard let live = results else { return }
        let content = Rect(x: frame.x, y: bar.maxY, width: frame.width, height: max(0, frame.maxY - bar.maxY))
        var children = [live]
        node.children = layOutChildren(&children, placements: [(0, placement.child(frame: content, inherited: traits, context: placement.context))], depth: depth)
        results = children[0]
    }
}
