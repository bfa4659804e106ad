import Pages
@testable import Sizeboard
import Testing

@Suite("The prose fingerprint of a page")
struct ProseFingerprintTests {
    /// The contents hash of `text` in 16 hexadecimal digits.
    private func contentsHash(_ text: String) -> String {
        let digits = String(StableHash.of(contents: text), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    @Test("it is the contents hash of the HTML outside screen figures, nested ones included", arguments: [
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
        #expect(ProseFingerprint.of(html) == contentsHash(prose))
    }
}
