extension ResolvedNode {
    /// The ids of the leaf views in this subtree, back to front.
    var visibleLeaves: [String] {
        guard children.isEmpty else { return children.flatMap(\.visibleLeaves) }
        return leaf != nil || alert != nil || kind == "search" ? [id] : []
    }

    /// Removes the children of the node `id` in this subtree, as a presentation that covers its
    /// view removes them from the view hierarchy; returns the ids of the leaves covered, or nil
    /// when the subtree has no such node.
    mutating func cover(_ id: String) -> [String]? {
        if self.id == id {
            let covered = visibleLeaves
            children = []
            return covered
        }
        for index in children.indices {
            if let covered = children[index].cover(id) { return covered }
        }
        return nil
    }
}
