import Adaptivity

/// Appends SVG elements with presentation attributes, one element a line, straight into UTF-8
/// bytes: numbers as ``SVGText/number(_:)`` writes them, every text escaped. Colors are the
/// palette's own values and are written as they are.
struct SVGWriter: ~Copyable {
    enum Anchor {
        case start, middle, end
    }

    private var bytes: ByteBuffer

    init(capacity: Int = 0) {
        bytes = ByteBuffer(capacity: capacity)
    }

    var output: String { bytes.string }
    var outputBytes: [UInt8] { bytes.array }

    mutating func append(_ fragment: String) {
        bytes.append(fragment)
    }

    /// Appends `text` escaped as ``SVGText/escape(_:)`` escapes it, without an escaped copy made.
    mutating func appendEscaped(_ text: String) {
        SVGBytes.appendEscaped(text, to: &bytes)
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
        literal("<rect")
        rectangleAttributes(rect)
        if cornerRadius > 0 { attribute(" rx=\"", cornerRadius) }
        attribute(" fill=\"", fill)
        appendOpacity(opacity)
        appendStroke(stroke, width: strokeWidth, dashed: dashed)
        literal("/>\n")
    }

    mutating func line(from start: Point, to end: Point, stroke: String, width: Double, roundCaps: Bool = false) {
        literal("<line")
        attribute(" x1=\"", start.x)
        attribute(" y1=\"", start.y)
        attribute(" x2=\"", end.x)
        attribute(" y2=\"", end.y)
        appendStroke(stroke, width: width, dashed: false)
        if roundCaps { literal(" stroke-linecap=\"round\"") }
        literal("/>\n")
    }

    mutating func polyline(_ points: [Point], stroke: String, width: Double) {
        literal("<polyline points=\"")
        pointList(points)
        literal("\" fill=\"none\"")
        appendStroke(stroke, width: width, dashed: false)
        literal(" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n")
    }

    mutating func polygon(_ points: [Point], fill: String, opacity: Double? = nil) {
        literal("<polygon points=\"")
        pointList(points)
        literal("\"")
        attribute(" fill=\"", fill)
        appendOpacity(opacity)
        literal("/>\n")
    }

    mutating func circle(center: Point, radius: Double, fill: String, stroke: String? = nil, strokeWidth: Double = 1) {
        literal("<circle")
        attribute(" cx=\"", center.x)
        attribute(" cy=\"", center.y)
        attribute(" r=\"", radius)
        attribute(" fill=\"", fill)
        appendStroke(stroke, width: strokeWidth, dashed: false)
        literal("/>\n")
    }

    mutating func path(_ data: borrowing PathData, fill: String, stroke: String? = nil, strokeWidth: Double = 1, opacity: Double? = nil) {
        literal("<path d=\"")
        data.bytes.withUnsafeBufferPointer { bytes.append($0) }
        literal("\"")
        attribute(" fill=\"", fill)
        appendOpacity(opacity)
        appendStroke(stroke, width: strokeWidth, dashed: false)
        literal("/>\n")
    }

    /// Text whose glyphs are vertically centered on `center.y`.
    mutating func text(
        _ text: String,
        center: Point,
        fontSize: Double,
        fill: String,
        bold: Bool = false,
        anchor: Anchor = .middle
    ) {
        guard !text.isEmpty else { return }
        literal("<text")
        attribute(" x=\"", center.x)
        attribute(" y=\"", center.y + fontSize * 0.35)
        attribute(" font-size=\"", fontSize)
        if bold { literal(" font-weight=\"600\"") }
        switch anchor {
        case .start: break
        case .middle: literal(" text-anchor=\"middle\"")
        case .end: literal(" text-anchor=\"end\"")
        }
        attribute(" fill=\"", fill)
        literal(">")
        SVGBytes.appendEscaped(text, to: &bytes)
        literal("</text>\n")
    }

