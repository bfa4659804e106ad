import Adaptivity

/// Body text as grey bars: a heading, then paragraphs of lines whose last line is short.
struct TextDrawing: WritingContentDrawing {
    private static let lineSpacing = 20.0
    private static let linesPerParagraph = 4
    private static let readableWidth = 640.0

    func draw(_ context: ContentContext, into writer: inout SVGWriter) {
        let frame = context.safeFrame
        let palette = context.palette
        let margin = frame.width > 500 ? 40.0 : 16.0
        let width = min(frame.width - 2 * margin, Self.readableWidth)
        guard width > 0 else { return }
        let left = frame.x + (frame.width - width) / 2
        var top = frame.y + 20
        guard top + 16 <= frame.maxY else { return }
        writer.rect(Rect(x: left, y: top, width: width * 0.6, height: 16), fill: palette.placeholder, cornerRadius: 4)
        top += 36
        let paragraphLimit = context.leaf.rows ?? Int.max
        var paragraph = 0
        while paragraph < paragraphLimit, top + 8 <= frame.maxY - 12 {
            for line in 0..<Self.linesPerParagraph where top + 8 <= frame.maxY - 12 {
                let isLast = line == Self.linesPerParagraph - 1
                let fraction = isLast ? 0.45 + 0.1 * Double(paragraph % 3) : (line == 1 ? 0.94 : 1)
                writer.rect(Rect(x: left, y: top, width: width * fraction, height: 8), fill: palette.lightPlaceholder, cornerRadius: 4)
                top += Self.lineSpacing
            }
            top += 12
            paragraph += 1
        }
    }
}
