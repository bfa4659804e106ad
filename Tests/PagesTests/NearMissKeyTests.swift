import Pages
import Testing

@Suite("Near misses of known keys")
struct NearMissKeyTests {
    @Test("a key one edit or one swap from a known key names it, the first in order when several do", arguments: [
        ("darft", "draft"), ("titel", "title"), ("Title", "title"), ("TITEL", "title"), ("summry", "summary"), ("orders", "order"),
        ("tags", nil), ("date", nil), ("ab", nil), ("title", nil), ("bat", "bad"), ("cad", "bad"), ("itlte", "title"),
        ("Tïtle", "title"), ("tïtle", "title"), ("ordér", "order"),
    ] as [(String, String?)])
    func intended(key: String, expected: String?) {
        let known = ["title", "summary", "environments", "order", "draft", "behavior", "ios", "cat", "bad"]
        #expect(NearMissKey.intended(by: key, among: known) == expected)
    }

    @Test("every pair of words of three letters three or four long, or of two letters five or six long, is a near miss exactly when its edit distance is 1, or 2 between words of the same letters")
    func agreesWithEditDistance() {
        func words(of letters: [String], lengths: ClosedRange<Int>) -> [String] {
            lengths.flatMap { length in
                (0..<length).reduce([""]) { words, _ in words.flatMap { prefix in letters.map { prefix + $0 } } }
            }
        }
        let words = words(of: ["a", "b", "C"], lengths: 3...4) + words(of: ["a", "B"], lengths: 5...6)
        var disagreements: [String] = []
        for written in words {
            for candidate in words where candidate != written {
                let source = Array(written.lowercased().unicodeScalars)
                let target = Array(candidate.lowercased().unicodeScalars)
                let distance = Suggestion.editDistance(source, target)
                let expected = distance <= 1 || distance == 2 && source.count == target.count && source.sorted() == target.sorted()
                if (NearMissKey.intended(by: written, among: [candidate]) == candidate) != expected {
                    disagreements.append("\(written) \(candidate)")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }
}
