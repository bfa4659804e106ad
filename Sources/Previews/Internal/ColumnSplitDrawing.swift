import Adaptivity

/// A column-style split view (M-S-*): each child in the order the resolution lists it, back to
/// front, as a `column` named by its column; a divider in each gap between two tiled columns; a
/// shadow on the trailing edge of a sidebar that lies over another column (overlay and displace
/// modes). A dimmed column draws its own dimming (``NodeDrawing``).
enum ColumnSplitDrawing {
    static func draw(_ node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        let columns = node.children
        for (index, column) in columns.enumerated() {
            let covered = columns[..<index].filter { overlaps($0.frame, column.frame) }
            if !covered.isEmpty {
                drawShadow(beside: column.frame, context: context, into: &writer)
            }
            NodeDrawing.drawColumn(column, name: (column.column ?? .primary).rawValue, context: context, into: &writer)
        }
        for (index, left) in columns.enumerated() {
            for right in columns[(index + 1)...] {
                let pair = left.frame.x <= right.frame.x ? (left.frame, right.frame) : (right.frame, left.frame)
                let gap = pair.1.x - pair.0.maxX
                guard gap > -0.01, gap <= 2 else { continue }
                let divider = Rect(x: pair.0.maxX, y: node.frame.y, width: max(gap, 0.5), height: node.frame.height)
                writer.open(.divider, frame: divider)
                writer.rect(divider, fill: context.palette.barHairline)
                writer.closeGroup()
            }
        }
    }

    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX - 0.5 && b.x < a.maxX - 0.5 && a.y < b.maxY - 0.5 && b.y < a.maxY - 0.5
    }

    /// The shadow of a sidebar lying over another column, on its trailing edge.
    private static func drawShadow(beside frame: Rect, context: DrawingContext, into writer: inout SVGWriter) {
        let trailing = context.isRightToLeft
        let edge = Rect(x: trailing ? frame.x - 6 : frame.maxX, y: frame.y, width: 6, height: frame.height)
        writer.rect(edge, fill: "#000000", opacity: 0.06)
        writer.rect(Rect(x: trailing ? edge.maxX - 2 : edge.x, y: edge.y, width: 2, height: edge.height), fill: "#000000", opacity: 0.08)
    }
}
