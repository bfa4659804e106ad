import Previews

/// Numbers appended to bytes as `String(_:)` and `String(_:radix: 16)` spell them, without
/// making a string: the companion files' tables and the identities of assembled files' parts
/// write hundreds of thousands of numbers in a build. The decimal digits are written by
/// `DecimalDigits`, as the previews' and the JSON writer's are.
extension Array where Element == UInt8 {
    /// Appends `value` in decimal digits.
    mutating func appendDecimal(_ value: UInt64) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        Swift.withUnsafeMutableBytes(of: &digits) { buffer in
            let target = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            append(contentsOf: UnsafeBufferPointer(start: target, count: DecimalDigits.write(value, to: target)))
        }
    }

    /// Appends `value` in decimal digits, a `-` before a negative one.
    mutating func appendDecimal(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        appendDecimal(value.magnitude)
    }

    /// Appends `value` in lowercase hexadecimal digits.
    mutating func appendHexadecimal(_ value: UInt64) {
        appendDigits { buffer in
            var remaining = value
            var start = buffer.count
            repeat {
                start -= 1
                let digit = UInt8(truncatingIfNeeded: remaining & 0xF)
                buffer[start] = digit < 10 ? UInt8(ascii: "0") &+ digit : UInt8(ascii: "a") &+ digit &- 10
                remaining >>= 4
            } while remaining > 0
            return start
        }
    }

    /// Appends the digits `write` puts at the end of a buffer of 24 bytes (a `UInt64` has at
    /// most 20 decimal digits), given the position of the first.
    private mutating func appendDigits(_ write: (UnsafeMutableRawBufferPointer) -> Int) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        Swift.withUnsafeMutableBytes(of: &digits) { buffer in
            let start = write(buffer)
            append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start...]))
        }
    }
}
