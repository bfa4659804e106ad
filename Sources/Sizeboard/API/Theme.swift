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
    private let library: MustacheLibrary

    init(name: String, templates: [String: MustacheTemplate], assets: [String: String], fingerprint: UInt64) {
        self.name = name
        self.library = MustacheLibrary(templates: templates)
        self.assets = assets
        self.fingerprint = fingerprint
    }

    /// The folder of the theme bundled with Sizeboard, holding `templates/` and `assets/`.
    public static var bundledDirectory: URL { DefaultTheme.directory }

    /// Whether the theme has a template named `name` (its path below `templates/` without `.mustache`).
    public func hasTemplate(_ name: String) -> Bool {
        library.getTemplate(named: name) != nil
    }

    /// Renders the template `name` with `context`, HTML-escaping `{{values}}`; empty when there is no such template.
    public func render(_ name: String, context: [String: Any]) -> String {
        library.render(context, withTemplate: name) ?? ""
    }
}
