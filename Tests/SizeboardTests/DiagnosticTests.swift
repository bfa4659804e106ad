import Foundation
import Sizeboard
import Testing

@Suite("Diagnostics as DocC prints them")
struct DiagnosticTests {
    @Test("path:line:column: severity: message [code]")
    func format() {
        let diagnostic = Diagnostic.error("unknown-field", "unknown field `titel`; did you mean `title`?", path: "Content/a.md", at: .init(line: 12, column: 5))
        #expect(diagnostic.description == "Content/a.md:12:5: error: unknown field `titel`; did you mean `title`? [unknown-field]")
    }

    @Test("sorted by path, line, column, then errors before warnings")
    func sorting() {
        let diagnostics = [
            Diagnostic.warning("w", "w", path: "b.md", at: .init(line: 1, column: 1)),
            Diagnostic.error("e", "e", path: "a.md", at: .init(line: 10, column: 1)),
            Diagnostic.warning("w", "w", path: "a.md", at: .init(line: 2, column: 3)),
            Diagnostic.error("e", "e", path: "a.md", at: .init(line: 2, column: 3)),
        ]
        #expect(diagnostics.sorted().map(\.description) == [
            "a.md:2:3: error: e [e]", "a.md:2:3: warning: w [w]", "a.md:10:1: error: e [e]", "b.md:1:1: warning: w [w]",
        ])
    }

    @Test("encoded with the resolve contract's keys")
    func json() throws {
        let data = try JSONEncoder().encode(Diagnostic.error("c", "m", path: "p", at: .init(line: 3, column: 4)))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["severity", "path", "line", "column", "code", "message"])
    }
}