    /// Opens a group, with a clip path or a translation when given.
    mutating func openGroup(clipPath: String? = nil, translation: Point? = nil) {
        literal("<g")
        if let clipPath {
            literal(" clip-path=\"url(#")
            bytes.append(clipPath)
            literal(")\"")
        }
        if let translation {
            literal(" transform=\"translate(")
            SVGBytes.appendNumber(translation.x, to: &bytes)
            literal(" ")
            SVGBytes.appendNumber(translation.y, to: &bytes)
            literal(")\"")
        }
        literal(">\n")
    }

    /// Opens the contract group of `element` (DESIGN.md section 5.1), the bytes of its
    /// `openingTag` without building that string; close it with ``closeGroup()``.
    mutating func open(_ element: DrawingElement) {
        literal("<g data-role=\"")
        bytes.append(element.role.rawValue)
        literal("\" data-frame=\"")
        SVGBytes.appendNumber(element.frame.x, to: &bytes)
        literal(" ")
        SVGBytes.appendNumber(element.frame.y, to: &bytes)
        literal(" ")
        SVGBytes.appendNumber(element.frame.width, to: &bytes)
        literal(" ")
        SVGBytes.appendNumber(element.frame.height, to: &bytes)
        literal("\"")
        for attribute in element.attributes {
            literal(" data-")
            bytes.append(attribute.name)
            literal("=\"")
            SVGBytes.appendEscaped(attribute.value, to: &bytes)
            literal("\"")
        }
        literal(">\n")
    }

    mutating func closeGroup() {
        literal("</g>\n")
    }

    /// Declares a rounded-rectangle clip path and returns its id. The id spells out the geometry, so
    /// two previews inlined in one HTML page never share an id for different shapes.
    mutating func roundedClip(_ rect: Rect, cornerRadius: Double) -> String {
        var identifier = ByteBuffer(capacity: 48)
        SVGBytes.appendLiteral("sizeboard-clip", to: &identifier)
        for value in [rect.x, rect.y, rect.width, rect.height, cornerRadius] {
            identifier.append(UInt8(ascii: "-"))
            let start = identifier.count
            SVGBytes.appendNumber(value, to: &identifier)
            identifier.transformBytes(from: start) { byte in
                switch byte {
                case UInt8(ascii: "."): UInt8(ascii: "p")
                case UInt8(ascii: "-"): UInt8(ascii: "m")
                default: byte
                }
            }
        }
        literal("<clipPath id=\"")
        bytes.append(identifier)
        literal("\"><rect")
        rectangleAttributes(rect)
        attribute(" rx=\"", cornerRadius)
        literal("/></clipPath>\n")
        return identifier.string
    }

    private mutating func literal(_ text: StaticString) {
        SVGBytes.appendLiteral(text, to: &bytes)
    }

    private mutating func attribute(_ opening: StaticString, _ value: Double) {
        literal(opening)
        SVGBytes.appendNumber(value, to: &bytes)
        literal("\"")
    }

    private mutating func attribute(_ opening: StaticString, _ value: String) {
        literal(opening)
        bytes.append(value)
        literal("\"")
    }

    private mutating func rectangleAttributes(_ rect: Rect) {
        attribute(" x=\"", rect.x)
        attribute(" y=\"", rect.y)
        attribute(" width=\"", rect.width)
        attribute(" height=\"", rect.height)
    }

    private mutating func pointList(_ points: [Point]) {
        for (index, point) in points.enumerated() {
            if index > 0 { literal(" ") }
            SVGBytes.appendNumber(point.x, to: &bytes)
            literal(",")
            SVGBytes.appendNumber(point.y, to: &bytes)
        }
    }

    private mutating func appendOpacity(_ opacity: Double?) {
        if let opacity { attribute(" opacity=\"", opacity) }
    }

    private mutating func appendStroke(_ stroke: String?, width: Double, dashed: Bool) {
        guard let stroke else { return }
        attribute(" stroke=\"", stroke)
        attribute(" stroke-width=\"", width)
        if dashed {
            literal(" stroke-dasharray=\"")
            SVGBytes.appendNumber(width * 4, to: &bytes)
            literal(" ")
            SVGBytes.appendNumber(width * 3, to: &bytes)
            literal("\"")
        }
    }
}
