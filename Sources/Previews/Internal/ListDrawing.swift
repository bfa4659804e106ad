import Adaptivity

/// A plain table: 44 pt rows of placeholder text with inset separators, and a disclosure chevron
/// on each row only where a tap would push. Rows start below and end above the safe area's
/// insets, and their contents keep clear of its sides, as a table view insets its content.
struct ListDrawing: WritingContentDrawing {
    private static let rowHeight = 44.0
    private static let inset = 15.0
    private static let textFractions = [0.55, 0.4, 0.62, 0.47, 0.35, 0.58, 0.5]

    func draw(_ context: ContentContext, into writer: inout SVGWriter) {
        let frame = context.safeFrame
        let palette = context.palette
        let fitting = Int((frame.height / Self.rowHeight).rounded(.down))
        let rows = min(context.leaf.rows ?? fitting, fitting)
        guard rows > 0, frame.width > 2 * Self.inset else { return }
        let showsChevron = context.leaf.showsDisclosureIndicators
        let textRoom = frame.width - 2 * Self.inset - (showsChevron ? 24 : 0)
        for index in 0..<rows {
            let top = frame.y + Double(index) * Self.rowHeight
            let middle = top + Self.rowHeight / 2
            let row = Rect(x: frame.x, y: top, width: frame.width, height: Self.rowHeight)
            writer.open(DrawingElement(.row, frame: row, attributes: [("disclosure", showsChevron ? "true" : "false")]))
            let fraction = Self.textFractions[index % Self.textFractions.count]
            let textWidth = min(textRoom, 300) * fraction
            writer.rect(
                Rect(x: frame.x + Self.inset, y: middle - 5, width: textWidth, height: 10),
                fill: palette.placeholder,
                cornerRadius: 5
            )
            if showsChevron {
                let tipX = frame.maxX - Self.inset
                writer.polyline(
                    [Point(x: tipX - 6.5, y: middle - 6.5), Point(x: tipX, y: middle), Point(x: tipX - 6.5, y: middle + 6.5)],
                    stroke: palette.separator,
                    width: 2
                )
            }
            let bottom = top + Self.rowHeight
            writer.line(
                from: Point(x: frame.x + Self.inset, y: bottom - 0.25),
                to: Point(x: context.frame.maxX, y: bottom - 0.25),
                stroke: palette.separator,
                width: 0.5
            )
            writer.closeGroup()
        }
    }
}
