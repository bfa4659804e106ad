import Adaptivity

/// Draws the chrome of a custom presentation (its edge, shadow or handle) behind the presented
/// content. Dimming is not chrome: the renderer dims whenever the presentation is `dimmed`.
public protocol ChromeDrawing: Sendable {
    /// The corner radius the presented content is clipped to; 0 for square corners.
    var cornerRadius: Double { get }

    /// SVG fragment text (elements only, in window coordinates) drawn under the presented content.
    /// Text in it must be escaped with ``SVGText/escape(_:)``.
    func svg(for context: ChromeContext) -> String
}

extension ChromeDrawing {
    /// Square corners.
    public var cornerRadius: Double { 0 }
}

/// What a chrome drawing decorates: the presentation and its frame.
public struct ChromeContext: Sendable {
    /// The presented view's frame in window coordinates.
    public var frame: Rect
    /// The presentation.
    public var presentation: ResolvedPresentation
    /// The environment the resolution is in.
    public var environment: Environment
    /// The colors to draw with.
    public var palette: PreviewPalette
    /// The text size and writing direction to draw with (its palette is ``palette``).
    public var appearance: PreviewAppearance

    /// Creates a chrome context.
    public init(frame: Rect, presentation: ResolvedPresentation, environment: Environment, palette: PreviewPalette, appearance: PreviewAppearance = .standard) {
        self.frame = frame
        self.presentation = presentation
        self.environment = environment
        self.palette = palette
        self.appearance = appearance
    }
}
