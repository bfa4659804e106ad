@testable import Sizeboard
import Testing

@Suite("A page is a file whose name ends in .md in any case, and listed paths are joined in one piece")
struct PageFileNameTests {
    @Test("the name ends in a dot and m and d, in any case, as lowercasing the whole name would find", arguments: [
        "a.md", "A.MD", "guide/Page.Md", "x.mD", ".md", "café.md", "日本語.MD",
        "md", "a.m", "notes.markdown", "a.md.txt", "a\u{0E}md", "amd", "a.md/", "", "a.nd", "a.mb",
    ])
    func isPage(name: String) {
        #expect(PageDiscovery.isPage(name) == name.lowercased().hasSuffix(".md"))
    }

    @Test("a folder and a name joined by a slash", arguments: [
        ("posts", "page.md"), ("", "page.md"), ("a/b", ""), ("Content/日本語", "café crème.md"), ("/", "x"),
    ])
    func joined(folder: String, name: String) {
        let joined = String(folder: folder, name: name)
        #expect(joined == folder + "/" + name)
        #expect(joined.utf8.count == folder.utf8.count + 1 + name.utf8.count)
    }
}
