import Adaptivity

/// A framed picture placeholder with the mountain and sun glyph.
struct ImageDrawing: WritingContentDrawing {
    func draw(
        _ leaf: ResolvedLeaf,
        of node: ResolvedNode,
        frame leafFrame: Rect,
        safeFrame: Rect,
        appearance: PreviewAppearance,
        into writer: inout SVGWriter
    ) {
        let palette = appearance.palette
        let margin = min(16, min(leafFrame.width, leafFrame.height) / 8)
        let frame = leafFrame.insetBy(dx: margin, dy: margin)
        guard frame.width > 0, frame.height > 0 else { return }
        writer.rect(frame, fill: palette.imageBackground, cornerRadius: 6, stroke: palette.placeholder, strokeWidth: 1)
        let side = min(min(frame.width, frame.height) * 0.4, 160)
        let glyph = Rect(x: frame.midX - side / 2, y: frame.midY - side * 0.4, width: side, height: side * 0.8)
        writer.circle(
            center: Point(x: glyph.x + glyph.width * 0.74, y: glyph.y + glyph.height * 0.2),
            radius: side * 0.1,
            fill: palette.placeholder
        )
        writer.polygon(
            [
                Point(x: glyph.x, y: glyph.maxY),
                Point(x: glyph.x + glyph.width * 0.36, y: glyph.y + glyph.height * 0.3),
                Point(x: glyph.x + glyph.width * 0.58, y: glyph.y + glyph.height * 0.62),
                Point(x: glyph.x + glyph.width * 0.72, y: glyph.y + glyph.height * 0.46),
                Point(x: glyph.maxX, y: glyph.maxY),
            ],
            fill: palette.separator
        )
    }
}
