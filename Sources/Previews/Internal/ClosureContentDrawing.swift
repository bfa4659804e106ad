/// A content drawing made from a closure.
struct ClosureContentDrawing: ContentDrawing {
    let draw: @Sendable (ContentContext) -> String

    func svg(for context: ContentContext) -> String { draw(context) }
}
