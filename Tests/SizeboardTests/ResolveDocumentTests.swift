import Foundation
import Sizeboard
import Testing

@Suite("The resolve document's JSON")
struct ResolveDocumentTests {
    static let environment = Environment(id: "e", width: 100, height: 200, scale: 2, idiom: .phone, horizontal: .compact, vertical: .regular)

    static func document(title: String) -> ResolveDocument {
        let root = ResolvedNode(id: "a", kind: "view", title: title, frame: Rect(x: 0, y: 0, width: 100, height: 200), horizontal: .compact, vertical: .regular)
        let result = Resolution(environment: environment, statusBarHidden: false, root: root, visible: ["a"])
        return ResolveDocument(
            pages: [.init(path: "Content/a.md", screens: [ScreenResult(id: "s", title: "[ ] { }", results: [result])]), .init(path: "Content/b.md", screens: [])],
            diagnostics: [.error("c", "m", path: "Content/b.md", at: .init(line: 2, column: 3))]
        )
    }

    @Test("valid JSON with sorted keys, empty lists as [], brackets inside strings untouched")
    func format() throws {
        let json = String(decoding: Self.document(title: "x [\n] y").json, as: UTF8.self)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Array(object.keys).sorted() == ["diagnostics", "pages", "schemaVersion"])
        #expect(json.hasPrefix("{\"diagnostics\":[{\"code\":\"c\","))
        #expect(json.contains("\"screens\":[]"))
        #expect(json.contains("\"children\":[]"))
        #expect(json.contains("\"title\":\"[ ] { }\""))
        #expect(json.contains("\"title\":\"x [\\n] y\""))
        #expect(json.contains("\"path\":\"Content/a.md\""), "slashes as they are")
        #expect(json.split(separator: "\n").count == 4, "the opening, a line for each page and the closing")
        #expect(json.hasSuffix("\n],\"schemaVersion\":1}\n"))
    }

    @Test("byte-identical from run to run")
    func deterministic() {
        #expect(Self.document(title: "t").json == Self.document(title: "t").json)
    }
}
