import Foundation

/// What rendering one page gave, kept in the render cache (`PageCacheStorage`) so that a later
/// build can skip a page whose bytes, path and build fingerprint are the same: everything the
/// steps after rendering need of the page, and the path and hash of each file it wrote but its
/// HTML (the page HTML step writes that anew).
///
/// Rendering is a function of the page's bytes, its path and the build's fingerprint, so an
/// entry with the same three describes exactly the files the last build wrote for the page.
///
/// Its bytes are laid out by hand (`CompactBytesWriter`, `PageCacheEntryLayout.swift`): the
/// format in 8 bytes, little-endian, then the fingerprint, page hash, path and slug (so that a
/// stale entry is refused before the rest is read), the summary, head elements, diagnostics and
/// kept files, and last the body; nothing follows it.
struct PageCacheEntry: Equatable {
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

    static let currentFormat = 3

    /// The name of the entry of the page at `path` in the storage.
    static func name(forPagePath path: String) -> String {
        String(StableHash.of(path), radix: 16) + ".json"
    }

    /// The entry in `bytes` when it is whole, of this format, and for exactly this page, bytes
    /// and fingerprint; nil otherwise (a corrupt or stale entry is ignored and rewritten).
    static func decode(_ bytes: [UInt8], path: String, slug: String, hash: UInt64, fingerprint: UInt64) -> PageCacheEntry? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = CompactBytesReader(buffer)
            return try? read(&reader, path: path, slug: slug, hash: hash, fingerprint: fingerprint)
        }
    }

    /// `decode`'s reading, field by field in the order `encoded` writes them; throws when the
    /// bytes are not an entry, and gives nil for an entry of another format, page or build.
    private static func read(_ reader: inout CompactBytesReader, path: String, slug: String, hash: UInt64, fingerprint: UInt64) throws -> PageCacheEntry? {
        guard try reader.fixed() == currentFormat, try reader.fixed() == fingerprint, try reader.fixed() == hash,
              try reader.string() == path, try reader.string() == slug else { return nil }
        let summary = try PageSummary(reading: &reader)
        let headElements = try reader.array { try $0.string() }
        let diagnostics = try reader.array { try Diagnostic(reading: &$0) }
        let files = try reader.array { try KeptFile(reading: &$0) }
        let bodyHTML = try reader.string()
        guard reader.isAtEnd, summary.files == files.map(\.path) else { return nil }
        return PageCacheEntry(
            format: currentFormat, fingerprint: fingerprint, path: path, slug: slug, pageHash: hash,
            summary: summary, bodyHTML: bodyHTML, headElements: headElements, diagnostics: diagnostics, files: files
        )
    }

    var encoded: [UInt8] {
        var writer = CompactBytesWriter()
        writer.appendFixed(UInt64(format))
        writer.appendFixed(fingerprint)
        writer.appendFixed(pageHash)
        writer.append(path)
        writer.append(slug)
        do {
            try summary.write(to: &writer)
        } catch {
            return []
        }
        writer.append(headElements) { $0.append($1) }
        writer.append(diagnostics) { $1.write(to: &$0) }
        writer.append(files) { $1.write(to: &$0) }
        writer.append(bodyHTML)
        return writer.bytes
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
