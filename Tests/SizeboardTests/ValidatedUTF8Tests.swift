@testable import Sizeboard
import Testing

@Suite("Text made only from valid UTF-8")
struct ValidatedUTF8Tests {
    @Test("valid bytes are the text they spell", arguments: ["", "plain", "ü and 漢字", "🙂 at the end 🙂", "nul \u{0} inside"])
    func valid(text: String) {
        #expect(ValidatedUTF8.string(Array(text.utf8)) == text)
    }

    @Test("invalid bytes are no text, even when their repair is as long as they are", arguments: [
        [0xFF],
        [0x61, 0x80],
        [0xF0, 0x9F, 0x98],
        [0xE2, 0x82],
        [0xC0, 0xAF],
        [0xED, 0xA0, 0x80],
        [0xF4, 0x90, 0x80, 0x80],
    ] as [[UInt8]])
    func invalid(bytes: [UInt8]) {
        #expect(ValidatedUTF8.string(bytes) == nil)
        #expect(String(validating: bytes, as: UTF8.self) == nil)
    }
}
