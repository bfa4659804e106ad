import Foundation

/// Reads what `NULFieldWriter` wrote: fields ended by NUL, taken one at a time from the bytes in
/// place (no array of fields is made); each read is nil rather than accept what is not a field of
/// the expected kind.
struct NULFieldReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next field starts in the bytes.
    private(set) var position = 0

    /// A reader of `bytes`, which must outlive it.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether every field has been read.
    var isAtEnd: Bool {
        position == bytes.count
    }

    /// The next field's bytes, or nil at the end or when the bytes end without a NUL.
    mutating func next() -> UnsafeBufferPointer<UInt8>? {
        guard position < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + position, 0, bytes.count - position) else { return nil }
        let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        let field = UnsafeBufferPointer(rebasing: bytes[position..<end])
        position = end + 1
        return field
    }

    /// The next field as text, or nil when it is not UTF-8.
    mutating func string() -> String? {
        next().flatMap(ValidatedUTF8.string)
    }

    /// The next field as a number in hexadecimal digits.
    mutating func hexadecimal() -> UInt64? {
        next().flatMap { Self.hexadecimal($0[...]) }
    }

    /// The next field as a number in decimal digits, read as its two's complement when it starts
    /// with `-`.
    mutating func decimal() -> UInt64? {
        next().flatMap { Self.decimal($0[...]) }
    }

    /// The number in decimal `digits` (a leading `-` allowed, read as its two's complement), or
    /// nil when it is not one or does not fit.
    private static func decimal(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64? {
        var digits = digits
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
        }
        return negative ? 0 &- value : value
    }

    /// The number in lowercase hexadecimal `digits` (at most 16 of them), or nil when it is not one.
    private static func hexadecimal(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64? {
        guard !digits.isEmpty, digits.count <= 16 else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }

    /// The numbers in `field`, 16 lowercase hexadecimal digits each with no separator, or nil
    /// when the field is not that.
    static func fixedWidthHexadecimals(_ field: UnsafeBufferPointer<UInt8>) -> [UInt64]? {
        guard field.count % 16 == 0 else { return nil }
        var numbers = [UInt64](repeating: 0, count: field.count / 16)
        var digits: UInt8 = 0
        HexadecimalDigits.values.withUnsafeBufferPointer { table in
            numbers.withUnsafeMutableBufferPointer { numbers in
                var byte = field.baseAddress
                for index in numbers.indices {
                    var value: UInt64 = 0
                    for _ in 0..<16 {
                        let digit = table[Int(byte!.pointee)]
                        digits |= digit
                        value = value << 4 | UInt64(digit & 0xF)
                        byte! += 1
                    }
                    numbers[index] = value
                }
            }
        }
        return digits < 16 ? numbers : nil
    }
}
