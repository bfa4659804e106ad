import Pages
import Testing

/// `StableHash` values are kept between runs (manifests, render cache names), so they must not
/// depend on the process or on how a value is added.
@Suite struct StableHashTests {
    @Test("FNV-1a of known text, with the end-of-field byte mixed in")
    func knownValue() {
        let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
        #expect(StableHash.of("") == (offsetBasis ^ 0xff) &* 0x0000_0100_0000_01b3)
        var twice = StableHash()
        twice.combine("ab")
        var split = StableHash()
        split.combine("a")
        split.combine("b")
        #expect(twice.value != split.value, "fields are delimited")
    }

    @Test("a number adds its eight bytes, least significant first", arguments: [UInt64(0), 1, 0xff, 0x0102_0304_0506_0708, .max])
    func numberIsItsBytes(number: UInt64) {
        var asNumber = StableHash()
        asNumber.combine(number)
        var asBytes = StableHash()
        asBytes.combine((0..<8).map { UInt8(truncatingIfNeeded: number >> (8 * $0)) })
        #expect(asNumber.value == asBytes.value)
    }

    @Test("a word is one multiplication and shift: a known value, order counts, and it is not the number's bytes")
    func wordIsOneRound() {
        let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
        var one = StableHash()
        one.combine(word: 7)
        let mixed = (offsetBasis ^ 7) &* 0x9e37_79b9_7f4a_7c15
        #expect(one.value == mixed ^ (mixed >> 29))
        var forward = StableHash()
        forward.combine(word: 1)
        forward.combine(word: 2)
        var backward = StableHash()
        backward.combine(word: 2)
        backward.combine(word: 1)
        #expect(forward.value != backward.value)
        var asNumber = StableHash()
        asNumber.combine(UInt64(7))
        #expect(asNumber.value != one.value)
    }
}
