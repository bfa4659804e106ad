import Adaptivity

/// A modern sheet (M-SH-*): a card attached to the bottom edge with only its top corners rounded
/// (compact width, or edge-attached in compact height), or a floating sheet with every corner
/// rounded (iPad); the corner radius is the behavior's; the grabber, when shown, is a
/// `sheet-grabber` capsule centred at the top.
enum SheetDrawing {
    static let grabberSize = Size(width: 36, height: 5)
    static let grabberTopInset = 5.0

    static func draw(_ presentation: ResolvedPresentation, context: DrawingContext, into writer: inout SVGWriter) {
        let frame = presentation.frame
        let radius = presentation.sheet?.cornerRadius ?? 0
        if radius > 0 {
            SoftShadow.draw(around: frame, cornerRadius: radius, into: &writer)
        }
        PresentationDrawing.drawContent(presentation.root, in: clipFrame(of: frame, context: context), cornerRadius: radius, context: context, into: &writer)
        if presentation.sheet?.grabber == true {
            drawGrabber(on: frame, context: context, into: &writer)
        }
    }

    /// A card that reaches the window's bottom is clipped to a frame running past it, so only its
    /// top corners are rounded.
    private static func clipFrame(of frame: Rect, context: DrawingContext) -> Rect {
        let bottom = context.environment.height
        guard abs(frame.maxY - bottom) < 0.5 else { return frame }
        return Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height + 40)
    }

    static func grabberFrame(on frame: Rect) -> Rect {
        Rect(x: frame.midX - grabberSize.width / 2, y: frame.y + grabberTopInset, width: grabberSize.width, height: grabberSize.height)
    }

    static func drawGrabber(on frame: Rect, context: DrawingContext, into writer: inout SVGWriter) {
        let grabber = grabberFrame(on: frame)
        writer.open(.sheetGrabber, frame: grabber)
        writer.rect(grabber, fill: context.palette.grabber, cornerRadius: grabber.height / 2)
        writer.closeGroup()
    }
}
