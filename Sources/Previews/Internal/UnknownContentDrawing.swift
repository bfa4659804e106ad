import Adaptivity

/// What a leaf shows when no drawing is registered for its content kind: a dashed frame naming the
/// kind, so a missing plugin is visible rather than blank.
struct UnknownContentDrawing: WritingContentDrawing {
    func draw(
        _ leaf: ResolvedLeaf,
        of node: ResolvedNode,
        frame leafFrame: Rect,
        safeFrame: Rect,
        appearance: PreviewAppearance,
        into writer: inout SVGWriter
    ) {
        let palette = appearance.palette
        let frame = leafFrame.insetBy(dx: 12, dy: 12)
        writer.rect(frame, fill: "none", cornerRadius: 6, stroke: palette.separator, strokeWidth: 1.5, dashed: true)
        let label = SVGText.truncate(leaf.content, toWidth: frame.width - 16, fontSize: 13)
        writer.text(label, center: frame.center, fontSize: 13, fill: palette.secondaryText)
    }
}
