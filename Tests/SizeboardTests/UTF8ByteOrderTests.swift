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
        #expect(UTF8ByteOrder.sorted(["b"]) == ["b"])
        #expect(UTF8ByteOrder.sorted([]) == [])
    }

    @Test("sorting many strings, short and long, ASCII or not, with or without a long shared prefix, gives the order of `precedes`", arguments: [
        "", "Content/posts/", "posts/aaaaaaaa",
    ])
    func sortingMany(sharedPrefix: String) {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["", "a", "b", "posts/", "index.html", "é", "漢", "🙂", "-", "/", "resolution.json", "A", "z", "\u{0}", "aaaaaaaa"]
        var strings: Set<String> = [sharedPrefix]
        while strings.count < 2_000 {
            strings.insert(sharedPrefix + (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        #expect(UTF8ByteOrder.sorted(Array(strings)) == strings.sorted(by: UTF8ByteOrder.precedes))
        let expected = strings.sorted(by: UTF8ByteOrder.precedes)
        #expect(strings.sortedByBytes() == expected)
        let table = Dictionary(uniqueKeysWithValues: strings.enumerated().map { ($1, $0) })
        let entries = table.sortedByKeyBytes()
        #expect(entries.map(\.key) == expected)
        #expect(entries.allSatisfy { table[$0.key] == $0.value })
    }
}
