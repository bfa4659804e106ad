import Adaptivity

/// Draws a node and, depth first, the children in its view hierarchy, then its bars over them.
enum NodeDrawing {
    /// A search controller without a results controller is transparent: its leaf group is empty,
    /// so the dimmed context shows through.
    static func draw(_ node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        if let alert = node.alert {
            AlertDrawing.drawAlert(alert, node: node.id, title: node.title, in: node.frame, context: context, into: &writer)
            return
        }
        if let leaf = node.leaf {
            drawLeaf(leaf, of: node, context: context, into: &writer)
        } else if node.children.isEmpty, node.kind == "search" {
            writer.open(.leaf, frame: node.frame, "node", node.id, "content", "none")
            writer.closeGroup()
        } else if node.children.isEmpty {
            drawLeaf(ResolvedLeaf(content: "empty"), of: node, context: context, into: &writer)
        }
        switch node.kind {
        case "split" where node.style == .doubleColumn || node.style == .tripleColumn:
            ColumnSplitDrawing.draw(node, context: context, into: &writer)
        case "split":
            drawSplit(node, context: context, into: &writer)
        case "pages":
            drawPages(node, context: context, into: &writer)
        default:
            for child in node.children {
                draw(child, context: context, into: &writer)
            }
        }
        if let sidebar = node.sidebar {
            SidebarDrawing.draw(sidebar, of: node, context: context, into: &writer)
        }
        for bar in node.bars {
            BarDrawing.draw(bar, of: node, context: context, into: &writer)
        }
        if node.dimmed == true {
            drawDimming(over: node, context: context, into: &writer)
        }
    }

    /// The dimming view over a node that sidebars overlay or displace (M-S-04).
    static func drawDimming(over node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        writer.open(.dimming, frame: node.frame, "node", node.id)
        writer.rect(node.frame, fill: "#000000", opacity: 0.2)
        writer.closeGroup()
    }

    /// Contents are drawn only in frames of a sane size, so no drawing meets an infinite or
    /// not-a-number extent.
    private static func drawLeaf(_ leaf: ResolvedLeaf, of node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        let frame = node.frame
        let largest = 100_000.0
        guard [frame.x, frame.y, frame.width, frame.height].allSatisfy({ $0.isFinite && abs($0) <= largest }) else { return }
        writer.open(.leaf, frame: frame, "node", node.id, "content", leaf.content)
        defer { writer.closeGroup() }
        writer.rect(node.frame, fill: context.palette.background)
        let content = ContentContext(
            frame: node.frame,
            safeFrame: node.frame.intersection(context.safeRect),
            leaf: leaf,
            node: node,
            environment: context.environment,
            palette: context.palette,
            appearance: context.appearance
        )
        if let writing = context.drawings.writingDrawing(for: leaf.content) {
            writing.draw(content, into: &writer)
        } else if let drawing = context.drawings.contentDrawing(for: leaf.content) {
            writer.append(drawing.svg(for: content))
        } else {
            UnknownContentDrawing().draw(content, into: &writer)
        }
    }

    /// Side by side columns with the divider between them, wherever the frames put them (the
    /// primary at the right in right-to-left); in `primaryOverlay` the children come back to front,
    /// the secondary then the primary, which lies over it with a shadow on its trailing edge.
    private static func drawSplit(_ node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        let columns = node.children
        guard node.collapsed != true, columns.count == 2 else {
            for child in columns { draw(child, context: context, into: &writer) }
            return
        }
        if node.displayMode == .primaryOverlay {
            let secondary = columns[0]
            let primary = columns[1]
            drawColumn(secondary, name: "secondary", context: context, into: &writer)
            let trailing = context.isRightToLeft
            let edge = Rect(x: trailing ? primary.frame.x - 6 : primary.frame.maxX, y: primary.frame.y, width: 6, height: primary.frame.height)
            writer.rect(edge, fill: "#000000", opacity: 0.06)
            writer.rect(Rect(x: trailing ? edge.maxX - 2 : edge.x, y: edge.y, width: 2, height: edge.height), fill: "#000000", opacity: 0.08)
            drawColumn(primary, name: "primary", context: context, into: &writer)
            return
        }
        let primary = columns[0]
        let secondary = columns[1]
        drawColumn(primary, name: "primary", context: context, into: &writer)
        drawColumn(secondary, name: "secondary", context: context, into: &writer)
        let (leftColumn, rightColumn) = primary.frame.x <= secondary.frame.x ? (primary, secondary) : (secondary, primary)
        let gap = rightColumn.frame.x - leftColumn.frame.maxX
        let divider = Rect(x: leftColumn.frame.maxX - (gap >= 0.5 ? 0 : 0.5), y: node.frame.y, width: max(gap, 1), height: node.frame.height)
        writer.open(.divider, frame: divider)
        writer.rect(divider, fill: context.palette.barHairline)
        writer.closeGroup()
    }

    static func drawColumn(_ column: ResolvedNode, name: String, context: DrawingContext, into writer: inout SVGWriter) {
        writer.open(.column, frame: column.frame, "node", column.id, "column", name)
        draw(column, context: context, into: &writer)
        writer.closeGroup()
    }

    /// The visible pages, with a shaded spine between the two pages of a spread (spine `mid`) or
    /// along the bound edge of a single page.
    private static func drawPages(_ node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        for child in node.children {
            draw(child, context: context, into: &writer)
        }
        let frame = node.frame
        switch node.spine {
        case .mid where node.children.count >= 2:
            let spineX = node.children[0].frame.maxX
            writer.rect(Rect(x: spineX - 16, y: frame.y, width: 16, height: frame.height), fill: "#000000", opacity: 0.04)
            writer.rect(Rect(x: spineX - 5, y: frame.y, width: 5, height: frame.height), fill: "#000000", opacity: 0.05)
            writer.rect(Rect(x: spineX, y: frame.y, width: 8, height: frame.height), fill: "#000000", opacity: 0.05)
            writer.line(from: Point(x: spineX, y: frame.y), to: Point(x: spineX, y: frame.maxY), stroke: "#9a9aa0", width: 1)
        case .min:
            writer.rect(Rect(x: frame.x, y: frame.y, width: 6, height: frame.height), fill: "#000000", opacity: 0.05)
        case .max:
            writer.rect(Rect(x: frame.maxX - 6, y: frame.y, width: 6, height: frame.height), fill: "#000000", opacity: 0.05)
        default:
            return
        }
    }
}
