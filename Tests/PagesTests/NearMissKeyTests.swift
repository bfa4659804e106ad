import Pages
import Testing

@Suite("Near misses of known keys")
struct NearMissKeyTests {
    @Test("a key one edit or one swap from a known key names it, the first in order when several do", arguments: [
        ("darft", "draft"), ("titel", "title"), ("Title", "title"), ("TITEL", "title"), ("summry", "summary"), ("orders", "order"),
        ("tags", nil), ("date", nil), ("ab", nil), ("title", nil), ("bat", "bad"), ("cad", "bad"),
    ] as [(String, String?)])
    func intended(key: String, expected: String?) {
        let known = ["title", "summary", "environments", "order", "draft", "behavior", "ios", "cat", "bad"]
        #expect(NearMissKey.intended(by: key, among: known) == expected)
    }
}
