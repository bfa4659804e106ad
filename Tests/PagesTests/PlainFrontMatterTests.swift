import Adaptivity
@testable import Pages
import Testing

@Suite("Front matter read without composing YAML")
struct PlainFrontMatterTests {
    static let decoder = FrontMatterDecoder(path: "Content/page.md", lineOffset: 1)

    /// Front matters inside the plain subset, and some just outside it: each must decode to the
    /// same metadata and diagnostics as through Yams.
    static let texts = [
        "title: \"That Footer Such\"\ndate: 2015-01-01T10:15:00Z\ntags: [release]\n",
        "title: Photos\nsummary: S\norder: 3\ndraft: false\ntags: [a, b]\n",
        "title: 'single quoted'\nsumary: near miss\n",
        "title: yes\nflag: Yes\nother: TrUe\nnumber: 12.5\nhex: 0x10\ncount: 10:15\nnull-ish: null\n",
        "title: A title, with commas; and (parentheses)! Don't?\nurl: http://example.com/a\n",
        "title: \"quoted # not a comment\"\nlist: [1, 2.5, yes, off, v1.2/x+y]\nempty: []\n",
        "draft: On\norder: \"4\"\ntitl: near\n",
        "title: two  spaces inside\nkey_with-dash: value\n",
        // Outside the subset: these go through Yams.
        "title: Photos # a comment\n",
        "title: [a, b]\n",
        "draft: maybe\n",
        "order: three\n",
        "environments: [phones]\n",
        "title: a\ntitle: b\n",
        "title: a: b\n",
        "title: \"escaped \\\" quote\"\n",
        "title: Café\n",
        "tags: [a, , b]\n",
        "\n",
        "title:\n",
        "author: {name: Ann}\n",
        "title: x\n  continued\n",
    ]

    @Test("the plain reading gives what composing through Yams gives", arguments: texts)
    func sameAsComposing(_ text: String) {
        let plain = Self.decoder.decode(text)
        let composed = Self.decoder.decodeComposing(text)
        #expect(plain.0 == composed.0)
        #expect(plain.1 == composed.1)
    }

    @Test("the subset is recognized: the benchmark corpus's front matter needs no parser")
    func recognized() {
        #expect(PlainFrontMatter(Self.texts[0]) != nil)
        #expect(PlainFrontMatter(Self.texts[3]) != nil)
        #expect(PlainFrontMatter("title: Photos # a comment\n") == nil)
        #expect(PlainFrontMatter("title: Café\n") == nil)
        #expect(PlainFrontMatter("title: a\ntitle: b\n") == nil)
    }
}
