import Foundation

/// What rendering one page gave, kept in the render cache (`PageCacheStorage`) so that a later
/// build can skip a page whose bytes, path and build fingerprint are the same: everything the
/// steps after rendering need of the page, and the path and hash of each file it wrote but its
/// HTML (the page HTML step writes that anew).
///
/// Rendering is a function of the page's bytes, its path and the build's fingerprint, so an
/// entry with the same three describes exactly the files the last build wrote for the page.
///
/// Its bytes are the length of the rest but the body (8 bytes, little-endian), everything but the
/// body in `CompactEncoder`'s form, then the body's UTF-8 as it is.
struct PageCacheEntry: Codable, Equatable {
    /// The entry's layout; an entry of another format is not read.
    var format: Int
    var fingerprint: UInt64
    var path: String
    var slug: String
    var pageHash: UInt64
    var summary: PageSummary
    var bodyHTML = ""
    var headElements: [String]
    var diagnostics: [Diagnostic]
    var files: [KeptFile]

    static let currentFormat = 2

    private enum CodingKeys: String, CodingKey {
        case format, fingerprint, path, slug, pageHash, summary, headElements, diagnostics, files
    }

    /// The name of the entry of the page at `path` in the storage.
    static func name(forPagePath path: String) -> String {
        String(StableHash.of(path), radix: 16) + ".json"
    }

    /// The entry in `bytes` when it is whole, of this format, and for exactly this page, bytes
    /// and fingerprint; nil otherwise (a corrupt or stale entry is ignored and rewritten).
    static func decode(_ bytes: [UInt8], path: String, slug: String, hash: UInt64, fingerprint: UInt64) -> PageCacheEntry? {
        guard bytes.count >= 8 else { return nil }
        let length = bytes[..<8].reversed().reduce(0) { $0 << 8 | Int($1) }
        guard length >= 0, length <= bytes.count - 8,
              var entry = try? CompactDecoder.decode(PageCacheEntry.self, from: bytes[8..<(8 + length)]), entry.format == currentFormat,
              let body = String(validating: bytes[(8 + length)...], as: UTF8.self),
              entry.fingerprint == fingerprint, entry.path == path, entry.slug == slug, entry.pageHash == hash,
              entry.summary.files == entry.files.map(\.path) else { return nil }
        entry.bodyHTML = body
        return entry
    }

    var encoded: [UInt8] {
        guard let json = try? CompactEncoder.encode(self) else { return [] }
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: json.count >> (8 * $0)) }
        bytes.reserveCapacity(8 + json.count + bodyHTML.utf8.count)
        bytes += json
        bytes += bodyHTML.utf8
        return bytes
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
