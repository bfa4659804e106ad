import Foundation

/// The resolve contract (DESIGN.md section 4): every page's screens resolved, and the diagnostics.
public struct ResolveDocument: Sendable, Encodable {
    /// One page's screens.
    public struct Page: Sendable, Encodable {
        /// The page's file, e.g. `Content/photos.md`.
        public var path: String
        /// Its screens, in document order.
        public var screens: [ScreenResult]

        /// The page's entry of a rendered page.
        public init(_ page: RenderedPage) {
            self.init(path: page.info.path, screens: page.screens)
        }

        /// Creates a page entry.
        public init(path: String, screens: [ScreenResult]) {
            self.path = path
            self.screens = screens
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

    /// Pretty-printed JSON with sorted keys, byte-stable from run to run.
    public var json: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return [UInt8](data) + [UInt8(ascii: "\n")]
    }
}
