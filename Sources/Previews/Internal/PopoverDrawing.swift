import Adaptivity

/// A popover (PO-*): a rounded panel with a soft shadow and an arrow on the side facing its source,
/// its tip at the source's edge, sliding along the panel to line up with the source's center.
enum PopoverDrawing {
    private static let cornerRadius = 13.0
    private static let arrowLength = 13.0
    private static let arrowHalfBase = 18.0

    static func draw(_ presentation: ResolvedPresentation, context: DrawingContext, into writer: inout SVGWriter) {
        let root = presentation.root
        let frame = root.alert.map {
            AlertDrawing.popoverFrame(of: $0, title: root.title, in: presentation.frame, arrow: presentation.arrow, context: context)
        } ?? presentation.frame
        let outline = outlinePath(frame: frame, arrow: presentation.arrow, source: presentation.sourceFrame)
        for (width, opacity) in [(14.0, 0.03), (7.0, 0.05), (2.5, 0.08)] {
            writer.path(outline, fill: "none", stroke: "#000000", strokeWidth: width, opacity: opacity)
        }
        let fill = presentation.arrow == .up && startsWithBar(root, at: frame.y) ? context.palette.bar : context.palette.background
        writer.path(outline, fill: fill)
        if let arrow = presentation.arrow {
            let triangle = arrowPoints(arrow, frame: frame, source: presentation.sourceFrame)
            let xs = triangle.map(\.x)
            let ys = triangle.map(\.y)
            let bounds = Rect(x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0), height: (ys.max() ?? 0) - (ys.min() ?? 0))
            writer.open(.popoverArrow, frame: bounds, "direction", arrow.rawValue)
            writer.polygon(triangle, fill: fill)
            writer.closeGroup()
        }
        if let alert = root.alert {
            writer.openClippedGroup(frame, cornerRadius: cornerRadius)
            AlertDrawing.drawInPopover(alert, node: root.id, title: root.title, in: frame, context: context, into: &writer)
            writer.closeGroup()
        } else {
            PresentationDrawing.drawContent(root, in: frame, cornerRadius: cornerRadius, context: context, into: &writer)
        }
        writer.path(outline, fill: "none", stroke: context.palette.barHairline, strokeWidth: 0.5)
    }

    /// The panel's rounded outline, clockwise from the top left corner, with the arrow's triangle
    /// spliced into the side it is on.
    private static func outlinePath(frame: Rect, arrow: ArrowDirection?, source: Rect?) -> PathData {
        let radius = min(cornerRadius, frame.width / 2, frame.height / 2)
        let triangle = arrow.map { arrowPoints($0, frame: frame, source: source) } ?? []
        var path = PathData()
        func side(_ direction: ArrowDirection, to end: Point, corner: Point) {
            if arrow == direction {
                for point in triangle { path.line(to: point) }
            }
            path.line(to: end)
            path.arc(radius: radius, to: corner)
        }
        path.move(to: Point(x: frame.x + radius, y: frame.y))
        side(.up, to: Point(x: frame.maxX - radius, y: frame.y), corner: Point(x: frame.maxX, y: frame.y + radius))
        side(.right, to: Point(x: frame.maxX, y: frame.maxY - radius), corner: Point(x: frame.maxX - radius, y: frame.maxY))
        side(.down, to: Point(x: frame.x + radius, y: frame.maxY), corner: Point(x: frame.x, y: frame.maxY - radius))
        side(.left, to: Point(x: frame.x, y: frame.y + radius), corner: Point(x: frame.x + radius, y: frame.y))
        path.close()
        return path
    }

    /// The triangle's base corners and tip, in clockwise order around the panel.
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
            return [Point(x: x - arrowHalfBase, y: frame.y), Point(x: x, y: tip), Point(x: x + arrowHalfBase, y: frame.y)]
        case .down:
            let x = along(source.midX, from: frame.x, to: frame.maxX)
            let tip = frame.maxY + length(gap: source.y - frame.maxY)
            return [Point(x: x + arrowHalfBase, y: frame.maxY), Point(x: x, y: tip), Point(x: x - arrowHalfBase, y: frame.maxY)]
        case .left:
            let y = along(source.midY, from: frame.y, to: frame.maxY)
            let tip = frame.x - length(gap: frame.x - source.maxX)
            return [Point(x: frame.x, y: y + arrowHalfBase), Point(x: tip, y: y), Point(x: frame.x, y: y - arrowHalfBase)]
        case .right:
            let y = along(source.midY, from: frame.y, to: frame.maxY)
            let tip = frame.maxX + length(gap: source.x - frame.maxX)
            return [Point(x: frame.maxX, y: y - arrowHalfBase), Point(x: tip, y: y), Point(x: frame.maxX, y: y + arrowHalfBase)]
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
