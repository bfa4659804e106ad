import Adaptivity

/// Body text as grey bars: a heading, then paragraphs of lines whose last line is short. Lines
/// and their spacing grow with the content size (M-T-05); in right-to-left they start at the right.
struct TextDrawing: WritingContentDrawing {
    private static let lineSpacing = 20.0
    private static let linesPerParagraph = 4
    private static let readableWidth = 640.0

    func draw(
        _ leaf: ResolvedLeaf,
        of node: ResolvedNode,
        frame leafFrame: Rect,
        safeFrame frame: Rect,
        appearance: PreviewAppearance,
        into writer: inout SVGWriter
    ) {
        let palette = appearance.palette
        let scale = appearance.contentScale
        let margin = frame.width > 500 ? 40.0 : 16.0
        let width = min(frame.width - 2 * margin, Self.readableWidth)
        guard width > 0 else { return }
        let left = frame.x + (frame.width - width) / 2
        var top = frame.y + 20
        guard top + 16 <= frame.maxY else { return }
        let column = Rect(x: left, y: frame.y, width: width, height: frame.height)
        writer.rect(appearance.mirrored(Rect(x: left, y: top, width: width * 0.6, height: 16 * scale), in: column), fill: palette.placeholder, cornerRadius: 4)
        top += 36 * scale
        let paragraphLimit = leaf.rows ?? Int.max
        var paragraph = 0
        let lineHeight = 8 * scale
        while paragraph < paragraphLimit, top + lineHeight <= frame.maxY - 12 {
            for line in 0..<Self.linesPerParagraph where top + lineHeight <= frame.maxY - 12 {
                let isLast = line == Self.linesPerParagraph - 1
                let fraction = isLast ? 0.45 + 0.1 * Double(paragraph % 3) : (line == 1 ? 0.94 : 1)
                writer.rect(appearance.mirrored(Rect(x: left, y: top, width: width * fraction, height: lineHeight), in: column), fill: palette.lightPlaceholder, cornerRadius: 4)
                top += Self.lineSpacing * scale
            }
            top += 12 * scale
            paragraph += 1
        }
    }
}
