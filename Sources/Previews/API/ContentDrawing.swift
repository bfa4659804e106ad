import Adaptivity

/// Draws the contents of a leaf view whose `content` kind it is registered for.
///
/// The renderer wraps the result in the leaf's `data-role="leaf"` group of the drawing contract;
/// a drawing that shows UIKit objects of its own (rows, say) wraps each with ``DrawingElement``,
/// and keeps text and controls inside ``ContentContext/safeFrame``.
public protocol ContentDrawing: Sendable {
    /// SVG fragment text (elements only, in window coordinates) that fills `context.frame`.
    /// Text in it must be escaped with ``SVGText/escape(_:)``.
    func svg(for context: ContentContext) -> String
}

/// What a content drawing draws: the leaf and where it is.
public struct ContentContext: Sendable {
    /// The leaf's frame in window coordinates: the content area between its bars.
    public var frame: Rect
    /// The part of `frame` inside the window's safe area, where rows, text and controls go, as a
    /// scroll view insets its content (backgrounds still fill `frame`).
    public var safeFrame: Rect
    /// The leaf's description.
    public var leaf: ResolvedLeaf
    /// The leaf's node, for its id and title.
    public var node: ResolvedNode
    /// The environment the resolution is in.
    public var environment: Environment
    /// The colors to draw with.
    public var palette: PreviewPalette
    /// The text size and writing direction to draw with (its palette is ``palette``).
    public var appearance: PreviewAppearance

    /// Creates a content context; `safeFrame` defaults to `frame` cut to the environment's safe area.
    public init(
        frame: Rect,
        safeFrame: Rect? = nil,
        leaf: ResolvedLeaf,
        node: ResolvedNode,
        environment: Environment,
        palette: PreviewPalette,
        appearance: PreviewAppearance = .standard
    ) {
        self.frame = frame
        self.safeFrame = safeFrame ?? frame.intersection(environment.safeArea.inset(environment.bounds))
        self.leaf = leaf
        self.node = node
        self.environment = environment
        self.palette = palette
        self.appearance = appearance
    }

    /// `body` wrapped in the contract group of `role` (DESIGN.md section 5.1), e.g.
    /// `context.element(.row, frame: row, attributes: [("disclosure", "false")], body: svg)`.
    public func element(_ role: DrawingRole, frame: Rect, attributes: [(String, String)] = [], body: String) -> String {
        DrawingElement(role, frame: frame, attributes: attributes).wrapping(body)
    }
}
