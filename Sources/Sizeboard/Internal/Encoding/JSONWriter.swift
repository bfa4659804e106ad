import Previews

/// Writes a value as JSON with sorted keys, byte for byte as Foundation's `JSONEncoder` writes it
/// with `.sortedKeys` and the layout's options (`Layout`).
///
/// As Foundation's encoder does: keys in the order of their UTF-8 bytes, a later value under the
/// same key replacing an earlier one; `"` and `\` escaped, the control characters as `\b`, `\f`,
/// `\n`, `\r`, `\t` or `\u001f`, non-ASCII as it is; a `Double` as Swift describes it, without a
/// trailing `.0`; a number that is not finite, or arrays and objects nested 512 deep, make the
/// value unencodable.
///
/// The bytes go into `JSONBytes`: a resolution is a key or a number every few bytes, and an
/// array's append costs more than the bytes it copies. Not copyable, for that.
struct JSONWriter: ~Copyable {
    /// How the JSON is laid out.
    enum Layout {
        /// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, except that an empty array or
        /// object is written `[]` or `{}` rather than spread over lines: two spaces of indentation
        /// a level, `"key" : value`, elements separated by `,` and a line break, slashes as they
        /// are; every line after the first indented by `indentation` more spaces.
        case pretty(indentation: Int)
        /// `[.sortedKeys]`: no whitespace, slashes escaped as `\/` (so `</` never appears, and the
        /// JSON is safe inside an HTML `<script>`).
        case compact
        /// `[.sortedKeys, .withoutEscapingSlashes]`: no whitespace, slashes as they are. A value
        /// on one line, as a resolution document holds each page's entry.
        case line
    }

    /// How deep arrays and objects may nest, as in Foundation's writer.
    static let maximumDepth = 512

    private var buffer: JSONBytes

    /// What is written so far.
    var bytes: [UInt8] { buffer.array }
    private let layout: Layout

    /// A writer in `layout` whose first `capacity` bytes are allocated at once: most JSON a build
    /// writes is a few hundred bytes, and a caller that knows it is larger (a page's resolutions)
    /// says so rather than have the bytes copied at each growth.
    init(layout: Layout, capacity: Int = 256) {
        self.layout = layout
        buffer = JSONBytes(capacity: capacity)
    }

    /// `value` as pretty-printed JSON (`Layout.pretty`); nil when the value holds what JSON
    /// cannot (see the type's description) or encodes nothing at all.
    static func pretty(_ value: some Encodable, indentation: Int = 0) -> [UInt8]? {
        bytes(of: value, layout: .pretty(indentation: indentation))
    }

    /// `value` as compact JSON (`Layout.compact`); nil as for `pretty`.
    static func compact(_ value: some Encodable) -> [UInt8]? {
        bytes(of: value, layout: .compact)
    }

    /// `value` on one line (`Layout.line`); nil as for `pretty`.
    static func line(_ value: some Encodable) -> [UInt8]? {
        bytes(of: value, layout: .line)
    }

    private static func bytes(of value: some Encodable, layout: Layout) -> [UInt8]? {
        let encoder = JSONTreeEncoder()
        guard (try? value.encode(to: encoder)) != nil else { return nil }
        if case .empty = encoder.shape { return nil }
        var writer = JSONWriter(layout: layout)
        guard writer.write(encoder, level: 0) else { return nil }
        return writer.bytes
    }

    /// Writes `node` at nesting `level`; false when it cannot be written.
    private mutating func write(_ node: JSONNode, level: Int) -> Bool {
        switch node {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .integer(let value): appendDecimal(value)
        case .double(let value): appendNumber(value)
        case .number(let value): buffer.append(value)
        case .string(let value): appendString(value)
        case .nested(let encoder): return write(encoder, level: level)
        }
        return true
    }

    /// Writes what `encoder` collected at nesting `level`: nothing collected is an empty object.
    mutating func write(_ encoder: JSONTreeEncoder, level: Int) -> Bool {
        switch encoder.shape {
        case .single(let node):
            return write(node, level: level)
        case .empty:
            guard level + 1 < Self.maximumDepth else { return false }
            append("{}")
            return true
        case .object:
            return writeObject(keys: encoder.keys, values: encoder.values, level: level)
        case .array:
            return writeArray(encoder.values, level: level)
        }
    }

