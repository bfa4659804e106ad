import Adaptivity

/// Draws a resolution as a standalone SVG wireframe.
public struct PreviewRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The SVG document of `resolution`, titled `title`.
    public func svg(for resolution: Resolution, title: String, description: String) -> String {
        let environment = resolution.environment
        return """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(environment.width) \(environment.height)"><title>\(title)</title></svg>
        """
    }
}
