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

    @Test("contents are blocks of 32 bytes in four lanes, then words of eight bytes, little-endian, then the tail and the count", arguments: [0, 1, 7, 8, 9, 16, 23, 31, 32, 33, 40, 64, 71, 100])
    func contentsAreWords(count: Int) {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        func word(at offset: Int, count: Int = 8) -> UInt64 {
            (0..<count).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << UInt64(8 * $1) }
        }
        func mixed(_ lane: UInt64, _ word: UInt64) -> UInt64 {
            var hash = StableHash()
            hash.combine(word: lane ^ StableHash().value ^ word)
            return hash.value
        }
        var words = StableHash()
        var offset = 0
        if count >= 32 {
            var lanes = (1...4).map { mixed(words.value, UInt64($0)) }
            while offset + 32 <= count {
                for lane in 0..<4 {
                    lanes[lane] = mixed(lanes[lane], word(at: offset + 8 * lane))
                }
                offset += 32
            }
            for lane in lanes {
                words.combine(word: lane)
            }
        }
        while offset + 8 <= count {
            words.combine(word: word(at: offset))
            offset += 8
        }
        words.combine(word: word(at: offset, count: count - offset))
        words.combine(word: UInt64(count))
        #expect(StableHash.of(contents: bytes) == words.value)
        var asBytes = StableHash()
        asBytes.combine(bytes)
        #expect(StableHash.of(contents: bytes) != asBytes.value)
    }

    @Test("swapping two words of a file, in one lane or two, changes its hash", arguments: [(0, 8), (0, 32), (8, 40), (24, 56)])
    func contentsSeeWordOrder(first: Int, second: Int) {
        var bytes = (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 5) }
        let hash = StableHash.of(contents: bytes)
        for index in 0..<8 {
            bytes.swapAt(first + index, second + index)
        }
        #expect(StableHash.of(contents: bytes) != hash)
    }

    @Test("a text hashed as contents is its UTF-8 bytes hashed as contents", arguments: ["", "a", "page\n", "éé — 😀 and more than eight bytes"])
    func textContents(text: String) {
        #expect(StableHash.of(contents: text) == StableHash.of(contents: Array(text.utf8)))
    }

    @Test("one changed byte anywhere changes a file's hash, and so does a zero byte more")
    func contentsSeeEveryByte() {
        let bytes = (0..<77).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        let hash = StableHash.of(contents: bytes)
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 1
            #expect(StableHash.of(contents: changed) != hash, "byte \(index)")
        }
        #expect(StableHash.of(contents: bytes + [0]) != hash)
    }
}
