@testable import Pages
import Testing

@Suite("A page's text cut into front matter and body")
struct FrontMatterSplitTests {
    @Test("fences with trailing spaces, tabs and carriage returns, text around them of several bytes a character, and pages that open front matter without closing it", arguments: [
        ("---\ntitle: A\n---\nBody\n", "title: A\n", "Body\n", 3, false),
        ("---\r\ntitle: A\r\n---\r\nBody", "title: A\r\n", "Body", 3, false),
        ("--- \t\ntitle: é\n---  \n日本語\n", "title: é\n", "日本語\n", 3, false),
        ("---\n---\n", "", "", 2, false),
        ("---\ntitle: A\n---", "title: A\n", "", 3, false),
        ("---\ntitle: A\n", nil, "---\ntitle: A\n", 0, true),
        ("---", nil, "---", 0, true),
        ("--- x\n---\nBody\n", nil, "--- x\n---\nBody\n", 0, false),
        ("title: A\n---\n", nil, "title: A\n---\n", 0, false),
        ("", nil, "", 0, false),
        ("----\ntitle: A\n----\n", nil, "----\ntitle: A\n----\n", 0, false),
    ] as [(String, String?, String, Int, Bool)])
    func split(text: String, yaml: String?, body: String, lines: Int, unterminated: Bool) {
        let split = FrontMatterSplit(text)
        #expect(split.yaml == yaml)
        #expect(String(split.body) == body)
        #expect(split.bodyLineOffset == lines)
        #expect(split.isUnterminated == unterminated)
    }
}
