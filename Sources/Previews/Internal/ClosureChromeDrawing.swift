/// A chrome drawing made from a closure.
struct ClosureChromeDrawing: ChromeDrawing {
    let cornerRadius: Double
    let draw: @Sendable (ChromeContext) -> String

    func svg(for context: ChromeContext) -> String { draw(context) }
}
