import Foundation

/// What the last build read and reported, kept beside the output folder so that a build with
/// nothing changed can stop after reading its inputs (`.<output name>.manifest`).
///
/// The file is a line of JSON (the build's fingerprint, counts and diagnostics) and then the
/// per-page tables as NUL-separated fields, which read 10k pages far faster than JSON.
struct BuildManifest: Equatable {
    /// A hash of everything but the pages: Sizeboard itself, options, configuration, theme, plugins.
    var fingerprint: UInt64
    /// Each page's path and the hash of its bytes.
    var pages: [String: UInt64]
    /// Each page's path below the content folder and its stamp when listed.
    var pageStamps: [String: PageStamp]
    /// When the pages were listed (`PageStamp.now`).
    var listedAt: Int64
    /// What the build reported.
    var diagnostics: [Diagnostic]
    /// How many files the output folder holds.
    var fileCount: Int
    /// The generation of the tree the manifest describes, as its marker file names it.
    var generation: UInt64
    /// The output tree's `FileTree.signature` right after the build.
    var treeSignature: UInt64
    /// How many pages and screens were built.
    var pageCount: Int
    var screenCount: Int
    /// Each page's HTML as written, by the path shown for the page: what a later build with the
    /// same page and the same navigation around it keeps without rendering it again.
    var pageHTML: [String: PageHTMLRecord] = [:]
    /// Each file the site generators wrote from a key (`KeyedOutputFile`), by its path: what a
    /// later build with the same key keeps without rendering it again.
    var generatedFiles: [String: GeneratedFileRecord] = [:]

    /// The same build with the pages' stamps of a later listing that found the same bytes.
    func restamped(_ stamps: [String: PageStamp], listedAt: Int64) -> BuildManifest {
        var manifest = self
        manifest.pageStamps = stamps
        manifest.listedAt = listedAt
        return manifest
    }

    /// Where the manifest of `output` is kept.
    static func location(of output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).manifest")
    }

    static func read(for output: URL) -> BuildManifest? {
        FileTree.bytes(at: location(of: output).path).flatMap(BuildManifest.init(encoded:))
    }

    /// The manifest's bytes kept for `output`, unread, or nil when there are none.
    static func bytes(for output: URL) -> [UInt8]? {
        FileTree.bytes(at: location(of: output).path)
    }

    /// Writes the manifest with `tables`, this manifest's `encodedTables` made ahead (while the
    /// output's signature, which is in the first line, was being taken); returns the bytes
    /// written, or nil when the write failed.
    @discardableResult
    func write(for output: URL, tables: [UInt8]) -> [UInt8]? {
        let bytes = encoded(tables: tables)
        return CompanionFile.replace(Self.location(of: output).path, with: bytes) ? bytes : nil
    }

    /// The manifest's first line, kept as JSON: what a build with nothing changed needs, read
    /// without the per-page tables (`PageStamp.digest` stands for the stamps).
    struct Outline: Codable, Equatable {
        var format: Int
        var fingerprint: UInt64
        var stampsDigest: UInt64
        var listedAt: Int64
        var diagnostics: [Diagnostic]
        var fileCount: Int
        var generation: UInt64
        var treeSignature: UInt64
        var pageCount: Int
        var screenCount: Int

        /// The outline at the start of `bytes`, or nil when they are not a manifest of this format.
        init?(encoded bytes: [UInt8]) {
            guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")),
                  let outline = try? JSONDecoder().decode(Outline.self, from: Data(bytes[..<newline])),
                  outline.format == BuildManifest.format else { return nil }
            self = outline
        }

        init(_ manifest: BuildManifest) {
            format = BuildManifest.format
            fingerprint = manifest.fingerprint
            stampsDigest = PageStamp.digest(manifest.pageStamps)
            listedAt = manifest.listedAt
            diagnostics = manifest.diagnostics
            fileCount = manifest.fileCount
            generation = manifest.generation
            treeSignature = manifest.treeSignature
            pageCount = manifest.pageCount
            screenCount = manifest.screenCount
        }

        /// Whether `output` still holds what the manifest's build wrote: the same generation, and
        /// no file written, replaced, added or removed since.
        func isIntact(_ output: URL) -> Bool {
            intactness(of: output).intact
        }

        /// Whether `output` is intact (`isIntact`), with the snapshot that proved it when one did.
        func intactness(of output: URL) -> (intact: Bool, snapshot: TreeSnapshot?) {
            guard isMarked(output) else { return (false, nil) }
            if let snapshot = snapshot(of: output) {
                return snapshot.matches(root: output.path) ? (true, snapshot) : (false, nil)
            }
            return (FileTree.signature(of: output.path) == treeSignature, nil)
        }

        /// Whether the marker of `output` names this build's generation.
        func isMarked(_ output: URL) -> Bool {
            SiteMarker.generation(inFolder: output.path) == generation
        }

        /// The snapshot kept beside `output`, when it is the one this build took of its tree.
        func snapshot(of output: URL) -> TreeSnapshot? {
            TreeSnapshot.read(for: output).flatMap { $0.generation == generation && $0.signature == treeSignature ? $0 : nil }
        }
    }

    /// The manifest's first line.
    var outline: Outline {
        Outline(self)
    }

    private static let format = 6

    /// The manifest's bytes: the header's JSON, a newline, then the tables (`encodedTables`).
    var encoded: [UInt8] {
        encoded(tables: encodedTables)
    }

    private func encoded(tables: [UInt8]) -> [UInt8] {
        var bytes = (try? JSONEncoder().encode(outline)).map { [UInt8]($0) } ?? []
        bytes.append(UInt8(ascii: "\n"))
        return bytes + tables
    }

    /// For each page its path and hash, an empty field, for each page its relative path and
    /// stamp, an empty field, for each page its path and its HTML's key and hash, an empty field,
    /// and for each keyed generated file its path and its key and hash, every field ended by NUL
    /// and every number in hexadecimal (a stamp's signed numbers as their two's complement).
    var encodedTables: [UInt8] {
        encodedTables(following: PageTables(pages: pages, stamps: pageStamps))
    }

    /// `encodedTables`, its first two tables taken from `pageTables`, which must hold this
    /// manifest's `pages` and `pageStamps` (encoded ahead, while the build still runs).
    func encodedTables(following pageTables: PageTables) -> [UInt8] {
        assert(pageTables.pages == pages && pageTables.stamps == pageStamps, "the page tables encoded ahead are another build's")
        var writer = NULFieldWriter(appendingTo: pageTables.bytes)
        for (path, record) in Self.sorted(pageHTML, following: pageTables.sortedPages) {
            Self.write(path, key: record.key, hash: record.hash, into: &writer)
        }
        writer.end()
        for (path, record) in generatedFiles.sortedByKeyBytes() {
            Self.write(path, key: record.key, hash: record.hash, into: &writer)
        }
        writer.end()
        return writer.bytes
    }

    /// `table`'s entries in the order of their keys' bytes, taken in the order of `sorted`'s keys
    /// when those hold every key of `table` (the pages' HTML records are by the pages' paths), else
    /// sorted.
    private static func sorted<Value, Other>(_ table: [String: Value], following sorted: [(key: String, value: Other)]) -> [(key: String, value: Value)] {
        var entries: [(key: String, value: Value)] = []
        entries.reserveCapacity(table.count)
        for (key, _) in sorted {
            if let value = table[key] { entries.append((key, value)) }
        }
        return entries.count == table.count ? entries : table.sortedByKeyBytes()
    }

    private static func write(_ path: String, key: UInt64, hash: UInt64, into writer: inout NULFieldWriter) {
        writer.field(path)
        writer.hexadecimal(key)
        writer.space()
        writer.hexadecimal(hash)
        writer.end()
    }
}

