/// A built-in content drawing that writes straight into the document; as a ``ContentDrawing`` it
/// returns the same elements as text.
protocol WritingContentDrawing: ContentDrawing {
    func draw(_ context: ContentContext, into writer: inout SVGWriter)
}

extension WritingContentDrawing {
    func svg(for context: ContentContext) -> String {
        var writer = SVGWriter(capacity: 1_024)
        draw(context, into: &writer)
        return writer.output
    }
}
