import Foundation

/// The resolve contract (DESIGN.md section 4): every page's screens resolved, and the diagnostics.
public struct ResolveDocument: Sendable, Encodable {
    /// The version of this document's shape, written as `schemaVersion`: raised when a key's
    /// meaning changes, kept when keys are only added.
    public static let schemaVersion = 1

    /// One page's screens.
    public struct Page: Sendable, Encodable {
        /// The page's file, e.g. `Content/photos.md`.
        public var path: String
        /// Its screens, in document order.
        public var screens: [ScreenResult]
        /// The page's folder in the output, e.g. `photos` (its SVGs are `<slug>/<screen>/<env>.svg`).
        public var slug: String?
        /// A fingerprint of the page's prose without its figures (see `sizeboard diff`).
        public var proseHash: String?

        /// The page's entry of a rendered page.
        public init(_ page: RenderedPage) {
            self.init(path: page.info.path, screens: page.screens)
            slug = page.info.slug
            proseHash = ProseFingerprint.of(page.bodyHTML)
        }

        /// Creates a page entry.
        public init(path: String, screens: [ScreenResult]) {
            self.path = path
            self.screens = screens
        }

        private enum CodingKeys: String, CodingKey {
            case path, screens, slug, proseHash
        }

        /// Encodes the contract's keys; each screen also carries its `adaptations`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(screens.map(ScreenEntry.init), forKey: .screens)
            try container.encodeIfPresent(slug, forKey: .slug)
            try container.encodeIfPresent(proseHash, forKey: .proseHash)
        }
    }

    /// A screen as the document writes it: the screen's own keys and its adaptations.
    private struct ScreenEntry: Encodable {
        var screen: ScreenResult

        private enum CodingKeys: String, CodingKey {
            case adaptations
        }

        func encode(to encoder: any Encoder) throws {
            try screen.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(ScreenAdaptation.adaptations(of: screen.results), forKey: .adaptations)
        }
    }

    /// The pages, in index order.
    public var pages: [Page]
    /// Every diagnostic, sorted.
    public var diagnostics: [Diagnostic]

    /// Creates a document; diagnostics are sorted.
    public init(pages: [Page], diagnostics: [Diagnostic]) {
        self.pages = pages
        self.diagnostics = diagnostics.sorted()
    }

    /// Pretty-printed JSON with sorted keys, byte-stable from run to run whatever the thread count.
    ///
    /// Pages are encoded on every core and assembled in order: one encoder over a whole site's
    /// resolutions would run on one core and hold the entire tree in memory.
    ///
    /// A page whose resolution JSON cannot hold (a number that is not finite) is written without
    /// its screens, with an `unencodable-resolution` error in the document's diagnostics: never `null`.
    public var json: [UInt8] {
        let encodedPages = pages.orderedParallelMap(jobs: ProcessInfo.processInfo.activeProcessorCount) { page in
            Self.encode(page).map { Self.indented($0, by: 4) }
        }
        var diagnostics = diagnostics
        var pageTexts: [String] = []
        for (page, encoded) in zip(pages, encodedPages) {
            if let encoded {
                pageTexts.append(encoded)
                continue
            }
            diagnostics.append(.error(
                "unencodable-resolution",
                "the resolution of this page holds a number that is not finite and cannot be written as JSON; its screens are left out",
                path: page.path,
                at: nil
            ))
            pageTexts.append(Self.indented(Self.encode(Page(path: page.path, screens: [])) ?? "{}", by: 4))
        }
        diagnostics.sort()
        let encodedDiagnostics = Self.encode(diagnostics) ?? "[]"
        var json = "{\n  \"diagnostics\" : "
        json += diagnostics.isEmpty ? "[]" : Self.indented(encodedDiagnostics, by: 2, skippingFirstLine: true)
        json += ",\n  \"pages\" : "
        json += pageTexts.isEmpty ? "[]" : "[\n" + pageTexts.joined(separator: ",\n") + "\n  ]"
        json += ",\n  \"schemaVersion\" : \(Self.schemaVersion)"
        json += "\n}\n"
        return Array(json.utf8)
    }

    /// Pretty-printed, sorted JSON; nil when the value holds what JSON cannot.
    private static func encode(_ value: some Encodable) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `json` with every line but (optionally) the first indented by `spaces`, and empty arrays
    /// and objects, which the encoder spreads over lines, written `[]` and `{}`. JSON strings
    /// cannot hold a raw line break, so the scan never looks inside one across lines.
    private static func indented(_ json: String, by spaces: Int, skippingFirstLine: Bool = false) -> String {
        let bytes = Array(json.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 4)
        let indentation = [UInt8](repeating: UInt8(ascii: " "), count: spaces)
        if !skippingFirstLine { output += indentation }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                var next = index + 1
                var spansLines = false
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\n") {
                    spansLines = spansLines || bytes[next] == UInt8(ascii: "\n")
                    next += 1
                }
                let closing = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
                if spansLines, next < bytes.count, bytes[next] == closing {
                    output += [byte, closing]
                    index = next + 1
                    continue
                }
            }
            output.append(byte)
            if byte == UInt8(ascii: "\n") { output += indentation }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
