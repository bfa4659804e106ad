import Adaptivity

/// Draws the contents of a leaf view whose `content` kind it is registered for.
public protocol ContentDrawing: Sendable {
    /// SVG fragment text (elements only, in window coordinates) that fills `context.frame`.
    /// Text in it must be escaped with ``SVGText/escape(_:)``.
    func svg(for context: ContentContext) -> String
}

/// What a content drawing draws: the leaf and where it is.
public struct ContentContext: Sendable {
    /// The leaf's frame in window coordinates: the content area between its bars.
    public var frame: Rect
    /// The leaf's description.
    public var leaf: ResolvedLeaf
    /// The leaf's node, for its id and title.
    public var node: ResolvedNode
    /// The environment the resolution is in.
    public var environment: Environment
    /// The colors to draw with.
    public var palette: PreviewPalette

    /// Creates a content context.
    public init(frame: Rect, leaf: ResolvedLeaf, node: ResolvedNode, environment: Environment, palette: PreviewPalette) {
        self.frame = frame
        self.leaf = leaf
        self.node = node
        self.environment = environment
        self.palette = palette
    }
}
