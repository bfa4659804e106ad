import Foundation

/// What rendering one page gave, kept in the render cache (`PageCacheStorage`) so that a later
/// build can skip a page whose bytes, path and build fingerprint are the same: everything the
/// steps after rendering need of the page, and the path and hash of each file it wrote but its
/// HTML (the page HTML step writes that anew; the summary's `files` name it already, last).
///
/// Rendering is a function of the page's bytes, its path and the build's fingerprint, so an
/// entry with the same three describes exactly the files the last build wrote for the page.
///
/// Its bytes are laid out by hand (`CompactBytesWriter`, `PageCacheEntryLayout.swift`): the
/// format and the length of the head (everything before the body) in 8 bytes each,
/// little-endian, then the fingerprint, page hash, path and slug (so that a stale entry is
/// refused before the rest is read), the summary, head elements, diagnostics, the hashes of the
/// kept files (whose paths are the summary's `files` but the last, the page's HTML) and whether
/// the body is kept (`bodyKept`), and last the body (empty when not kept); nothing follows it.
/// A build reads the head alone (`load`) and the body only when it writes the page's HTML
/// (`bodyBytes`): the bodies, most of a page's bytes, are never all in memory.
///
/// Its values are shared by copies until one is changed (`CopyOnWrite`): the render step hands
/// each page's entry to the next steps and to the build's memory.
struct PageCacheEntry: Equatable {
    /// The entry's layout; an entry of another format is not read.
    var format: Int {
        get { storage.values.format }
        set { storage.change { $0.format = newValue } }
    }

    var fingerprint: UInt64 {
        get { storage.values.fingerprint }
        set { storage.change { $0.fingerprint = newValue } }
    }

    var path: String {
        get { storage.values.path }
        set { storage.change { $0.path = newValue } }
    }

    var slug: String {
        get { storage.values.slug }
        set { storage.change { $0.slug = newValue } }
    }

    var pageHash: UInt64 {
        get { storage.values.pageHash }
        set { storage.change { $0.pageHash = newValue } }
    }

    var summary: PageSummary {
        get { storage.values.summary }
        set { storage.change { $0.summary = newValue } }
    }

    var bodyHTML: String {
        get { storage.values.bodyHTML }
        set { storage.change { $0.bodyHTML = newValue } }
    }

    /// Whether the entry holds the page's body: not when the build that stored it held the body
    /// in memory for its page HTML (`HeldBodies`), so a later build that needs the body renders
    /// the page again from its source (a page without screens: a few hundred microseconds), and
    /// a clean build writes no second copy of its Markdown pages' bodies.
    var bodyKept: Bool {
        get { storage.values.bodyKept }
        set { storage.change { $0.bodyKept = newValue } }
    }

    var headElements: [String] {
        get { storage.values.headElements }
        set { storage.change { $0.headElements = newValue } }
    }

    var diagnostics: [Diagnostic] {
        get { storage.values.diagnostics }
        set { storage.change { $0.diagnostics = newValue } }
    }

    var files: [KeptFile] {
        get { storage.values.files }
        set { storage.change { $0.files = newValue } }
    }

    private var storage: CopyOnWrite<Values>

    init(
        format: Int, fingerprint: UInt64, path: String, slug: String, pageHash: UInt64, summary: PageSummary,
        bodyHTML: String = "", bodyKept: Bool = true, headElements: [String], diagnostics: [Diagnostic], files: [KeptFile]
    ) {
        storage = CopyOnWrite(Values(
            format: format, fingerprint: fingerprint, path: path, slug: slug, pageHash: pageHash, summary: summary,
            bodyHTML: bodyHTML, bodyKept: bodyKept, headElements: headElements, diagnostics: diagnostics, files: files
        ))
    }

    static func == (left: PageCacheEntry, right: PageCacheEntry) -> Bool {
        left.storage.holdsSameValues(as: right.storage)
    }

