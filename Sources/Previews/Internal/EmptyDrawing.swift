import Adaptivity

/// A view with nothing but its title, centered in grey, as "No Conversation Selected".
struct EmptyDrawing: WritingContentDrawing {
    func draw(_ context: ContentContext, into writer: inout SVGWriter) {
        guard let title = context.node.title else { return }
        let fontSize = context.frame.width >= 400 ? 20.0 : 17.0
        let fitted = SVGText.truncate(title, toWidth: context.frame.width - 40, fontSize: fontSize)
        writer.text(fitted, center: context.frame.center, fontSize: fontSize, fill: context.palette.secondaryText)
    }
}
