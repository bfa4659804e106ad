/// A whole number's decimal digits written straight into bytes, as `String(_:)` spells them,
/// without making a string: a preview's coordinates, and the numbers of the JSON writer and of
/// the build's tables (`Sizeboard`), hundreds of thousands in a build.
package enum DecimalDigits {
    /// Writes `value`'s digits at `target`, which has room for 20 (a `UInt64`'s most), and gives
    /// how many it wrote: a number below 10,000 (every coordinate of a preview) digit by digit
    /// with no loop, a larger one by counting its digits first.
    @inline(__always)
    package static func write(_ value: UInt64, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let zero = UInt8(ascii: "0")
        switch value {
        case ..<10:
            target[0] = zero + UInt8(value)
            return 1
        case ..<100:
            target[0] = zero + UInt8(value / 10)
            target[1] = zero + UInt8(value % 10)
            return 2
        case ..<1_000:
            target[0] = zero + UInt8(value / 100)
            target[1] = zero + UInt8(value / 10 % 10)
            target[2] = zero + UInt8(value % 10)
            return 3
        case ..<10_000:
            target[0] = zero + UInt8(value / 1_000)
            target[1] = zero + UInt8(value / 100 % 10)
            target[2] = zero + UInt8(value / 10 % 10)
            target[3] = zero + UInt8(value % 10)
            return 4
        default:
            var digits = 5
            var power: UInt64 = 100_000
            while digits < 20, value >= power {
                digits += 1
                power = power &* 10
            }
            var remaining = value
            for offset in stride(from: digits - 1, through: 0, by: -1) {
                target[offset] = zero + UInt8(remaining % 10)
                remaining /= 10
            }
            return digits
        }
    }
}