    private struct Values: Equatable {
        var format: Int
        var fingerprint: UInt64
        var path: String
        var slug: String
        var pageHash: UInt64
        var summary: PageSummary
        var bodyHTML: String
        var bodyKept: Bool
        var headElements: [String]
        var diagnostics: [Diagnostic]
        var files: [KeptFile]
    }

    static let currentFormat = 8

    /// The name of the entry of the page at `path` in the storage: its path's stable hash in
    /// hexadecimal digits, then `.json`, spelled into one string (a one-page edit names every
    /// page's entry).
    static func name(forPagePath path: String) -> String {
        var name: [UInt8] = []
        name.reserveCapacity(21)
        name.appendHexadecimal(StableHash.of(path))
        name += ".json".utf8
        return String(decoding: name, as: UTF8.self)
    }

    /// Whether this is the entry `decode` would accept for the page at `path` with `slug`, bytes
    /// hashing to `hash`, and `fingerprint`.
    func isEntry(path: String, slug: String, hash: UInt64, fingerprint: UInt64) -> Bool {
        format == Self.currentFormat && self.fingerprint == fingerprint && pageHash == hash && self.path == path && self.slug == slug
    }

    /// The head of the entry of the page at `path` in `storage`, as `decode` reads it with
    /// `includingBody` false (`bodyHTML` empty), read without the bytes of the body (`body(from:)`
    /// reads those).
    static func load(from storage: any PageCacheStorage, path: String, slug: String, hash: UInt64, fingerprint: UInt64) -> PageCacheEntry? {
        storage.head(named: name(forPagePath: path)).flatMap { decode($0, path: path, slug: slug, hash: hash, fingerprint: fingerprint, includingBody: false) }
    }

    /// The UTF-8 of the body HTML of the entry `storage` holds for the page at `path` with `slug`,
    /// made from the bytes hashing to `hash` with `fingerprint`; nil when there is none or it is
    /// another's. The entry's identity is checked as `load` checks it, and its head is passed over
    /// rather than decoded: the page HTML step, which reads bodies back, has the page's summary
    /// already. The body is not made a string: the step copies its bytes into the page's HTML
    /// (`TemplateText`), and they are not validated again, being a string's own UTF-8 as `store`
    /// wrote it.
    static func bodyBytes(from storage: any PageCacheStorage, path: String, slug: String, hash: UInt64, fingerprint: UInt64) -> ArraySlice<UInt8>? {
        guard let bytes = storage.entry(named: name(forPagePath: path)) else { return nil }
        let range = bytes.withUnsafeBufferPointer { buffer -> Range<Int>? in
            var reader = CompactBytesReader(buffer)
            return try? readBodyRange(&reader, path: path, slug: slug, hash: hash, fingerprint: fingerprint)
        }
        return range.map { bytes[$0] }
    }

    private static func readBodyRange(_ reader: inout CompactBytesReader, path: String, slug: String, hash: UInt64, fingerprint: UInt64) throws -> Range<Int>? {
        guard let headLength = try readIdentity(&reader, path: path, slug: slug, hash: hash, fingerprint: fingerprint),
              headLength <= UInt64(Int.max) else { return nil }
        try reader.skip(to: Int(headLength))
        let body = try reader.uncheckedStringRange()
        return reader.isAtEnd ? body : nil
    }

    /// Stores the entry in `storage` under its page's name, its head readable without the body;
    /// false when it could not be stored.
    func store(in storage: any PageCacheStorage) -> Bool {
        let (bytes, headLength) = encodedWithHeadLength
        return storage.store(bytes, named: Self.name(forPagePath: path), headLength: headLength)
    }

