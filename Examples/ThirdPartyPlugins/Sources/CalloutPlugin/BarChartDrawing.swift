import Sizeboard

/// Draws `content: chart` leaves: one bar per row (`rows: 4`, five by default), rising left to
/// right in the tint color, with the leaf's title as a caption.
struct BarChartDrawing: ContentDrawing {
    func svg(for context: ContentContext) -> String {
        let frame = context.frame
        let bars = max(1, context.leaf.rows ?? 5)
        let slot = frame.width / Double(bars)
        let chartHeight = frame.height - 40
        var svg = ""
        for index in 0..<bars {
            let height = chartHeight * Double(index + 1) / Double(bars + 1)
            svg += "<rect x=\"\(SVGText.number(frame.x + slot * Double(index) + slot * 0.2))\""
                + " y=\"\(SVGText.number(frame.maxY - 30 - height))\""
                + " width=\"\(SVGText.number(slot * 0.6))\" height=\"\(SVGText.number(height))\""
                + " fill=\"\(context.palette.tint)\"/>"
        }
        let caption = SVGText.escape(context.node.title ?? context.node.id)
        svg += "<text x=\"\(SVGText.number(frame.midX))\" y=\"\(SVGText.number(frame.maxY - 10))\""
            + " text-anchor=\"middle\" font-size=\"13\" fill=\"\(context.palette.secondaryText)\">\(caption)</text>"
        return svg
    }
}
