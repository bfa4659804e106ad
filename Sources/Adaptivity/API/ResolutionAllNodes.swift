extension Resolution {
    /// Every node of the window's hierarchy, then of each presented hierarchy in presentation
    /// order, each tree depth first with a parent before its children.
    public var allNodes: [ResolvedNode] {
        var found: [ResolvedNode] = []
        forEachNode { found.append($0) }
        return found
    }

    /// Calls `body` with every node, in the order of `allNodes`, without copying the nodes into
    /// an array.
    public func forEachNode(_ body: (ResolvedNode) throws -> Void) rethrows {
        func walk(_ node: ResolvedNode) throws {
            try body(node)
            for child in node.children {
                try walk(child)
            }
        }
        try walk(root)
        for presentation in presentations {
            try walk(presentation.root)
        }
    }
}
