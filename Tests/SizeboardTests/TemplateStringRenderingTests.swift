import Mustache
@testable import Sizeboard
import Testing

@Suite("Strings in template contexts")
struct TemplateStringRenderingTests {
    private let context: [String: Any] = [
        "text": "a <b> & \"c\"", "empty": "", "name": "part", "count": 2, "items": ["x", "y"], "nested": ["title": "T"],
    ]

    @Test("render, escape, open sections and name dynamic partials as plain values do", arguments: [
        ("{{text}}", "a &lt;b&gt; &amp; &quot;c&quot;"),
        ("{{{text}}}", "a <b> & \"c\""),
        ("[{{empty}}]", "[]"),
        ("{{#empty}}shown{{/empty}}{{^empty}}hidden{{/empty}}", "shown"),
        ("{{#text}}{{.}}{{/text}}", "a &lt;b&gt; &amp; &quot;c&quot;"),
        ("{{#items}}({{.}}){{/items}}", "(x)(y)"),
        ("{{nested.title}} {{count}}", "T 2"),
        ("{{>*name}}", "partial T"),
        ("{{^missing}}none{{/missing}}", "none"),
    ])
    func rendering(template: String, expected: String) throws {
        let library = MustacheLibrary(templates: [
            "page": try MustacheTemplate(string: "{{% CONTENT_TYPE: HTML }}" + template),
            "part": try MustacheTemplate(string: "partial {{nested.title}}"),
        ])
        #expect(library.render(context, withTemplate: "page") == expected)
    }
}
