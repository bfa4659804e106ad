import Adaptivity

/// A grouped form: sections of label and field rows on the grouped background. Rows grow with
/// the content size (M-T-05); in right-to-left the labels sit at the right, the fields at the left.
struct FormDrawing: WritingContentDrawing {
    private static let rowHeight = 44.0
    private static let sectionGap = 35.0
    private static let rowsPerSection = 3
    private static let inset = 15.0
    private static let labelWidths = [64.0, 82.0, 56.0, 74.0]

    func draw(
        _ leaf: ResolvedLeaf,
        of node: ResolvedNode,
        frame leafFrame: Rect,
        safeFrame frame: Rect,
        appearance: PreviewAppearance,
        into writer: inout SVGWriter
    ) {
        let palette = appearance.palette
        let rowHeight = leaf.rowHeight ?? appearance.rowHeight(standard: Self.rowHeight)
        writer.rect(leafFrame, fill: palette.groupedBackground)
        let rowLimit = leaf.rows ?? Int.max
        let labelColumn = min(120, frame.width * 0.35)
        var top = frame.y + Self.sectionGap
        var drawn = 0
        while drawn < rowLimit, top + rowHeight <= frame.maxY {
            let sectionRows = min(Self.rowsPerSection, rowLimit - drawn, Int(((frame.maxY - top) / rowHeight).rounded(.down)))
            let section = Rect(x: frame.x, y: top, width: frame.width, height: Double(sectionRows) * rowHeight)
            writer.rect(section, fill: palette.groupedCell)
            for row in 0..<sectionRows {
                let rowTop = top + Double(row) * rowHeight
                let middle = rowTop + rowHeight / 2
                let labelWidth = min(Self.labelWidths[(drawn + row) % Self.labelWidths.count], labelColumn - Self.inset - 8)
                writer.rect(
                    appearance.mirrored(Rect(x: frame.x + Self.inset, y: middle - 4.5, width: labelWidth, height: 9), in: frame),
                    fill: palette.placeholder,
                    cornerRadius: 4.5
                )
                let fieldLeft = frame.x + labelColumn
                let field = appearance.mirrored(Rect(x: fieldLeft, y: middle - 14, width: frame.maxX - Self.inset - fieldLeft, height: 28), in: frame)
                writer.rect(field, fill: palette.groupedCell, cornerRadius: 5, stroke: palette.lightPlaceholder, strokeWidth: 1)
                writer.rect(
                    appearance.mirrored(Rect(x: field.x + 8, y: middle - 3.5, width: min(field.width * 0.45, 120), height: 7), in: field),
                    fill: palette.lightPlaceholder,
                    cornerRadius: 3.5
                )
                if row < sectionRows - 1 {
                    let bottom = rowTop + rowHeight - 0.25
                    let start = appearance.isRightToLeft ? frame.x : frame.x + Self.inset
                    let end = appearance.isRightToLeft ? frame.maxX - Self.inset : frame.maxX
                    writer.line(from: Point(x: start, y: bottom), to: Point(x: end, y: bottom), stroke: palette.separator, width: 0.5)
                }
            }
            writer.line(from: Point(x: frame.x, y: top + 0.25), to: Point(x: frame.maxX, y: top + 0.25), stroke: palette.separator, width: 0.5)
            writer.line(from: Point(x: frame.x, y: section.maxY - 0.25), to: Point(x: frame.maxX, y: section.maxY - 0.25), stroke: palette.separator, width: 0.5)
            drawn += sectionRows
            top = section.maxY + Self.sectionGap
        }
    }
}
