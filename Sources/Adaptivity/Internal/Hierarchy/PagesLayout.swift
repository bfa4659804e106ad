extension HierarchyLayout {
    /// A page-curl page view controller: the spine (PG-01; `automatic` per the behavior, PG-03),
    /// one page filling it at spine min or max, two side by side at spine mid (PG-02: an even
    /// current index shows it with the next page, an odd one with the previous page).
    mutating func layOutPages(
        _ spec: ControllerSpec,
        pages: inout [LiveController],
        traits: TraitCollection,
        placement: Placement,
        depth: Int,
        into node: inout ResolvedNode
    ) {
        guard case .pages(let pagesSpec) = spec.kind else { return }
        let frame = placement.frame
        for index in pages.indices {
            let childTraits = self.traits(of: pages[index].spec, inherited: traits, size: frame.size)
            decide(&pages[index], traits: childTraits, frame: frame)
        }
        let shown = pages.indices.filter { !pages[$0].state.isUndecided }
        var spine = pagesSpec.spine == .automatic ? behavior.automaticSpine.spine(for: frame.size, idiom: environment.idiom) : pagesSpec.spine
        if spine == .mid, shown.count < 2 {
            if pagesSpec.spine == .mid { problems.append(.spineMidNeedsTwoPages(controller: spec)) }
            spine = .min
        }
        let current = shown.firstIndex(of: pagesSpec.currentIndex) ?? 0
        var visible: [Int] = []
        if !shown.isEmpty {
            if spine == .mid {
                let start = min(current.isMultiple(of: 2) ? current : current - 1, shown.count - 2)
                visible = [shown[start], shown[start + 1]]
            } else {
                visible = [shown[current]]
            }
        }
        let half = frame.width / 2
        let placements = shown.map { index in
            let side = visible.count == 2 && index == visible[1] ? half : 0
            let pageFrame = visible.count == 2 ? Rect(x: frame.x + side, y: frame.y, width: half, height: frame.height) : frame
            return (index, placement.child(frame: pageFrame, inherited: traits, context: placement.context, inHierarchy: visible.contains(index)))
        }
        node.children = layOutChildren(&pages, placements: placements, depth: depth)
        node.spine = spine
        node.visiblePages = node.children.map(\.id)
    }
}
