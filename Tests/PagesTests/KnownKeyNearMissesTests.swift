@testable import Pages
import Testing

@Suite("Near misses of known keys, kept once found")
struct KnownKeyNearMissesTests {
    @Test("a key asked again gives what it gave the first time, near miss or not", arguments: [
        ("darft", "draft" as String?), ("titel", "title"), ("date", nil), ("tags", nil), ("draft", nil),
    ])
    func askedAgain(key: String, expected: String?) {
        let nearMisses = KnownKeyNearMisses(among: ["title", "draft", "order"])
        #expect(nearMisses.intended(by: key) == expected)
        #expect(nearMisses.intended(by: key) == expected)
        #expect(NearMissKey.intended(by: key, among: ["title", "draft", "order"]) == expected)
    }

    @Test("keys past the capacity are still matched")
    func pastCapacity() {
        let nearMisses = KnownKeyNearMisses(among: ["draft"])
        for index in 0..<KnownKeyNearMisses.capacity {
            #expect(nearMisses.intended(by: "key\(index)") == nil)
        }
        #expect(nearMisses.intended(by: "darft") == "draft")
        #expect(nearMisses.intended(by: "darft") == "draft")
    }
}
