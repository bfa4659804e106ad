import Foundation
import Mustache
@testable import Sizeboard
import Testing

@Suite("Template skeletons: one swift-mustache render for each shape of context")
struct TemplateSkeletonTests {
    /// A record of the navigation's kind, walked field by field.
    private struct Link: TemplateRecord {
        let title: String
        let current: Bool

        var templateFields: [(key: String, value: Any)] {
            [("current", current), ("title", title)]
        }

        func addFields(to shape: inout TemplateShape) {
            shape.add(field: current)
            shape.add(field: title)
        }
    }

    /// A value of a kind `TemplateShape` does not know.
    private struct Opaque {
        let text: String
    }

    /// Three contexts of one shape: the strings differ (markup, an ampersand before a combining
    /// accent, a line feed at the end) but not whether each is empty or ends with a line feed.
    private static var contexts: [[String: Any]] { [
        ["title": "Plain", "body": "<p>one</p>\n", "empty": "", "flag": true, "count": 3, "list": ["a", "b"],
         "site": ["name": "Site & co"] as [String: Any], "links": [Link(title: "x", current: true), Link(title: "y", current: false)]],
        ["title": "<Tag> & \"quote\" 'single'", "body": "two &\u{301} three\n", "empty": "", "flag": true, "count": 3, "list": ["c<", "d&"],
         "site": ["name": "Other"] as [String: Any], "links": [Link(title: "&\u{301}", current: true), Link(title: "z", current: false)]],
        ["title": "\u{E000}1\\&&\u{301}\u{E001}", "body": "\u{E000}\n", "empty": "", "flag": true, "count": 3, "list": ["f", "e"],
         "site": ["name": "N"] as [String: Any], "links": [Link(title: "'", current: true), Link(title: "\"", current: false)]],
    ] }

    private static let partial = "{{% CONTENT_TYPE: HTML }}\n  {{title}}\n  {{{body}}}\n  [{{empty}}]\n"

    @Test("a template renders every context of a shape as swift-mustache does, from one skeleton", arguments: [
        "{{% CONTENT_TYPE: HTML }}<h1>{{title}}</h1>{{{body}}}{{site.name}}[{{empty}}]{{count}}",
        "<h1>{{title}}</h1>{{{body}}}{{#links}}<a>{{title}}{{#current}}*{{/current}}</a>{{/links}}",
        "{{% CONTENT_TYPE: TEXT }}{{title}} {{body}}{{#list}}({{.}}){{/list}}",
        "{{% CONTENT_TYPE: HTML }}{{#flag}}{{#site}}{{name}} {{title}}{{/site}}{{/flag}}{{^empty}}no{{/empty}}",
        "{{% CONTENT_TYPE: HTML }}<ul>\n  {{> part}}\n</ul>\n{{#title}}{{.}}{{/title}}",
        "{{% CONTENT_TYPE: HTML }}{{<frame}}{{$main}}<b>{{title}}</b>{{/main}}{{/frame}}",
        "{{% CONTENT_TYPE: HTML }}{{#empty(list)}}none{{/empty(list)}}{{^empty(list)}}{{title}}{{/empty(list)}}",
    ])
    func skeletonRendersAsTheLibrary(template: String) throws {
        let (theme, library) = try Self.theme(page: template)
        for context in Self.contexts {
            #expect(Array(theme.render("page", context: context).utf8) == Array(Theme.removingControlCharacters(library.render(context, withTemplate: "page")!).utf8))
        }
        #expect(theme.skeletons.skeletonCount(of: "page") == 1)
    }

    @Test("a template whose output depends on a string's text renders directly", arguments: [
        "{{uppercased(title)}}",
        "{{#site}}{{.}}{{/site}}",
        "{{#links}}{{.}}{{/links}}",
    ])
    func textDependentTemplateRendersDirectly(template: String) throws {
        let (theme, library) = try Self.theme(page: "{{% CONTENT_TYPE: HTML }}" + template)
        for context in Self.contexts {
            #expect(theme.render("page", context: context) == Theme.removingControlCharacters(library.render(context, withTemplate: "page")!))
        }
        #expect(theme.skeletons.skeletonCount(of: "page") == 0)
    }

