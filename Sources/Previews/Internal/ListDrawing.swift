import Adaptivity

/// A plain table: 44 pt rows of placeholder text with inset separators, and a disclosure chevron
/// on each row only where a tap would push. Rows start below and end above the safe area's
/// insets, and their contents keep clear of its sides, as a table view insets its content. Rows
/// grow with the content size (the leaf's resolved row height under `modern`, M-T-05); in
/// right-to-left the text starts at the right, the chevron sits at the left pointing left and the
/// separators are inset from the right.
struct ListDrawing: WritingContentDrawing {
    private static let rowHeight = 44.0
    private static let inset = 15.0
    private static let textFractions = [0.55, 0.4, 0.62, 0.47, 0.35, 0.58, 0.5]

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
        let scale = appearance.contentScale
        let fitting = Int((frame.height / rowHeight).rounded(.down))
        let rows = min(leaf.rows ?? fitting, fitting)
        guard rows > 0, frame.width > 2 * Self.inset else { return }
        let showsChevron = leaf.showsDisclosureIndicators
        let textRoom = frame.width - 2 * Self.inset - (showsChevron ? 24 : 0)
        let direction = appearance.isRightToLeft ? -1.0 : 1.0
        for index in 0..<rows {
            let top = frame.y + Double(index) * rowHeight
            let middle = top + rowHeight / 2
            let row = Rect(x: frame.x, y: top, width: frame.width, height: rowHeight)
            writer.open(.row, frame: row, "disclosure", showsChevron)
            let fraction = Self.textFractions[index % Self.textFractions.count]
            let textWidth = min(textRoom, 300 * scale) * fraction
            let textHeight = 10 * scale
            writer.rect(
                appearance.mirrored(Rect(x: frame.x + Self.inset, y: middle - textHeight / 2, width: textWidth, height: textHeight), in: frame),
                fill: palette.placeholder,
                cornerRadius: textHeight / 2
            )
            if showsChevron {
                let tipX = appearance.mirrored(x: frame.maxX - Self.inset, in: frame)
                writer.polyline(
                    [
                        Point(x: tipX - direction * 6.5, y: middle - 6.5),
                        Point(x: tipX, y: middle),
                        Point(x: tipX - direction * 6.5, y: middle + 6.5),
                    ],
                    stroke: palette.separator,
                    width: 2
                )
            }
            let bottom = top + rowHeight
            let separatorStart = appearance.isRightToLeft ? leafFrame.x : frame.x + Self.inset
            let separatorEnd = appearance.isRightToLeft ? frame.maxX - Self.inset : leafFrame.maxX
            writer.line(
                from: Point(x: separatorStart, y: bottom - 0.25),
                to: Point(x: separatorEnd, y: bottom - 0.25),
                stroke: palette.separator,
                width: 0.5
            )
            writer.closeGroup()
        }
    }
}
