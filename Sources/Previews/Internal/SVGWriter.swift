import Adaptivity

/// Appends SVG elements with presentation attributes to a string, formatting every number with
/// ``SVGText/number(_:)`` and escaping every text.
struct SVGWriter {
    enum Anchor: String {
        case start, middle, end
    }

    private(set) var output = ""

    init(capacity: Int = 0) {
        output.reserveCapacity(capacity)
    }

    mutating func append(_ fragment: String) {
        output += fragment
    }

    mutating func rect(
        _ rect: Rect,
        fill: String,
        cornerRadius: Double = 0,
        opacity: Double? = nil,
        stroke: String? = nil,
        strokeWidth: Double = 1,
        dashed: Bool = false
    ) {
        guard rect.width > 0, rect.height > 0 else { return }
        output += "<rect x=\"\(format(rect.x))\" y=\"\(format(rect.y))\" width=\"\(format(rect.width))\" height=\"\(format(rect.height))\""
        if cornerRadius > 0 { output += " rx=\"\(format(cornerRadius))\"" }
        output += " fill=\"\(fill)\""
        appendOpacity(opacity)
        appendStroke(stroke, width: strokeWidth, dashed: dashed)
        output += "/>\n"
    }

    mutating func line(from start: Point, to end: Point, stroke: String, width: Double, roundCaps: Bool = false) {
        output += "<line x1=\"\(format(start.x))\" y1=\"\(format(start.y))\" x2=\"\(format(end.x))\" y2=\"\(format(end.y))\""
        appendStroke(stroke, width: width, dashed: false)
        if roundCaps { output += " stroke-linecap=\"round\"" }
        output += "/>\n"
    }

    mutating func polyline(_ points: [Point], stroke: String, width: Double) {
        output += "<polyline points=\"\(pointList(points))\" fill=\"none\""
        appendStroke(stroke, width: width, dashed: false)
        output += " stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
    }

    mutating func polygon(_ points: [Point], fill: String, opacity: Double? = nil) {
        output += "<polygon points=\"\(pointList(points))\" fill=\"\(fill)\""
        appendOpacity(opacity)
        output += "/>\n"
    }

    mutating func circle(center: Point, radius: Double, fill: String, stroke: String? = nil, strokeWidth: Double = 1) {
        output += "<circle cx=\"\(format(center.x))\" cy=\"\(format(center.y))\" r=\"\(format(radius))\" fill=\"\(fill)\""
        appendStroke(stroke, width: strokeWidth, dashed: false)
        output += "/>\n"
    }

    mutating func path(_ data: String, fill: String, stroke: String? = nil, strokeWidth: Double = 1, opacity: Double? = nil) {
        output += "<path d=\"\(data)\" fill=\"\(fill)\""
        appendOpacity(opacity)
        appendStroke(stroke, width: strokeWidth, dashed: false)
        output += "/>\n"
    }

    /// Text whose baseline sits so that the glyphs are vertically centered on `center.y`.
    mutating func text(
        _ text: String,
        center: Point,
        fontSize: Double,
        fill: String,
        bold: Bool = false,
        anchor: Anchor = .middle
    ) {
        guard !text.isEmpty else { return }
        let baseline = center.y + fontSize * 0.35
        output += "<text x=\"\(format(center.x))\" y=\"\(format(baseline))\" font-size=\"\(format(fontSize))\""
        if bold { output += " font-weight=\"600\"" }
        if anchor != .start { output += " text-anchor=\"\(anchor.rawValue)\"" }
        output += " fill=\"\(fill)\">\(SVGText.escape(text))</text>\n"
    }

    mutating func openGroup(clipPath: String? = nil, opacity: Double? = nil) {
        output += "<g"
        if let clipPath { output += " clip-path=\"url(#\(clipPath))\"" }
        appendOpacity(opacity)
        output += ">\n"
    }

    mutating func closeGroup() {
        output += "</g>\n"
    }

    /// Declares a rounded-rectangle clip path and returns its id. The id spells out the geometry, so
    /// two previews inlined in one HTML page never share an id for different shapes.
    mutating func roundedClip(_ rect: Rect, cornerRadius: Double) -> String {
        let parts = [rect.x, rect.y, rect.width, rect.height, cornerRadius].map { value in
            String(format(value).map { $0 == "." ? "p" : ($0 == "-" ? "m" : $0) })
        }
        let identifier = "sizeboard-clip-" + parts.joined(separator: "-")
        output += "<clipPath id=\"\(identifier)\"><rect x=\"\(format(rect.x))\" y=\"\(format(rect.y))\" width=\"\(format(rect.width))\" height=\"\(format(rect.height))\" rx=\"\(format(cornerRadius))\"/></clipPath>\n"
        return identifier
    }

    private func format(_ value: Double) -> String {
        SVGText.number(value)
    }

    private func pointList(_ points: [Point]) -> String {
        points.map { "\(format($0.x)),\(format($0.y))" }.joined(separator: " ")
    }

    private mutating func appendOpacity(_ opacity: Double?) {
        if let opacity { output += " opacity=\"\(format(opacity))\"" }
    }

    private mutating func appendStroke(_ stroke: String?, width: Double, dashed: Bool) {
        guard let stroke else { return }
        output += " stroke=\"\(stroke)\" stroke-width=\"\(format(width))\""
        if dashed { output += " stroke-dasharray=\"\(format(width * 4)) \(format(width * 3))\"" }
    }
}
