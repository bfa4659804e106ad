import Adaptivity

/// A presented view's edge: a soft shadow around its frame.
struct EdgeChrome: ChromeDrawing {
    let cornerRadius: Double

    func svg(for context: ChromeContext) -> String {
        var writer = SVGWriter(capacity: 400)
        SoftShadow.draw(around: context.frame, cornerRadius: cornerRadius, into: &writer)
        return writer.output
    }
}
