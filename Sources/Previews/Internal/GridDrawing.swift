import Adaptivity

/// A collection of square thumbnails with 2 pt gutters, as the Photos grid.
struct GridDrawing: WritingContentDrawing {
    private static let gutter = 2.0
    private static let targetSide = 95.0

    func draw(
        _ leaf: ResolvedLeaf,
        of node: ResolvedNode,
        frame leafFrame: Rect,
        safeFrame frame: Rect,
        appearance: PreviewAppearance,
        into writer: inout SVGWriter
    ) {
        let palette = appearance.palette
        let columns = max(3, Int((frame.width / Self.targetSide).rounded(.down)))
        let side = (frame.width - Self.gutter * Double(columns + 1)) / Double(columns)
        guard side > 0 else { return }
        let fittingRows = Int(((frame.height - Self.gutter) / (side + Self.gutter)).rounded(.down))
        let count = min(leaf.rows ?? fittingRows * columns, fittingRows * columns)
        let shades = [palette.placeholder, palette.lightPlaceholder, palette.separator, palette.lightPlaceholder]
        for index in 0..<max(0, count) {
            let column = index % columns
            let row = index / columns
            let cell = Rect(
                x: frame.x + Self.gutter + Double(column) * (side + Self.gutter),
                y: frame.y + Self.gutter + Double(row) * (side + Self.gutter),
                width: side,
                height: side
            )
            writer.rect(cell, fill: shades[(index * 3 + row) % shades.count])
        }
    }
}
