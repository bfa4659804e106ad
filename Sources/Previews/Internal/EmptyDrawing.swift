import Adaptivity

/// A view with nothing but its title, centered in grey, as "No Conversation Selected".
struct EmptyDrawing: WritingContentDrawing {
    func draw(
        _ leaf: ResolvedLeaf,
        of node: ResolvedNode,
        frame: Rect,
        safeFrame: Rect,
        appearance: PreviewAppearance,
        into writer: inout SVGWriter
    ) {
        guard let title = node.title else { return }
        let fontSize = frame.width >= 400 ? 20.0 : 17.0
        let fitted = SVGText.truncate(title, toWidth: frame.width - 40, fontSize: fontSize)
        writer.text(fitted, center: frame.center, fontSize: fontSize, fill: appearance.palette.secondaryText)
    }
}
