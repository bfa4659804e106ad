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

        /// The entry of a page with `summary` and `screens`.
        init(_ summary: PageSummary, screens: [ScreenResult]) {
            self.init(path: summary.info.path, screens: screens)
            slug = summary.info.slug
            proseHash = summary.proseHash
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

    /// The document encoded as JSON, with the errors the encoding found.
    public struct Encoded: Sendable {
        /// JSON with sorted keys, each page's entry on a line of its own (see `encoded`).
        public var json: [UInt8]
        /// An `unencodable-resolution` error for each page written without its screens; the JSON's
        /// `diagnostics` hold them too, and a build or resolve reports them with its own.
        public var diagnostics: [Diagnostic]
    }

    /// JSON with sorted keys, each page's entry on a line of its own (see `encoded`).
    public var json: [UInt8] {
        encoded.json
    }

    /// JSON with sorted keys, byte-stable from run to run whatever the thread count, and the
    /// errors its encoding found.
    ///
    /// The document is laid out in lines: the first holds the diagnostics and opens `pages`, then
    /// each page's entry is a line, as the page's own `resolution.json` holds it (`encodedEntry`),
    /// and the last line closes the document. A line per page keeps a site's document as small as
    /// JSON allows (pretty-printed, a page with screens takes 2.5 times the bytes), and
    /// `grep`, `diff` and `jq` still see it page by page.
    ///
    /// Pages are encoded on every core and assembled in order: one encoder over a whole site's
    /// resolutions would run on one core and hold the entire tree in memory.
    ///
    /// A page whose resolution JSON cannot hold (a number that is not finite) is written without
    /// its screens, with an `unencodable-resolution` error in the document's diagnostics: never `null`.
    public var encoded: Encoded {
        let encodedPages = pages.orderedParallelMap(jobs: ProcessInfo.processInfo.activeProcessorCount) { Self.encodedEntry($0) }
        let unencodable = encodedPages.compactMap(\.diagnostic)
        var json = Self.opening(diagnostics: diagnostics + unencodable, pageCount: pages.count)
        for (index, page) in encodedPages.enumerated() {
            json += page.json.dropLast()
            if index + 1 < encodedPages.count { json += Self.pageSeparator }
        }
        json += Self.closing(pageCount: pages.count)
        return Encoded(json: json, diagnostics: unencodable)
    }

    /// How many spaces the document indents each line of a page's entry by: none, an entry being
    /// one line.
    static let pageIndentation = 0

    /// What the document writes between two pages' entries.
    static let pageSeparator = Array(",\n".utf8)

    /// The document up to its first page's entry: the diagnostics, sorted, and the opening of the
    /// `pages` array of `pageCount` pages.
    static func opening(diagnostics: [Diagnostic], pageCount: Int) -> [UInt8] {
        var json = Array("{\"diagnostics\":".utf8)
        json += JSONWriter.line(diagnostics.sorted()) ?? Array("[]".utf8)
        json += (pageCount == 0 ? ",\"pages\":[]" : ",\"pages\":[\n").utf8
        return json
    }

    /// The document after its last page's entry, the `pages` array holding `pageCount` pages.
    static func closing(pageCount: Int) -> [UInt8] {
        Array(((pageCount == 0 ? "" : "\n]") + ",\"schemaVersion\":\(schemaVersion)}\n").utf8)
    }

    /// A page's entry as the page's own `resolution.json` holds it: one line with sorted keys, and
    /// a line break; the site's document holds the same line. A page whose resolution JSON cannot
    /// hold (a number that is not finite) is written without its screens, with an
    /// `unencodable-resolution` error: never `null`.
    ///
    /// The bytes are those of Foundation's `JSONEncoder` with `[.sortedKeys,
    /// .withoutEscapingSlashes]`, written without Foundation's encoder (see `JSONWriter`).
    public static func encodedEntry(_ page: Page) -> (json: [UInt8], diagnostic: Diagnostic?) {
        let resultCount = page.screens.reduce(0) { $0 + $1.results.count }
        if let json = JSONStreamWriter.line(page, expectedLength: 256 + 1_536 * resultCount) {
            return (json + [UInt8(ascii: "\n")], nil)
        }
        let screen = page.screens.first { JSONWriter.line(ScreenEntry(screen: $0)) == nil }
        let diagnostic = Diagnostic.error(
            "unencodable-resolution",
            "the resolution of \(screen.map { "screen `\($0.id)`" } ?? "this page") holds a number that is not finite and cannot be written as JSON; the page's screens are left out",
            path: page.path,
            at: screen?.position
        )
        return ((JSONWriter.line(Page(path: page.path, screens: [])) ?? Array("{}".utf8)) + [UInt8(ascii: "\n")], diagnostic)
    }
}