    /// The entry in `bytes` when it is whole, of this format, and for exactly this page, bytes
    /// and fingerprint; nil otherwise (a corrupt or stale entry is ignored and rewritten). With
    /// `includingBody` false, `bytes` need only hold the head, and `bodyHTML` is left empty.
    static func decode(_ bytes: [UInt8], path: String, slug: String, hash: UInt64, fingerprint: UInt64, includingBody: Bool = true) -> PageCacheEntry? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = CompactBytesReader(buffer)
            return try? read(&reader, path: path, slug: slug, hash: hash, fingerprint: fingerprint, includingBody: includingBody)
        }
    }

    /// Reads an entry's first fields and gives the length of its head, or nil when the entry is
    /// not of this format, or not the one for this page, bytes and fingerprint.
    private static func readIdentity(_ reader: inout CompactBytesReader, path: String, slug: String, hash: UInt64, fingerprint: UInt64) throws -> UInt64? {
        guard try reader.fixed() == currentFormat else { return nil }
        let headLength = try reader.fixed()
        guard try reader.fixed() == fingerprint, try reader.fixed() == hash,
              try reader.matches(path), try reader.matches(slug) else { return nil }
        return headLength
    }

    /// `decode`'s reading, field by field in the order `encoded` writes them; throws when the
    /// bytes are not an entry, and gives nil for an entry of another format, page or build.
    private static func read(_ reader: inout CompactBytesReader, path: String, slug: String, hash: UInt64, fingerprint: UInt64, includingBody: Bool) throws -> PageCacheEntry? {
        guard let headLength = try readIdentity(&reader, path: path, slug: slug, hash: hash, fingerprint: fingerprint) else { return nil }
        let summary = try PageSummary(reading: &reader, path: path, slug: slug)
        let headElements = try reader.array { try $0.string() }
        let diagnostics = try reader.array { try Diagnostic(reading: &$0) }
        let hashes = try reader.array { try $0.fixed() }
        let bodyKept = try reader.bool()
        guard UInt64(reader.offset) == headLength, hashes.count + 1 == summary.files.count else { return nil }
        let files = zip(summary.files, hashes).map { KeptFile(path: $0, hash: $1) }
        let bodyHTML = includingBody ? try reader.string() : ""
        guard !includingBody || reader.isAtEnd else { return nil }
        return PageCacheEntry(
            format: currentFormat, fingerprint: fingerprint, path: path, slug: slug, pageHash: hash,
            summary: summary, bodyHTML: bodyHTML, bodyKept: bodyKept, headElements: headElements, diagnostics: diagnostics, files: files
        )
    }

    var encoded: [UInt8] {
        encodedWithHeadLength.bytes
    }

    /// The entry's bytes and how many of them are its head.
    private var encodedWithHeadLength: (bytes: [UInt8], headLength: Int) {
        var writer = CompactBytesWriter(reservingCapacity: bodyHTML.utf8.count + Self.headLengthEstimate)
        writer.appendFixed(UInt64(format))
        writer.appendFixed(0)
        writer.appendFixed(fingerprint)
        writer.appendFixed(pageHash)
        writer.append(path)
        writer.append(slug)
        summary.write(to: &writer)
        writer.append(headElements) { $0.append($1) }
        writer.append(diagnostics) { $1.write(to: &$0) }
        assert(files.map(\.path) == summary.files.dropLast(), "a page's kept files are its summary's files but its HTML")
        writer.append(files) { $0.appendFixed($1.hash) }
        writer.append(bodyKept)
        let headLength = writer.bytes.count
        writer.replaceFixed(at: 8, with: UInt64(headLength))
        writer.append(bodyHTML)
        return (writer.bytes, headLength)
    }

    /// About as many bytes as a Markdown page's head takes (its paths, summary and files): room
    /// enough that an entry's array seldom grows while it is written.
    private static let headLengthEstimate = 1024

    /// The page as the steps after rendering see it: no screens (they are in its
    /// `resolution.json`) and its files already written.
    var page: RenderedPage {
        var page = RenderedPage(info: summary.info, title: summary.title, bodyHTML: bodyHTML, screens: [], headElements: headElements, files: [])
        page.writtenFiles = summary.files
        page.summaryValues = summary.values
        return page
    }
}
