/// Right-to-left layout (M-T-04): every horizontal position mirrored inside its parent, sizes
/// unchanged. Mirroring each frame inside a parent that is itself mirrored is mirroring it inside
/// the window, so the window's width is the one axis needed.
struct Mirroring: Sendable {
    /// The window's width.
    var width: Double

    /// `rect` mirrored: x' = W - x - w.
    func rect(_ rect: Rect) -> Rect {
        Rect(x: width - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
    }

    /// `node` and its subtree mirrored: frames, dividers, bars, search fields and the sidebar.
    func node(_ node: ResolvedNode) -> ResolvedNode {
        var node = node
        node.frame = rect(node.frame)
        node.divider = node.divider.map(rect)
        node.bars = node.bars.map { bar in
            var bar = bar
            bar.frame = rect(bar.frame)
            bar.searchField = bar.searchField.map(rect)
            return bar
        }
        if let sidebar = node.sidebar?.frame { node.sidebar?.frame = rect(sidebar) }
        node.children = node.children.map(self.node)
        return node
    }

    /// `presentation` mirrored, its popover arrow pointing the other way left and right.
    func presentation(_ presentation: ResolvedPresentation) -> ResolvedPresentation {
        var presentation = presentation
        presentation.frame = rect(presentation.frame)
        presentation.sourceFrame = presentation.sourceFrame.map(rect)
        presentation.root = node(presentation.root)
        presentation.arrow = switch presentation.arrow {
        case .left: .right
        case .right: .left
        default: presentation.arrow
        }
        return presentation
    }
}
