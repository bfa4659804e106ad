@testable import Sizeboard
import Testing

@Suite("Sections group the pages by the top folder of their slug, the top pages first")
struct SiteSectionsTests {
    struct Case: Sendable, CustomStringConvertible {
        let description: String
        let slugs: [String]
        /// Each section as `folder: positions of its pages as given`.
        let sections: [String]
    }

    static let cases: [Case] = [
        Case(description: "top pages only", slugs: ["a", "b"], sections: [": 0 1"]),
        Case(description: "a section before the top pages moves after them", slugs: ["docs/a", "b", "docs/c"], sections: [": 1", "docs: 0 2"]),
        Case(description: "sections in the order of their first page, split runs joined", slugs: ["x/1", "y/2", "x/3", "y/4", "x/5"], sections: ["x: 0 2 4", "y: 1 3"]),
        Case(description: "deeper folders belong to the top one", slugs: ["guides/setup/one", "guides/two"], sections: ["guides: 0 1"]),
        Case(description: "empty components are skipped, a trailing slash is no folder", slugs: ["/lead/a", "a//b", "c/", "//"], sections: [": 2 3", "lead: 0", "a: 1"]),
        Case(description: "no pages", slugs: [], sections: []),
    ]

    @Test("grouping", arguments: cases)
    func grouping(_ example: Case) {
        let sections = SiteSections(slugs: example.slugs)
        let described = sections.sections.map { section in
            section.folder + ": " + section.pages.map { String(sections.readingOrder[$0]) }.joined(separator: " ")
        }
        #expect(described == example.sections)
        #expect(sections.readingOrder.sorted() == Array(example.slugs.indices))
    }

    @Test("titles read from folder names")
    func titles() {
        #expect(SiteSections(slugs: ["design-notes/a", "api_reference/b", "c"]).sections.map(\.title) == ["", "Design notes", "Api reference"])
    }
}