    @Test("a shape's second context makes its skeleton; contexts differing in what a template can test get their own, integers go in slots")
    func shapesSeparateWhatTemplatesTest() throws {
        let theme = try Self.theme(page: "{{#title}}[{{title}}]{{/title}}{{#flag}}!{{/flag}}{{count}}").theme
        let contexts: [([String: Any], String)] = [
            (["title": "a", "flag": true, "count": 1], "[a]!1"),
            (["title": "", "flag": true, "count": 1], "[]!1"),
            (["title": "b\n", "flag": true, "count": 1], "[b\n]!1"),
            (["title": "c", "flag": false, "count": 1], "[c]1"),
            (["title": "d", "flag": true, "count": 2], "[d]!2"),
            (["title": "e", "flag": true, "count": 1], "[e]!1"),
        ]
        for (context, expected) in contexts {
            #expect(theme.render("page", context: context) == expected)
        }
        #expect(theme.skeletons.skeletonCount(of: "page") == 1)
        for (context, expected) in contexts {
            #expect(theme.render("page", context: context) == expected)
        }
        #expect(theme.skeletons.skeletonCount(of: "page") == 4)
    }

    @Test("an integer fills a slot, as a value and as a section, unless a template names an integer transform", arguments: [
        ("{{count}}/{{#count}}<{{.}}{{label}}>{{/count}}{{^count}}none{{/count}}", true),
        ("{{count}}{{#odd(count)}} odd{{/odd(count)}}{{plusone(count)}}", false),
    ])
    func integersFillSlots(source: String, slotted: Bool) throws {
        let (theme, library) = try Self.theme(page: source)
        let counts = [0, 1, 2, 10, -3, 12_345, 7]
        for _ in 0..<2 {
            for count in counts {
                let context: [String: Any] = ["count": count, "label": "x"]
                #expect(theme.render("page", context: context) == Theme.removingControlCharacters(library.render(context, withTemplate: "page")!))
            }
        }
        #expect(theme.skeletons.skeletonCount(of: "page") == (slotted ? 1 : counts.count))
        #expect(TemplateShape.integersAsSlots(names: theme.skeletons.names) == slotted)
    }

    @Test("a context holding a value of an unknown kind renders directly")
    func unknownValueRendersDirectly() throws {
        let theme = try Self.theme(page: "{{title}}{{#other}}+{{/other}}").theme
        #expect(TemplateShape(of: ["title": "a", "other": Opaque(text: "x")], names: ["title", "other"]) == nil)
        #expect(TemplateShape(of: ["title": "a", "other": Opaque(text: "x")], names: ["title"]) != nil)
        #expect(theme.render("page", context: ["title": "a", "other": Opaque(text: "x")]) == "a+")
        #expect(theme.skeletons.skeletonCount(of: "page") == 0)
    }

    @Test("themes with dynamic partials or other delimiters are not skeletonized", arguments: [
        ("{{title}}{{#list}}{{.}}{{/list}}{{uppercased(title)}}", true),
        ("{{>*name}}", false),
        ("{{> *name}}", false),
        ("{{=<% %>=}}<% title %>", false),
        ("{{{body}}}{{> part}}", true),
    ])
    func allowedSources(source: String, allowed: Bool) {
        #expect(TemplateSkeletons.allowed(inSources: [source]) == allowed)
    }

    @Test("a skeleton keeps the text around its slots and knows how each was written")
    func parsing() throws {
        let strings: [TemplateText] = [.string("a&"), .string("b\n"), .string("c")]
        let output = "<\u{E000}0\\&&\u{301}\u{E001}|\u{E000}1\\&amp;&amp;\u{301}\u{E001}\n|\u{E000}2\\&amp;&\u{301}\u{E001}>"
        let skeleton = try #require(TemplateSkeleton(parsing: output, strings: strings))
        #expect(skeleton.filled(with: [.string("x&"), .string("<y>\n"), .string("&\u{301}'")]) == "<x&|&lt;y&gt;\n|&\u{301}&#39;>")
        #expect(skeleton.filled(with: [.utf8(ArraySlice("x&".utf8)), .utf8(ArraySlice("<y>\n".utf8)), .utf8(ArraySlice("&\u{301}'".utf8))]) == "<x&|&lt;y&gt;\n|&\u{301}&#39;>")
        #expect(TemplateSkeleton(parsing: "\u{E000}", strings: strings) == nil)
        #expect(TemplateSkeleton(parsing: "\u{E000}7\\&&\u{301}\u{E001}", strings: strings) == nil)
        #expect(TemplateSkeleton(parsing: "\u{E000}0\\\\&&\u{301}\u{E001}", strings: strings) == nil)
        #expect(TemplateSkeleton(parsing: "\u{E000}1\\&&\u{301}\u{E001}", strings: strings) == nil)
    }

