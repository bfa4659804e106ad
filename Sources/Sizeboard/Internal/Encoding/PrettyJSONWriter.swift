/// Writes a value as pretty-printed JSON with sorted keys: byte for byte what Foundation's
/// `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, except that
/// an empty array or object is written `[]` or `{}` rather than spread over lines.
///
/// As Foundation's encoder does: keys in the order of their UTF-8 bytes, a later value under the
/// same key replacing an earlier one; two spaces of indentation a level, `"key" : value`, elements
/// separated by `,` and a line break; `"` and `\` escaped, the control characters as `\b`, `\f`,
/// `\n`, `\r`, `\t` or `\u001f`, everything else (slashes, non-ASCII) as it is; a `Double` as Swift
/// describes it, without a trailing `.0`; a number that is not finite, or arrays and objects
/// nested 512 deep, make the value unencodable.
struct PrettyJSONWriter {
    /// How deep arrays and objects may nest, as in Foundation's writer.
    private static let maximumDepth = 512

    private var bytes: [UInt8] = []
    private let indentation: Int

    private init(indentation: Int) {
        self.indentation = indentation
    }

    /// `value` as JSON, every line after the first indented by `indentation` more spaces; nil when
    /// the value holds what JSON cannot (see the type's description) or encodes nothing at all.
    static func bytes(of value: some Encodable, indentation: Int = 0) -> [UInt8]? {
        let encoder = JSONTreeEncoder()
        guard (try? value.encode(to: encoder)) != nil else { return nil }
        if case .empty = encoder.shape { return nil }
        var writer = PrettyJSONWriter(indentation: indentation)
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
        case .number(let value): bytes.append(contentsOf: value.utf8)
        case .string(let value): appendString(value)
        case .nested(let encoder): return write(encoder, level: level)
        }
        return true
    }

    /// Writes what `encoder` collected at nesting `level`: nothing collected is an empty object.
    private mutating func write(_ encoder: JSONTreeEncoder, level: Int) -> Bool {
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
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            append(index == 0 ? "\n" : ",\n")
            appendIndentation(level: level + 1)
            guard write(element, level: level + 1) else { return false }
        }
        bytes.append(UInt8(ascii: "\n"))
        appendIndentation(level: level)
        bytes.append(UInt8(ascii: "]"))
        return true
    }

    private mutating func writeObject(keys: [String], values: [JSONNode], level: Int) -> Bool {
        guard level + 1 < Self.maximumDepth else { return false }
        guard !keys.isEmpty else {
            append("{}")
            return true
        }
        let order = Self.sortedOrder(of: keys)
        bytes.append(UInt8(ascii: "{"))
        var first = true
        for (position, index) in order.enumerated() {
            if position + 1 < order.count, keys[order[position + 1]] == keys[index] { continue }
            append(first ? "\n" : ",\n")
            first = false
            appendIndentation(level: level + 1)
            appendString(keys[index])
            append(" : ")
            guard write(values[index], level: level + 1) else { return false }
        }
        bytes.append(UInt8(ascii: "\n"))
        appendIndentation(level: level)
        bytes.append(UInt8(ascii: "}"))
        return true
    }

    /// The indices of `keys` in the order of their UTF-8 bytes; equal keys in the order they came.
    private static func sortedOrder(of keys: [String]) -> [Int] {
        var order = Array(keys.indices)
        for next in 1..<max(order.count, 1) {
            let index = order[next]
            var slot = next
            while slot > 0, keys[index].utf8.lexicographicallyPrecedes(keys[order[slot - 1]].utf8) {
                order[slot] = order[slot - 1]
                slot -= 1
            }
            order[slot] = index
        }
        return order
    }

    private mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func appendIndentation(level: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indentation + 2 * level))
    }

    /// `value` in decimal digits.
    private mutating func appendDecimal(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(contentsOf: buffer[(24 - count)...])
        }
    }

    /// `value` as Swift describes it, without a trailing `.0`; whole numbers well inside the range
    /// Swift writes without an exponent go straight to digits.
    private mutating func appendNumber(_ value: Double) {
        if value.magnitude < 1e15, value.rounded(.towardZero) == value {
            if value == 0, value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
            appendDecimal(Int(value))
            return
        }
        var description = value.description
        if description.hasSuffix(".0") { description.removeLast(2) }
        bytes.append(contentsOf: description.utf8)
    }

    /// `value` quoted, with `"`, `\` and the control characters escaped.
    private mutating func appendString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                start = index + 1
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                case UInt8(ascii: "\n"): append("\\n")
                case UInt8(ascii: "\r"): append("\\r")
                case UInt8(ascii: "\t"): append("\\t")
                default:
                    append("\\u00")
                    bytes.append(Self.hexDigit(byte >> 4))
                    bytes.append(Self.hexDigit(byte & 0xF))
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
