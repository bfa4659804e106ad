/// Writes the companion files' tables (`BuildManifest`, `TreePair`): fields ended by NUL, numbers
/// in decimal or hexadecimal digits written straight into the bytes (`DigitSpelling.swift`, `DecimalDigits`).
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

    /// Appends `written`, fields another writer wrote, as they are.
    mutating func append(written: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: written)
    }

    /// A space, without ending the field.
    mutating func space() {
        bytes.append(UInt8(ascii: " "))
    }

    /// `value` in decimal digits, a `-` before a negative one, without ending the field.
    mutating func decimal(_ value: Int64) {
        bytes.appendDecimal(value)
    }

    /// `value` in decimal digits, without ending the field.
    mutating func decimal(_ value: UInt64) {
        bytes.appendDecimal(value)
    }

    /// `value` in lowercase hexadecimal digits, without ending the field.
    mutating func hexadecimal(_ value: UInt64) {
        bytes.appendHexadecimal(value)
    }

    /// `numbers` as 16 lowercase hexadecimal digits each, with no separator, without ending the
    /// field.
    mutating func fixedWidthHexadecimals(_ numbers: [UInt64]) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: 16 * numbers.count))
        bytes.withUnsafeMutableBufferPointer { buffer in
            guard var digit = buffer.baseAddress.map({ $0 + start + 15 }) else { return }
            for number in numbers {
                var value = number
                for _ in 0..<16 {
                    let nibble = UInt8(truncatingIfNeeded: value & 0xF)
                    digit.pointee = nibble &+ (nibble < 10 ? UInt8(ascii: "0") : UInt8(ascii: "a") &- 10)
                    value >>= 4
                    digit -= 1
                }
                digit += 32
            }
        }
    }
}
