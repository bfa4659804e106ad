extension HierarchyLayout {
    /// A container kind registered by a plugin: its `ContainerBehavior` says which children show,
    /// where (in the container's coordinates) and with which trait overrides (T-06), and whether
    /// it is collapsed. An unregistered kind is reported and its first child fills it.
    mutating func layOutCustom(
        _ spec: ControllerSpec,
        children: inout [LiveController],
        traits: TraitCollection,
        placement: Placement,
        depth: Int,
        into node: inout ResolvedNode
    ) {
        guard case .custom(let custom) = spec.kind else { return }
        let frame = placement.frame
        let layout: ContainerLayout
        if let container = extensions.containers[custom.kind] {
            layout = container.layout(ContainerLayoutInput(
                id: spec.id,
                children: children.map(\.spec),
                attributes: custom.attributes,
                bounds: Rect(size: frame.size),
                traits: traits
            ))
        } else {
            problems.append(.unknownContainerKind(custom.kind, known: Array(extensions.containers.keys), controller: spec))
            layout = ContainerLayout(children: children.isEmpty ? [] : [ContainerChildPlacement(index: 0, frame: Rect(size: frame.size))])
        }
        var placed: Set<Int> = []
        var placements: [(index: Int, placement: Placement)] = []
        for child in layout.children {
            guard children.indices.contains(child.index) else {
                problems.append(.containerChildOutOfRange(kind: custom.kind, index: child.index, controller: spec))
                continue
            }
            guard placed.insert(child.index).inserted else { continue }
            let childFrame = Rect(x: frame.x + child.frame.x, y: frame.y + child.frame.y, width: child.frame.width, height: child.frame.height)
            placements.append((child.index, placement.child(
                frame: childFrame, inherited: traits.overridden(by: child.traitOverride), context: placement.context
            )))
        }
        node.children = layOutChildren(&children, placements: placements, depth: depth)
        node.collapsed = layout.collapsed
    }
}
