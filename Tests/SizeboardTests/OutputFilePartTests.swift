import Testing
@testable import Sizeboard

/// A written file copied into another (a page's `resolution.json` into the site's) is indented
/// line by line, empty lines too, without its final line break.
@Suite struct OutputFilePartTests {
    @Test("indented copies", arguments: [
        ("", 2, ""),
        ("\n", 3, ""),
        ("\n\n", 1, " \n"),
        ("a", 2, "  a"),
        ("a\n", 2, "  a"),
        ("a\n\nb\n", 2, "  a\n  \n  b"),
        ("{\n  \"k\" : 1\n}\n", 4, "    {\n      \"k\" : 1\n    }"),
        ("a\nb", 0, "a\nb"),
    ])
    func indented(file: String, indentation: Int, expected: String) {
        #expect(OutputFilePart.indented(Array(file.utf8), by: indentation) == Array(expected.utf8))
    }
}
