import Adaptivity

/// A popover (PO-*): a rounded panel with a soft shadow and an arrow on the side facing its source,
/// its tip at the source's edge, sliding along the panel to line up with the source's center.
enum PopoverDrawing {
    private static let cornerRadius = 13.0
    private static let arrowLength = 13.0
    private static let arrowHalfBase = 18.0

    static func draw(_ presentation: ResolvedPresentation, context: DrawingContext, into writer: inout SVGWriter) {
        let root = presentation.root
        var frame = presentation.frame
        if let alert = root.alert {
            let height = AlertDrawing.popoverHeight(of: alert, title: root.title, width: frame.width)
            frame = Rect(
                x: frame.x,
                y: presentation.arrow == .down ? frame.maxY - height : frame.y,
                width: frame.width,
                height: height
            )
        }
        SoftShadow.draw(around: frame, cornerRadius: cornerRadius, into: &writer)
        if let arrow = presentation.arrow {
            let fill = arrow == .up && startsWithBar(root, at: frame.y) ? context.palette.bar : context.palette.background
            writer.polygon(arrowPoints(arrow, frame: frame, source: presentation.sourceFrame), fill: fill)
        }
        if let alert = root.alert {
            writer.rect(frame, fill: context.palette.background, cornerRadius: cornerRadius)
            let clip = writer.roundedClip(frame, cornerRadius: cornerRadius)
            writer.openGroup(clipPath: clip)
            AlertDrawing.drawInPopover(alert, title: root.title, in: frame, context: context, into: &writer)
            writer.closeGroup()
            return
        }
        PresentationDrawing.drawContent(root, in: frame, cornerRadius: cornerRadius, context: context, into: &writer)
    }

    /// The triangle's base overlaps the panel by a point so that no seam shows between them.
    private static func arrowPoints(_ arrow: ArrowDirection, frame: Rect, source: Rect?) -> [Point] {
        let source = source ?? frame
        func along(_ value: Double, from low: Double, to high: Double) -> Double {
            let margin = cornerRadius + arrowHalfBase
            guard high - low > 2 * margin else { return (low + high) / 2 }
            return min(max(value, low + margin), high - margin)
        }
        func length(gap: Double) -> Double {
            gap > 1 ? min(gap, arrowLength) : arrowLength
        }
        switch arrow {
        case .up:
            let x = along(source.midX, from: frame.x, to: frame.maxX)
            let tip = frame.y - length(gap: frame.y - source.maxY)
            return [Point(x: x - arrowHalfBase, y: frame.y + 1), Point(x: x, y: tip), Point(x: x + arrowHalfBase, y: frame.y + 1)]
        case .down:
            let x = along(source.midX, from: frame.x, to: frame.maxX)
            let tip = frame.maxY + length(gap: source.y - frame.maxY)
            return [Point(x: x - arrowHalfBase, y: frame.maxY - 1), Point(x: x, y: tip), Point(x: x + arrowHalfBase, y: frame.maxY - 1)]
        case .left:
            let y = along(source.midY, from: frame.y, to: frame.maxY)
            let tip = frame.x - length(gap: frame.x - source.maxX)
            return [Point(x: frame.x + 1, y: y - arrowHalfBase), Point(x: tip, y: y), Point(x: frame.x + 1, y: y + arrowHalfBase)]
        case .right:
            let y = along(source.midY, from: frame.y, to: frame.maxY)
            let tip = frame.maxX + length(gap: source.x - frame.maxX)
            return [Point(x: frame.maxX - 1, y: y - arrowHalfBase), Point(x: tip, y: y), Point(x: frame.maxX - 1, y: y + arrowHalfBase)]
        }
    }

    /// Whether a navigation or search bar of `node` or its descendants starts at `top`, so that an
    /// upward arrow takes the bar's color.
    private static func startsWithBar(_ node: ResolvedNode, at top: Double) -> Bool {
        if node.bars.contains(where: { ($0.kind == .navigation || $0.kind == .search) && abs($0.frame.y - top) < 0.5 }) {
            return true
        }
        return node.children.contains { startsWithBar($0, at: top) }
    }
}