    private mutating func writeArray(_ elements: [JSONNode], level: Int) -> Bool {
        guard level + 1 < Self.maximumDepth else { return false }
        guard !elements.isEmpty else {
            append("[]")
            return true
        }
        buffer.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            appendElementStart(first: index == 0, level: level + 1)
            guard write(element, level: level + 1) else { return false }
        }
        appendContainerEnd(level: level)
        buffer.append(UInt8(ascii: "]"))
        return true
    }

    private mutating func writeObject(keys: [String], values: [JSONNode], level: Int) -> Bool {
        guard level + 1 < Self.maximumDepth else { return false }
        guard !keys.isEmpty else {
            append("{}")
            return true
        }
        let order = Self.sortedOrder(of: keys)
        buffer.append(UInt8(ascii: "{"))
        var first = true
        for (position, index) in order.enumerated() {
            if position + 1 < order.count, keys[order[position + 1]] == keys[index] { continue }
            appendElementStart(first: first, level: level + 1)
            first = false
            appendString(keys[index])
            appendKeySeparator()
            guard write(values[index], level: level + 1) else { return false }
        }
        appendContainerEnd(level: level)
        buffer.append(UInt8(ascii: "}"))
        return true
    }

    /// The indices of `keys` in the order of their UTF-8 bytes; equal keys in the order they came.
    private static func sortedOrder(of keys: [String]) -> [Int] {
        var order = Array(keys.indices)
        for next in 1..<max(order.count, 1) {
            let index = order[next]
            var slot = next
            while slot > 0, UTF8ByteOrder.precedes(keys[index], keys[order[slot - 1]]) {
                order[slot] = order[slot - 1]
                slot -= 1
            }
            order[slot] = index
        }
        return order
    }

    /// How many spaces `lineStarts` holds: enough for any indentation a build writes in one
    /// append; deeper ones take several.
    private static let spaceCount = 256

    /// `,`, a line feed and `spaceCount` spaces: the start of an element or the end of a container
    /// is a slice of it, appended at once.
    private static let lineStarts = Array(",\n".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: spaceCount)

    /// Appends `lineStarts` from `start` with `spaces` spaces.
    private mutating func appendLineStart(from start: Int, spaces: Int) {
        let run = min(spaces, Self.spaceCount)
        Self.lineStarts.withUnsafeBufferPointer { lineStarts in
            buffer.append(UnsafeBufferPointer(rebasing: lineStarts[start..<(2 + run)]))
        }
        if spaces > run { appendSpaces(spaces - run) }
    }

    private mutating func appendSpaces(_ count: Int) {
        var remaining = count
        while remaining > 0 {
            let run = min(remaining, Self.spaceCount)
            Self.lineStarts.withUnsafeBufferPointer { lineStarts in
                buffer.append(UnsafeBufferPointer(rebasing: lineStarts[2..<(2 + run)]))
            }
            remaining -= run
        }
    }

    mutating func append(_ text: StaticString) {
        buffer.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// What comes before an element of an array or object at nesting `level`.
    mutating func appendElementStart(first: Bool, level: Int) {
        switch layout {
        case .pretty(let indentation):
            appendLineStart(from: first ? 1 : 0, spaces: indentation + 2 * level)
        case .compact, .line:
            if !first { buffer.append(UInt8(ascii: ",")) }
        }
    }

    /// What comes before the value of an object's member `key` at nesting `level`: the object's
    /// `{` when `first`, the element's start, the quoted key and the separator.
    mutating func appendMemberStart(key: StaticString, first: Bool, level: Int) {
        guard case .pretty = layout else {
            return buffer.appendMemberStart(key, after: first ? UInt8(ascii: "{") : UInt8(ascii: ","))
        }
        if first { buffer.append(UInt8(ascii: "{")) }
        appendElementStart(first: first, level: level)
        buffer.append(UInt8(ascii: "\""))
        append(key)
        switch layout {
        case .pretty: append("\" : ")
        case .compact, .line: append("\":")
        }
    }

    /// What comes between an object's key and its value.
    mutating func appendKeySeparator() {
        switch layout {
        case .pretty: append(" : ")
        case .compact, .line: buffer.append(UInt8(ascii: ":"))
        }
    }

    /// What comes before the closing bracket of a non-empty array or object at nesting `level`.
    mutating func appendContainerEnd(level: Int) {
        guard case .pretty(let indentation) = layout else { return }
        appendLineStart(from: 1, spaces: indentation + 2 * level)
    }

    /// `value` in decimal digits.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        buffer.appendWriting(atMost: 20) { DecimalDigits.write(UInt64(value.magnitude), to: $0) }
    }

    /// `value` as Swift describes it, without a trailing `.0`; whole numbers well inside the range
    /// Swift writes without an exponent go straight to digits.
    mutating func appendNumber(_ value: Double) {
        if value.magnitude < 1e15, value.rounded(.towardZero) == value {
            if value == 0, value.sign == .minus { buffer.append(UInt8(ascii: "-")) }
            appendDecimal(Int(value))
            return
        }
        var description = value.description
        if description.hasSuffix(".0") { description.removeLast(2) }
        buffer.append(description)
    }

    /// `value` quoted, with `"`, `\`, the control characters and, in the compact layout, `/`
    /// escaped.
    mutating func appendString(_ value: String) {
        buffer.append(UInt8(ascii: "\""))
        let escapesSlashes = if case .compact = layout { true } else { false }
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            for (index, byte) in utf8.enumerated()
            where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (escapesSlashes && byte == UInt8(ascii: "/")) {
                buffer.append(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                start = index + 1
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "/"): append("\\/")
                case UInt8(ascii: "\\"): append("\\\\")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                case UInt8(ascii: "\n"): append("\\n")
                case UInt8(ascii: "\r"): append("\\r")
                case UInt8(ascii: "\t"): append("\\t")
                default:
                    append("\\u00")
                    buffer.append(Self.hexDigit(byte >> 4))
                    buffer.append(Self.hexDigit(byte & 0xF))
                }
            }
            buffer.append(UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        buffer.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
