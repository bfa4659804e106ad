import Foundation

/// What rendering one page gave, kept in the render cache (`PageCacheStorage`) so that a later
/// build can skip a page whose bytes, path and build fingerprint are the same: everything the
/// steps after rendering need of the page, and the path and hash of each file it wrote but its
/// HTML (the page HTML step writes that anew).
///
/// Rendering is a function of the page's bytes, its path and the build's fingerprint, so an
/// entry with the same three describes exactly the files the last build wrote for the page.
struct PageCacheEntry: Codable, Equatable {
    /// The entry's layout; an entry of another format is not read.
    var format: Int
    var fingerprint: UInt64
    var path: String
    var slug: String
    var pageHash: UInt64
    var summary: PageSummary
    var bodyHTML: String
    var headElements: [String]
    var diagnostics: [Diagnostic]
    var files: [KeptFile]

    static let currentFormat = 1

    /// The name of the entry of the page at `path` in the storage.
    static func name(forPagePath path: String) -> String {
        String(StableHash.of(path), radix: 16) + ".json"
    }

    /// The entry in `bytes` when it is whole, of this format, and for exactly this page, bytes
    /// and fingerprint; nil otherwise (a corrupt or stale entry is ignored and rewritten).
    static func decode(_ bytes: [UInt8], for source: PageSource, hash: UInt64, fingerprint: UInt64) -> PageCacheEntry? {
        guard let entry = try? JSONDecoder().decode(PageCacheEntry.self, from: Data(bytes)), entry.format == currentFormat,
              entry.fingerprint == fingerprint, entry.path == source.path, entry.slug == source.slug, entry.pageHash == hash,
              entry.summary.files == entry.files.map(\.path) else { return nil }
        return entry
    }

    var encoded: [UInt8] {
        (try? JSONEncoder().encode(self)).map { [UInt8]($0) } ?? []
    }

    /// The page as the steps after rendering see it: no screens (they are in its
    /// `resolution.json`) and its files already written.
    var page: RenderedPage {
        var page = RenderedPage(info: summary.info, title: summary.title, bodyHTML: bodyHTML, screens: [], headElements: headElements, files: [])
        page.writtenFiles = summary.files
        page.summaryValues = summary.values
        return page
    }
}
