import Adaptivity

/// A built-in content drawing that writes straight into the document; as a ``ContentDrawing`` it
/// returns the same elements as text. It takes a ``ContentContext``'s parts one by one, so that a
/// preview lends them from its own drawing context rather than copying them into a new one for
/// every leaf.
protocol WritingContentDrawing: ContentDrawing {
    /// Draws `leaf`, the leaf of `node`, over `frame`, with rows, text and controls inside
    /// `safeFrame`, as ``ContentContext`` describes them, in the colors of `appearance`'s palette.
    func draw(
        _ leaf: ResolvedLeaf,
        of node: ResolvedNode,
        frame: Rect,
        safeFrame: Rect,
        appearance: PreviewAppearance,
        into writer: inout SVGWriter
    )
}

extension WritingContentDrawing {
    func svg(for context: ContentContext) -> String {
        var writer = SVGWriter(capacity: 1_024)
        var appearance = context.appearance
        appearance.palette = context.palette
        draw(
            context.leaf,
            of: context.node,
            frame: context.frame,
            safeFrame: context.safeFrame,
            appearance: appearance,
            into: &writer
        )
        return writer.output
    }
}
