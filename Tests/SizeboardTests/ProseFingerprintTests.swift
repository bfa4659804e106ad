@testable import Sizeboard
import Testing

@Suite("The prose fingerprint of a page")
struct ProseFingerprintTests {
    /// 64-bit FNV-1a in hexadecimal, spelled out.
    private func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    @Test("it is FNV-1a of the HTML outside screen figures, nested ones included", arguments: [
        ("", ""),
        ("<p>Prose</p>", "<p>Prose</p>"),
        ("<p>a</p><figure class=\"screen\"><img></figure><p>b</p>", "<p>a</p><p>b</p>"),
        ("x<figure><figure>in</figure>still in</figure>y", "xy"),
        ("x</figure>y", "x</figure>y"),
        ("<figure>never closed", ""),
        ("ü <fig", "ü <fig"),
        ("a<figure>x<y <b>z</b></figure>b<", "ab<"),
        ("a<figure></figur</figure>b", "ab"),
        ("<figure><", ""),
        ("a<figure>b</figure", "a"),
        ("<<figure>x</figure>>", "<>"),
        ("<figure>é<figure></figure>ü</figure>ö</figure>", "ö</figure>"),
    ])
    func fingerprint(html: String, prose: String) {
        #expect(ProseFingerprint.of(html) == fnv1a(prose))
    }
}