extension BuildManifest {
    /// Reads `encoded`; nil when it is not a manifest of this format.
    init?(encoded bytes: [UInt8]) {
        guard let header = Outline(encoded: bytes), let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let tables = bytes.withUnsafeBufferPointer { buffer in
            // A row takes four bytes at least, so a damaged count cannot ask for more room than the bytes could fill.
            let rows = min(max(header.pageCount, 0), (buffer.count - newline) / 4)
            return Self.tables(NULFieldReader(UnsafeBufferPointer(rebasing: buffer[(newline + 1)...])), rows: rows)
        }
        guard let tables else { return nil }
        self.init(
            fingerprint: header.fingerprint, pages: tables.pages, pageStamps: tables.stamps, listedAt: header.listedAt, diagnostics: header.diagnostics,
            fileCount: header.fileCount, generation: header.generation, treeSignature: header.treeSignature,
            pageCount: header.pageCount, screenCount: header.screenCount, pageHTML: tables.pageHTML, generatedFiles: tables.generatedFiles
        )
    }

    private typealias Tables = (
        pages: [String: UInt64], stamps: [String: PageStamp], pageHTML: [String: PageHTMLRecord], generatedFiles: [String: GeneratedFileRecord]
    )

    /// The four tables `encodedTables` wrote, or nil when the fields are not those tables; the
    /// tables of pages made with room for `rows` rows.
    private static func tables(_ reader: NULFieldReader, rows: Int) -> Tables? {
        var reader = reader
        guard let pages = table(&reader, capacity: rows, reading: { $0.hexadecimal() }),
              let stamps = table(&reader, capacity: rows, reading: { reader in
                  reader.hexadecimals(4) {
                      PageStamp(inode: $0[0], size: Int64(bitPattern: $0[1]), modified: Int64(bitPattern: $0[2]), changed: Int64(bitPattern: $0[3]))
                  }
              }),
              let pageHTML = table(&reader, capacity: rows, reading: { reader in reader.hexadecimals(2) { PageHTMLRecord(key: $0[0], hash: $0[1]) } }),
              let generatedFiles = table(&reader, capacity: 0, reading: { reader in reader.hexadecimals(2) { GeneratedFileRecord(key: $0[0], hash: $0[1]) } }),
              reader.isAtEnd else { return nil }
        return (pages, stamps, pageHTML, generatedFiles)
    }

    /// A table of paths and values, up to the empty field that ends it, or nil when a path or a
    /// value cannot be read.
    private static func table<Value>(_ reader: inout NULFieldReader, capacity: Int, reading value: (inout NULFieldReader) -> Value?) -> [String: Value]? {
        var table: [String: Value] = [:]
        table.reserveCapacity(capacity)
        while let path = reader.next() {
            guard !path.isEmpty else { return table }
            guard let key = ValidatedUTF8.string(path), let value = value(&reader) else { return nil }
            table[key] = value
        }
        return nil
    }
}

/// A page's HTML as a build wrote it: the key of everything it was made from (the page's bytes,
/// the build's fingerprint and the page's navigation) and the `StableHash` of its bytes.
struct PageHTMLRecord: Equatable, Sendable {
    var key: UInt64
    var hash: UInt64
}

/// A file a site generator wrote from a key (`KeyedOutputFile`): the hash of the build's
/// fingerprint, the file's path and its key, and the `StableHash` of its bytes.
struct GeneratedFileRecord: Equatable, Sendable {
    var key: UInt64
    var hash: UInt64
}