    @Test("a text given as bytes ends with a line feed alone exactly when its string does", arguments: ["", "a", "a\n", "a\r\n", "\n", "\r", "\n\r", "é\n", "a\u{301}"])
    func lineFeedOfBytes(text: String) {
        #expect(TemplateText.utf8(ArraySlice(text.utf8)).endsWithLineFeed == (text.last == "\n"))
        #expect(TemplateText.string(text).endsWithLineFeed == (text.last == "\n"))
    }

    @Test("the names a theme can look up are every word of its tags")
    func names() {
        let names = TemplateSkeletons.names(inSources: [
            "{{% CONTENT_TYPE: HTML }}{{#page.title}}{{{body}}}{{/page.title}}{{^empty(list)}}x{{/empty(list)}}",
            "{{> part}}{{ spaced }}{{&raw}}{{<frame}}{{$main}}{{/main}}{{/frame}}{{! a comment }}{{.}}",
            "é{{né}} { {{single}} } {{{triple}}}}{{after}}{{unclosed",
        ])
        for name in ["page", "title", "body", "empty", "list", "part", "spaced", "raw", "frame", "main", "CONTENT_TYPE:", "comment", "né", "single", "triple", "after"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(!names.contains("x"))
        #expect(!names.contains("unclosed"))
    }

    @Test("keys no template names are left out of the shape and of the marked context")
    func unnamedKeys() throws {
        let names: Set<String> = ["title", "site", "name"]
        let first = try #require(TemplateShape(of: ["title": "a", "site": ["name": "n", "hidden": true] as [String: Any], "extra": ""], names: names))
        let second = try #require(TemplateShape(of: ["title": "b", "site": ["name": "m", "hidden": [1, 2]] as [String: Any], "extra": "text"], names: names))
        #expect(first.key == second.key)
        #expect(first.strings.map(\.string) == ["n", "a"])
        let marked = TemplateShape.markedContext(["title": "a", "site": ["name": "", "hidden": true] as [String: Any], "extra": "x"], names: names)
        #expect(Set(marked.keys) == ["site", "title"])
        #expect((marked["site"] as? [String: Any])?.keys.sorted() == ["name"])
        #expect((marked["title"] as? TemplateSlotMarker)?.slot == 1)
    }

    @Test("a page whose unnamed keys differ renders from the same skeleton")
    func unnamedKeysShareSkeleton() throws {
        let theme = try Self.theme(page: "{{% CONTENT_TYPE: HTML }}<h1>{{title}}</h1>").theme
        for (extra, title) in [("a", "1"), ("", "<2>"), ("b\n", "3")] {
            #expect(theme.render("page", context: ["title": title, "extra": extra, "more": [extra]]) == "<h1>\(HTMLEscaping().escapeText(title))</h1>")
        }
        #expect(theme.skeletons.skeletonCount(of: "page") == 1)
    }

    @Test("the index files' pagination, whose numbers differ from file to file, fills one skeleton for the files in the middle")
    func paginationSharesSkeleton() throws {
        let pagination = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Themes/default/templates/pagination.mustache"), encoding: .utf8)
        let (theme, library) = try Self.theme(page: pagination)
        let count = 12
        for file in 0..<count {
            let context: [String: Any] = ["pagination": IndexGenerator.pagination(file: file, count: count)]
            #expect(TemplateShape(of: context, names: theme.skeletons.names) != nil)
            #expect(theme.render("page", context: context) == Theme.removingControlCharacters(library.render(context, withTemplate: "page")!))
        }
        let middle = (5..<(count - 5)).map { TemplateShape(of: ["pagination": IndexGenerator.pagination(file: $0, count: count)], names: theme.skeletons.names)!.key }
        #expect(Set(middle).count == 1)
        #expect(theme.skeletons.skeletonCount(of: "page") == 1)
    }

    private static func theme(page: String) throws -> (theme: Theme, library: MustacheLibrary) {
        let sources = [
            "page": page,
            "part": partial,
            "frame": "{{% CONTENT_TYPE: HTML }}<main>{{$main}}{{/main}}</main>{{site.name}}",
        ]
        let templates = try sources.mapValues { try MustacheTemplate(string: $0) }
        return (Theme(name: "test", templates: templates, sources: Array(sources.values), assets: [:], fingerprint: 0), MustacheLibrary(templates: templates))
    }
}
