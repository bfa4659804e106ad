/// Writes the companion files' tables (`BuildManifest`, `TreePair`): fields ended by NUL, numbers
/// in decimal or hexadecimal digits written straight into the bytes, without making strings.
struct NULFieldWriter {
    private(set) var bytes: [UInt8]

    /// A writer that appends to `bytes`.
    init(appendingTo bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    /// `text` as a field.
    mutating func field(_ text: String) {
        append(text)
        end()
    }

    /// An empty field: the end of a table.
    mutating func end() {
        bytes.append(0)
    }

    /// `text`'s bytes, without ending the field.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A space, without ending the field.
    mutating func space() {
        bytes.append(UInt8(ascii: " "))
    }

    /// `value` in decimal digits, a `-` before a negative one, without ending the field.
    mutating func decimal(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(of: value.magnitude, radix: 10)
    }

    /// `value` in decimal digits, without ending the field.
    mutating func decimal(_ value: UInt64) {
        digits(of: value, radix: 10)
    }

    /// `value` in lowercase hexadecimal digits, without ending the field.
    mutating func hexadecimal(_ value: UInt64) {
        digits(of: value, radix: 16)
    }

    private mutating func digits(of value: UInt64, radix: UInt64) {
        var remaining = value
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                let digit = UInt8(remaining % radix)
                buffer[23 - count] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                remaining /= radix
                count += 1
            } while remaining > 0
            bytes.append(contentsOf: buffer[(24 - count)...])
        }
    }
}
