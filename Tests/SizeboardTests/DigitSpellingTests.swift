@testable import Sizeboard
import Testing

@Suite("Numbers spelled into bytes")
struct DigitSpellingTests {
    static let values: [UInt64] = [0, 1, 9, 10, 15, 16, 99, 100, 255, 4096, 999_999, 1 << 40, 1 << 63, 10_000_000_000_000_000_000, UInt64.max - 1, UInt64.max]

    @Test("as `String(_:)` and `String(_:radix: 16)` spell them, appended after what is there", arguments: values)
    func spelling(value: UInt64) {
        var bytes = Array("x".utf8)
        bytes.appendDecimal(value)
        bytes.appendHexadecimal(value)
        bytes.appendDecimal(Int64(bitPattern: value))
        #expect(String(decoding: bytes, as: UTF8.self) == "x\(value)\(String(value, radix: 16))\(Int64(bitPattern: value))")
    }

    @Test("random numbers, signed and not")
    func random() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1_000 {
            let value = UInt64.random(in: 0...UInt64.max, using: &generator) >> UInt64.random(in: 0...63, using: &generator)
            var bytes: [UInt8] = []
            bytes.appendDecimal(value)
            bytes.append(0x20)
            bytes.appendHexadecimal(value)
            bytes.append(0x20)
            bytes.appendDecimal(Int64(bitPattern: value))
            #expect(String(decoding: bytes, as: UTF8.self) == "\(value) \(String(value, radix: 16)) \(Int64(bitPattern: value))")
        }
        var minimum: [UInt8] = []
        minimum.appendDecimal(Int64.min)
        #expect(String(decoding: minimum, as: UTF8.self) == "\(Int64.min)")
    }
}
