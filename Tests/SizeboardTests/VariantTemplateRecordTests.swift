import Adaptivity
import Foundation
import Mustache
@testable import Sizeboard
import Testing

@Suite("A figure's variants as template records: the bytes of the dictionaries they replace")
struct VariantTemplateRecordTests {
    static let catalog = DeviceCatalog.standard

    /// A variant in `environment`, its leaf split so that its notes are not empty in compact width.
    static func variant(_ environment: String, title: String) -> ScreenFigure.Variant {
        let environment = catalog.environment(id: environment)!
        let frame = Rect(x: 0, y: 0, width: environment.width, height: environment.height)
        let leaf = ResolvedNode(id: "list", kind: "view", title: title, frame: frame, horizontal: environment.horizontal, vertical: environment.vertical)
        let split = ResolvedNode(id: "split", kind: "split", frame: frame, horizontal: environment.horizontal, vertical: environment.vertical,
                                 children: [leaf], collapsed: environment.horizontal == .compact)
        return ScreenFigure.Variant(result: Resolution(environment: environment, statusBarHidden: false, root: split), screenID: "s<1>")
    }

    /// The dictionary a variant's context was before it was a record.
    static func dictionary(_ variant: ScreenFigure.Variant, pageSlug: String, state: String?) -> [String: Any] {
        var context: [String: Any] = [
            "id": variant.environment.id,
            "label": variant.label,
            "detail": variant.detail,
            "svg": variant.svgPath,
            "svgFromRoot": "\(pageSlug)/\(variant.svgPath)",
            "width": EnvironmentLabel.number(variant.environment.width),
            "height": EnvironmentLabel.number(variant.environment.height),
            "horizontal": variant.environment.horizontal.rawValue,
            "vertical": variant.environment.vertical.rawValue,
            "notes": AdaptationPairs.descriptions(of: variant.result),
        ]
        if let state { context["state"] = state }
        return context
    }

    /// A figure's context with `make` making each variant's value, as the `screen` template reads it.
    static func figure(title: String, _ make: (ScreenFigure.Variant, String?) -> Any) -> [String: Any] {
        let variants = ["iphone-16-portrait", "iphone-16-landscape", "ipad-pro-11-landscape"].map { variant($0, title: title) }
        return [
            "id": "s<1>", "title": title, "hasTitle": true, "behavior": "classic rules (iOS 8)", "simulator": "[]", "hasSimulator": false,
            "variants": variants.map { make($0, nil) },
            "adaptations": [[
                "caption": "split: expanded → collapsed", "subject": "split", "change": "expanded → collapsed",
                "regular": make(variants[2], "expanded"), "compact": make(variants[0], "collapsed"),
            ] as [String: Any]],
            "hasAdaptations": true,
        ]
    }

    static func records(title: String) -> [String: Any] {
        figure(title: title) { variant, state in
            let record = VariantTemplateRecord(variant, pageSlug: "guide/a&b")
            return state.map { record.inPair(state: $0) } ?? record
        }
    }

    static func dictionaries(title: String) -> [String: Any] {
        figure(title: title) { variant, state in dictionary(variant, pageSlug: "guide/a&b", state: state) }
    }

    static func bundledTheme() throws -> (theme: Theme, library: MustacheLibrary) {
        let folder = Theme.bundledDirectory.appendingPathComponent("templates")
        var sources: [String: String] = [:]
        for name in ["screen", "diagnostics"] {
            sources[name] = try String(contentsOf: folder.appendingPathComponent("\(name).mustache"), encoding: .utf8)
        }
        let templates = try sources.mapValues { try MustacheTemplate(string: $0) }
        return (Theme(name: "default", templates: templates, sources: Array(sources.values), assets: [:], fingerprint: 0), MustacheLibrary(templates: templates))
    }

    @Test("the bundled screen template renders records as it renders the dictionaries, directly and from a skeleton")
    func sameFigure() throws {
        let (theme, library) = try Self.bundledTheme()
        for title in ["Inbox", "<Mail> & \"more\"", "A &\u{301} title\n"] {
            let expected = try #require(library.render(Self.dictionaries(title: title), withTemplate: "screen"))
            #expect(library.render(Self.records(title: title), withTemplate: "screen") == expected)
            #expect(theme.render("screen", context: Self.records(title: title)) == Theme.removingControlCharacters(expected))
            #expect(expected.contains("collapsed") && expected.contains("variant-note"))
        }
        #expect(theme.skeletons.skeletonCount(of: "screen") >= 1)
    }

    @Test("a record answers every name of its fields with their values, and no other", arguments: [false, true])
    func fieldsAndNames(inPair: Bool) {
        let variant = Self.variant("iphone-16-portrait", title: "Inbox")
        let plain = VariantTemplateRecord(variant, pageSlug: "guide")
        let record = inPair ? plain.inPair(state: "collapsed") : plain
        let dictionary = Self.dictionary(variant, pageSlug: "guide", state: inPair ? "collapsed" : nil)
        let fields = record.templateFields
        #expect(fields.map(\.key) == dictionary.keys.sorted { UTF8ByteOrder.precedes($0, $1) })
        for (key, value) in fields {
            #expect("\(value)" == "\(dictionary[key]!)", "\(key)")
            #expect(record.child(named: key).map { "\($0)" } == "\(value)", "\(key)")
        }
        #expect(record.child(named: "state") == nil || inPair)
        #expect(record.child(named: "environment") == nil)
    }
}
