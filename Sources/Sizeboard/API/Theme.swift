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

    static func removingControlCharacters(_ html: String) -> String {
        func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09, 0x0A, 0x0C, 0x0D: false
            case 0x00...0x1F, 0x7F...0x9F: true
            default: false
            }
        }
        guard hasForbiddenBytes(html) else { return html }
        var cleaned = String.UnicodeScalarView()
        cleaned.append(contentsOf: html.unicodeScalars.lazy.filter { !isForbidden($0) })
        return String(cleaned)
    }

    /// Whether the UTF-8 of `html` has a character `removingControlCharacters` removes: a C0
    /// control byte, DEL, or a C1 control (`C2 80` to `C2 9F`), without decoding scalars. Eight
    /// bytes are looked at together: a quick test for a byte below space, DEL or `C2`, then, since
    /// most groups it lets through hold a line feed, an exact one that leaves out the four allowed
    /// controls; only a group holding DEL, `C2` or a forbidden control is looked at byte by byte.
    private static func hasForbiddenBytes(_ html: String) -> Bool {
        var html = html
        return html.withUTF8 { bytes in
            var index = 0
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                while index + 8 <= bytes.count {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    if mayHoldForbiddenByte(word), holdsForbiddenByteOrC2(word),
                       (index..<(index + 8)).contains(where: { isForbidden(at: $0, in: bytes) }) {
                        return true
                    }
                    index += 8
                }
            }
            return (index..<bytes.count).contains { isForbidden(at: $0, in: bytes) }
        }
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080
    private static let lowSevens: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// Whether one of the eight bytes of `word` is below space, DEL or `C2`; it may also say so
    /// of a byte above one that is (a borrow), never the other way.
    private static func mayHoldForbiddenByte(_ word: UInt64) -> Bool {
        func hasZeroByte(_ value: UInt64) -> Bool {
            (value &- ones) & ~value & highs != 0
        }
        let belowSpace = (word &- 0x20 &* ones) & ~word & highs != 0
        return belowSpace || hasZeroByte(word ^ (0x7F &* ones)) || hasZeroByte(word ^ (0xC2 &* ones))
    }

    /// Whether one of the eight bytes of `word` is a control below space other than tab, line
    /// feed, form feed and carriage return, DEL or `C2`, byte for byte: no sum carries from one
    /// byte into the next.
    private static func holdsForbiddenByteOrC2(_ word: UInt64) -> Bool {
        func equal(_ byte: UInt64) -> UInt64 {
            let difference = word ^ (byte &* ones)
            return ~(((difference & lowSevens) &+ lowSevens) | difference) & highs
        }
        let belowSpace = ~(word | ((word & lowSevens) &+ 0x60 &* ones)) & highs
        let allowed = equal(0x09) | equal(0x0A) | equal(0x0C) | equal(0x0D)
        return (belowSpace & ~allowed) | equal(0x7F) | equal(0xC2) != 0
    }

    /// Whether the byte at `index` starts a character `removingControlCharacters` removes.
    private static func isForbidden(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch bytes[index] {
        case 0x09, 0x0A, 0x0C, 0x0D: false
        case 0x00...0x1F, 0x7F: true
        case 0xC2: index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1])
        default: false
        }
    }
}
