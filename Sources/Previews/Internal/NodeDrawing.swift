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
    /// not-a-number extent. A built-in drawing borrows the context's parts; a plugin's gets them
    /// in a ``ContentContext`` of its own.
    private static func drawLeaf(_ leaf: ResolvedLeaf, of node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        let frame = node.frame
        guard isSane(frame.x), isSane(frame.y), isSane(frame.width), isSane(frame.height) else { return }
        writer.open(.leaf, frame: frame, "node", node.id, "content", leaf.content)
        defer { writer.closeGroup() }
        writer.rect(frame, fill: context.appearance.palette.background)
        let safeFrame = frame.intersection(context.safeRect)
        if let writing = context.drawings.writingDrawing(for: leaf.content) {
            writing.draw(
                leaf,
                of: node,
                frame: frame,
                safeFrame: safeFrame,
                appearance: context.appearance,
                into: &writer
            )
        } else if let drawing = context.drawings.contentDrawing(for: leaf.content) {
            writer.append(drawing.svg(for: contentContext(for: leaf, of: node, safeFrame: safeFrame, context: context)))
        } else {
            UnknownContentDrawing().draw(
                leaf,
                of: node,
                frame: frame,
                safeFrame: safeFrame,
                appearance: context.appearance,
                into: &writer
            )
        }
    }

    /// The context a plugin's content drawing gets, made only for one: copying the palette and the
    /// appearance into it costs more than a built-in drawing's whole leaf.
    @inline(never)
    private static func contentContext(for leaf: ResolvedLeaf, of node: ResolvedNode, safeFrame: Rect, context: DrawingContext) -> ContentContext {
        ContentContext(
            frame: node.frame,
            safeFrame: safeFrame,
            leaf: leaf,
            node: node,
            environment: context.environment,
            palette: context.palette,
            appearance: context.appearance
        )
    }

    /// Whether `value` is finite and at most 100,000 points from zero.
    private static func isSane(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= 100_000
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
