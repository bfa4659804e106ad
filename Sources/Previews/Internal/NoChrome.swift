/// No chrome at all: the presented content alone.
struct NoChrome: ChromeDrawing {
    func svg(for context: ChromeContext) -> String { "" }
}
