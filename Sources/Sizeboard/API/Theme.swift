import DefaultTheme
import Foundation
import Mustache

/// A theme's templates and assets, the site's own files overriding the bundled ones file by file.
public struct Theme: Sendable {
    /// The theme's name.
    public let name: String
    /// Asset paths below `assets/`, mapped to the absolute file they are copied from.
    public let assets: [String: String]
    /// A hash of every template and asset file the theme was loaded from.
    let fingerprint: UInt64
    /// The templates, parsed on another thread from the moment the theme is loaded.
    private let parsed: Background<ParsedTemplates>

    private var library: MustacheLibrary {
        parsed.value.library
    }

    /// The templates' outputs for the shapes of context they were given (`TemplateSkeletons`).
    var skeletons: TemplateSkeletons {
        parsed.value.skeletons
    }

    /// The templates that do not parse and the partials called but missing, once the templates
    /// are parsed.
    var templateDiagnostics: [Diagnostic] {
        parsed.value.diagnostics
    }

    /// A theme of `templates` already parsed, whose texts are `sources`.
    init(name: String, templates: [String: MustacheTemplate], sources: [String], assets: [String: String], fingerprint: UInt64) {
        self.init(name: name, assets: assets, fingerprint: fingerprint) { ParsedTemplates(templates: templates, sources: sources) }
    }

    /// A theme whose templates `parse` gives, on another thread.
    init(name: String, assets: [String: String], fingerprint: UInt64, parse: @escaping @Sendable () -> ParsedTemplates) {
        self.name = name
        self.parsed = Background(parse)
        self.assets = assets
        self.fingerprint = fingerprint
    }

    /// The folder of the theme bundled with Sizeboard, holding `templates/` and `assets/`.
    public static var bundledDirectory: URL { DefaultTheme.directory }

    /// Whether the theme has a template named `name` (its path below `templates/` without `.mustache`).
    public func hasTemplate(_ name: String) -> Bool {
        library.getTemplate(named: name) != nil
    }

    /// Whether a tag of one of the theme's templates holds the word `name`: a key no template
    /// mentions cannot be looked up, so a context need not hold it.
    func mentions(_ name: String) -> Bool {
        skeletons.names.contains(name)
    }

    /// Renders the template `name` with `context`, HTML-escaping `{{values}}`; empty when there is
    /// no such template. Control characters HTML forbids (C0 but tab, line feed, form feed and
    /// carriage return; DEL; C1) are removed, as the SVG writer removes those XML forbids.
    public func render(_ name: String, context: [String: Any]) -> String {
        Self.removingControlCharacters(skeletons.render(name, context: context, library: library) ?? "")
    }

    /// Renders the template `name` with `record` as its context, as `render(_:context:)` renders
    /// the dictionary of its fields.
    func render(_ name: String, record: some TemplateRecord) -> String {
        Self.removingControlCharacters(skeletons.render(name, record: record, library: library) ?? "")
    }

    /// Renders the template `name` with `record` as its context into UTF-8 bytes, as
    /// `render(_:record:)` renders it into a string: a page's HTML, which is written as bytes.
    func renderBytes(_ name: String, record: some TemplateRecord) -> [UInt8] {
        ControlCharacters.removed(from: skeletons.renderBytes(name, record: record, library: library) ?? [])
    }

    static func removingControlCharacters(_ html: String) -> String {
        ControlCharacters.removed(from: html)
    }
}
