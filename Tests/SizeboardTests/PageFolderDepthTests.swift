@testable import Sizeboard
import Testing

@Suite("How many folders deep a page's HTML lies")
struct PageFolderDepthTests {
    @Test("it is the count of the slug's non-empty components", arguments: [
        ("", 0), ("index", 1), ("posts/first", 2), ("a/b/c", 3), ("/a//b/", 2), ("//", 0), ("é/ü", 2),
    ])
    func depth(slug: String, expected: Int) {
        #expect(PageRenderer.folderDepth(of: slug) == expected)
        #expect(PageRenderer.folderDepth(of: slug) == slug.split(separator: "/").count)
    }
}
