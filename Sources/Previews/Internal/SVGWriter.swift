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

    /// Appends the UTF-8 `text` holds, escaped as a string is.
    mutating func appendEscaped(_ text: borrowing ByteBuffer) {
        text.withBytes { SVGBytes.appendEscaped($0, to: &bytes) }
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
        bytes.appendWriting(atMost: 32 + 4 * ReservedBytes.numberRoom) { target in
            var reserved = ReservedBytes(at: target)
            reserved.literal("<line x1=\"")
            reserved.number(start.x)
            reserved.literal("\" y1=\"")
            reserved.number(start.y)
            reserved.literal("\" x2=\"")
            reserved.number(end.x)
            reserved.literal("\" y2=\"")
            reserved.number(end.y)
            reserved.byte(UInt8(ascii: "\""))
            return reserved.count
        }
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
        bytes.appendWriting(atMost: 27 + 3 * ReservedBytes.numberRoom) { target in
            var reserved = ReservedBytes(at: target)
            reserved.literal("<circle cx=\"")
            reserved.number(center.x)
            reserved.literal("\" cy=\"")
            reserved.number(center.y)
            reserved.literal("\" r=\"")
            reserved.number(radius)
            reserved.byte(UInt8(ascii: "\""))
            return reserved.count
        }
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
        bytes.appendWriting(atMost: 32 + 3 * ReservedBytes.numberRoom) { target in
            var reserved = ReservedBytes(at: target)
            reserved.literal("<text x=\"")
            reserved.number(center.x)
            reserved.literal("\" y=\"")
            reserved.number(center.y + fontSize * 0.35)
            reserved.literal("\" font-size=\"")
            reserved.number(fontSize)
            reserved.byte(UInt8(ascii: "\""))
            return reserved.count
        }
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

    /// Opens a group translated by `translation`.
    mutating func openGroup(translation: Point) {
        bytes.appendWriting(atMost: 30 + 2 * ReservedBytes.numberRoom) { target in
            var reserved = ReservedBytes(at: target)
            reserved.literal("<g transform=\"translate(")
            reserved.number(translation.x)
            reserved.byte(UInt8(ascii: " "))
            reserved.number(translation.y)
            reserved.literal(")\">\n")
            return reserved.count
        }
    }

    /// Opens the contract group of `role` over `frame`, the bytes of a ``DrawingElement``'s
    /// `openingTag` without making the element; close it with ``closeGroup()``.
    mutating func open(_ role: DrawingRole, frame: Rect) {
        openingStart(role, frame: frame)
        literal(">\n")
    }

    /// ``open(_:frame:)`` with the role's attribute `name` (without `data-`) set to `value`.
    mutating func open(_ role: DrawingRole, frame: Rect, _ name: StaticString, _ value: String) {
        openingStart(role, frame: frame)
        dataAttribute(name, value)
        literal(">\n")
    }

    /// ``open(_:frame:)`` with the role's attribute `name` set to `true` or `false`.
    mutating func open(_ role: DrawingRole, frame: Rect, _ name: StaticString, _ flag: Bool) {
        openingStart(role, frame: frame)
        literal(" data-")
        literal(name)
        if flag {
            literal("=\"true\">\n")
        } else {
            literal("=\"false\">\n")
        }
    }

    /// ``open(_:frame:)`` with two attributes, in order.
    mutating func open(_ role: DrawingRole, frame: Rect, _ name: StaticString, _ value: String, _ secondName: StaticString, _ secondValue: String) {
        openingStart(role, frame: frame)
        dataAttribute(name, value)
        dataAttribute(secondName, secondValue)
        literal(">\n")
    }

    /// ``open(_:frame:)`` with three attributes, in order.
    mutating func open(
        _ role: DrawingRole,
        frame: Rect,
        _ name: StaticString,
        _ value: String,
        _ secondName: StaticString,
        _ secondValue: String,
        _ thirdName: StaticString,
        _ thirdValue: String
    ) {
        openingStart(role, frame: frame)
        dataAttribute(name, value)
        dataAttribute(secondName, secondValue)
        dataAttribute(thirdName, thirdValue)
        literal(">\n")
    }

    /// Starts the opening tag of the contract group of `role` over `frame`, for attributes of
    /// its own to follow (``dataAttribute(_:_:)``) before ``endOpening()``.
    mutating func openingStart(_ role: DrawingRole, frame: Rect) {
        let tagStart = role.openingTagStart
        bytes.appendWriting(atMost: tagStart.utf8CodeUnitCount + 4 + 4 * ReservedBytes.numberRoom) { target in
            var reserved = ReservedBytes(at: target)
            reserved.literal(tagStart)
            reserved.number(frame.x)
            reserved.byte(UInt8(ascii: " "))
            reserved.number(frame.y)
            reserved.byte(UInt8(ascii: " "))
            reserved.number(frame.width)
            reserved.byte(UInt8(ascii: " "))
            reserved.number(frame.height)
            reserved.byte(UInt8(ascii: "\""))
            return reserved.count
        }
    }

    /// The role's attribute `name` (without `data-`) set to `value`, escaped.
    @inline(__always)
    mutating func dataAttribute(_ name: StaticString, _ value: String) {
        literal(" data-")
        literal(name)
        literal("=\"")
        SVGBytes.appendEscaped(value, to: &bytes)
        literal("\"")
    }

    /// The role's attribute `name` (without `data-`) set to `value` as a number.
    mutating func dataAttribute(_ name: StaticString, _ value: Double) {
        literal(" data-")
        literal(name)
        literal("=\"")
        number(value)
        literal("\"")
    }

    /// The role's attribute `name` (without `data-`) set to `insets`: top, left, bottom and right.
    mutating func dataAttribute(_ name: StaticString, _ insets: SafeAreaInsets) {
        literal(" data-")
        literal(name)
        bytes.appendWriting(atMost: 5 + 4 * ReservedBytes.numberRoom) { target in
            var reserved = ReservedBytes(at: target)
            reserved.literal("=\"")
            reserved.number(insets.top)
            reserved.byte(UInt8(ascii: " "))
            reserved.number(insets.left)
            reserved.byte(UInt8(ascii: " "))
            reserved.number(insets.bottom)
            reserved.byte(UInt8(ascii: " "))
            reserved.number(insets.right)
            reserved.byte(UInt8(ascii: "\""))
            return reserved.count
        }
    }

    /// Ends an opening tag begun with ``openingStart(_:frame:)``.
    mutating func endOpening() {
        literal(">\n")
    }

    mutating func closeGroup() {
        literal("</g>\n")
    }

    /// Declares a rounded-rectangle clip path and opens a group clipped by it. The clip path's id
    /// spells out the geometry, so two previews inlined in one HTML page never share an id for
    /// different shapes.
    mutating func openClippedGroup(_ rect: Rect, cornerRadius: Double) {
        var identifier = ByteBuffer(capacity: 64)
        SVGBytes.appendLiteral("sizeboard-clip", to: &identifier)
        Self.appendIdentifierPart(rect.x, to: &identifier)
        Self.appendIdentifierPart(rect.y, to: &identifier)
        Self.appendIdentifierPart(rect.width, to: &identifier)
        Self.appendIdentifierPart(rect.height, to: &identifier)
        Self.appendIdentifierPart(cornerRadius, to: &identifier)
        literal("<clipPath id=\"")
        bytes.append(identifier)
        literal("\"><rect")
        rectangleAttributes(rect)
        attribute(" rx=\"", cornerRadius)
        literal("/></clipPath>\n<g clip-path=\"url(#")
        bytes.append(identifier)
        literal(")\">\n")
    }

    /// `-` and `value` with its point spelled `p` and its minus `m`, as an id may hold them.
    private static func appendIdentifierPart(_ value: Double, to identifier: inout ByteBuffer) {
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

    @inline(__always)
    mutating func literal(_ text: StaticString) {
        SVGBytes.appendLiteral(text, to: &bytes)
    }

    /// Appends `value` as ``SVGText/number(_:)`` writes it.
    mutating func number(_ value: Double) {
        SVGBytes.appendNumber(value, to: &bytes)
    }

    private mutating func attribute(_ opening: StaticString, _ value: Double) {
        bytes.appendWriting(atMost: opening.utf8CodeUnitCount + ReservedBytes.numberRoom + 1) { target in
            var reserved = ReservedBytes(at: target)
            reserved.literal(opening)
            reserved.number(value)
            reserved.byte(UInt8(ascii: "\""))
            return reserved.count
        }
    }

    private mutating func attribute(_ opening: StaticString, _ value: String) {
        literal(opening)
        bytes.append(value)
        literal("\"")
    }

    private mutating func rectangleAttributes(_ rect: Rect) {
        bytes.appendWriting(atMost: 34 + 4 * ReservedBytes.numberRoom) { target in
            var reserved = ReservedBytes(at: target)
            reserved.literal(" x=\"")
            reserved.number(rect.x)
            reserved.literal("\" y=\"")
            reserved.number(rect.y)
            reserved.literal("\" width=\"")
            reserved.number(rect.width)
            reserved.literal("\" height=\"")
            reserved.number(rect.height)
            reserved.byte(UInt8(ascii: "\""))
            return reserved.count
        }
    }

    private mutating func pointList(_ points: [Point]) {
        bytes.appendWriting(atMost: points.count * (2 + 2 * ReservedBytes.numberRoom)) { target in
            var reserved = ReservedBytes(at: target)
            for (index, point) in points.enumerated() {
                if index > 0 { reserved.byte(UInt8(ascii: " ")) }
                reserved.number(point.x)
                reserved.byte(UInt8(ascii: ","))
                reserved.number(point.y)
            }
            return reserved.count
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
            bytes.appendWriting(atMost: 21 + 2 * ReservedBytes.numberRoom) { target in
                var reserved = ReservedBytes(at: target)
                reserved.literal(" stroke-dasharray=\"")
                reserved.number(width * 4)
                reserved.byte(UInt8(ascii: " "))
                reserved.number(width * 3)
                reserved.byte(UInt8(ascii: "\""))
                return reserved.count
            }
        }
    }
}
