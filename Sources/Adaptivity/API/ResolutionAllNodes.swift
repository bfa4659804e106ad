extension Resolution {
    /// Every node of the window's hierarchy, then of each presented hierarchy in presentation
    /// order, each tree depth first with a parent before its children.
    public var allNodes: [ResolvedNode] {
        var found: [ResolvedNode] = []
        func walk(_ node: ResolvedNode) {
            found.append(node)
            node.children.forEach(walk)
        }
        walk(root)
        presentations.forEach { walk($0.root) }
        return found
    }
}
