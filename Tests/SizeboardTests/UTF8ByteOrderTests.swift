@testable import Sizeboard
import Testing

@Suite("The companion files' order of paths")
struct UTF8ByteOrderTests {
    @Test("it is the order of `<` for composed text, a prefix first", arguments: [
        ("a", "b"), ("", "a"), ("a", "ab"), ("posts/a/index.html", "posts/a/resolution.json"), ("Z", "a"), ("z", "é"), ("é", "漢"), ("漢", "🙂"),
        ("a-b", "a/b"), ("posts/x", "posts/xy/index.html"),
    ])
    func order(smaller: String, larger: String) {
        #expect(UTF8ByteOrder.precedes(smaller, larger))
        #expect(!UTF8ByteOrder.precedes(larger, smaller))
        #expect(!UTF8ByteOrder.precedes(smaller, smaller))
        #expect(smaller < larger)
    }

    @Test("a dictionary's entries and a set's strings sort by it")
    func sorting() {
        #expect(["b": 1, "a": 2, "ab": 3].sortedByKeyBytes().map(\.key) == ["a", "ab", "b"])
        #expect(Set(["b", "a", "ab"]).sortedByBytes() == ["a", "ab", "b"])
    }
}
