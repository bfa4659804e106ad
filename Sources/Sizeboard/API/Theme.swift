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

    /// Renders the template `name` with `context`, HTML-escaping `{{values}}`; empty when there is
    /// no such template. Control characters HTML forbids (C0 but tab, line feed, form feed and
    /// carriage return; DEL; C1) are removed, as the SVG writer removes those XML forbids.
    public func render(_ name: String, context: [String: Any]) -> String {
        Self.removingControlCharacters(library.render(context, withTemplate: name) ?? "")
    }

    static func removingControlCharacters(_ html: String) -> String {
        func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09, 0x0A, 0x0C, 0x0D: false
            case 0x00...0x1F, 0x7F...0x9F: true
            default: false
            }
        }
        let hasForbiddenByte = html.utf8.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0C && $0 != 0x0D || $0 == 0x7F || $0 == 0xC2 }
        guard hasForbiddenByte, html.unicodeScalars.contains(where: isForbidden) else { return html }
        var cleaned = String.UnicodeScalarView()
        cleaned.append(contentsOf: html.unicodeScalars.lazy.filter { !isForbidden($0) })
        return String(cleaned)
    }
}
