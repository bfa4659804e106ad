import Adaptivity

/// What a leaf shows when no drawing is registered for its content kind: a dashed frame naming the
/// kind, so a missing plugin is visible rather than blank.
struct UnknownContentDrawing: WritingContentDrawing {
    func draw(_ context: ContentContext, into writer: inout SVGWriter) {
        let frame = context.frame.insetBy(dx: 12, dy: 12)
        writer.rect(frame, fill: "none", cornerRadius: 6, stroke: context.palette.separator, strokeWidth: 1.5, dashed: true)
        let label = SVGText.truncate(context.leaf.content, toWidth: frame.width - 16, fontSize: 13)
        writer.text(label, center: frame.center, fontSize: 13, fill: context.palette.secondaryText)
    }
}
