@testable import Sizeboard
import Testing

@Suite("Control characters HTML forbids are removed from rendered templates, and nothing else")
struct ControlCharacterTests {
    /// Removes, scalar by scalar, what `Theme.removingControlCharacters` must remove.
    static func expected(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0C, 0x0D: true
            case 0x00...0x1F, 0x7F...0x9F: false
            default: true
            }
        })
        return String(kept)
    }

    static let pieces = ["a", "<p>", "\n", "\t", "\r", "\u{0C}", "\u{00}", "\u{08}", "\u{0B}", "\u{0E}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "é", "Â", "\u{C2}", "€", "😀", "       "]

    @Test("random texts of up to 40 pieces, at every offset against the groups of eight bytes", arguments: 0..<200)
    func matchesScalarFilter(seed: Int) {
        var random = IncrementalOutputTests.SeededRandom(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        var text = ""
        for _ in 0..<Int(random.next() % 40) {
            text += Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
        }
        #expect(Theme.removingControlCharacters(text) == Self.expected(text), "\(Array(text.utf8))")
        #expect(ControlCharacters.removed(from: Array(text.utf8)) == Array(Self.expected(text).utf8), "\(Array(text.utf8))")
    }

    @Test("a C2 byte starts a forbidden character only before 80 to 9F", arguments: [("\u{A0}", false), ("·", false), ("Â", false), ("\u{80}", true), ("\u{9F}", true)])
    func leadingC2(text: String, isForbidden: Bool) {
        for padding in 0..<20 {
            let bytes = Array((String(repeating: "a", count: padding) + text).utf8)
            #expect(bytes.withUnsafeBufferPointer(ControlCharacters.isPresent) == isForbidden, "after \(padding) bytes")
        }
    }

    @Test("a forbidden character at each position of a long clean text is found", arguments: ["\u{01}", "\u{0B}", "\u{1E}", "\u{7F}", "\u{85}"])
    func eachPosition(forbidden: String) {
        let clean = String(repeating: "abcdefgh\n", count: 3)
        #expect(Theme.removingControlCharacters(clean) == clean)
        for offset in 0...clean.count {
            var text = clean
            text.insert(contentsOf: forbidden, at: text.index(text.startIndex, offsetBy: offset))
            #expect(Theme.removingControlCharacters(text) == clean, "at \(offset)")
        }
    }
}
