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
    var pages: PathTable<UInt64>
    /// Each page's path below the content folder and its stamp when listed.
    private(set) var pageStamps: PathTable<PageStamp>
    /// `PageStamp.digest` of `pageStamps`, what the outline compares a listing with.
    private(set) var stampsDigest: UInt64
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
    var pageHTML: PathTable<PageHTMLRecord>
    /// Each file the site generators wrote from a key (`KeyedOutputFile`), by its path: what a
    /// later build with the same key keeps without rendering it again.
    var generatedFiles: PathTable<GeneratedFileRecord>

    /// A manifest; `stampsDigest`, when given, must be `pageStamps`' digest (a listing keeps it
    /// as it goes, `PageStampTable`), and is computed from every stamp otherwise.
    init(
        fingerprint: UInt64, pages: PathTable<UInt64>, pageStamps: PathTable<PageStamp>, stampsDigest: UInt64? = nil, listedAt: Int64, diagnostics: [Diagnostic],
        fileCount: Int, generation: UInt64, treeSignature: UInt64, pageCount: Int, screenCount: Int,
        pageHTML: PathTable<PageHTMLRecord> = [:], generatedFiles: PathTable<GeneratedFileRecord> = [:]
    ) {
        self.fingerprint = fingerprint
        self.pages = pages
        self.pageStamps = pageStamps
        self.stampsDigest = stampsDigest ?? PageStamp.digest(pageStamps.dictionary)
        self.listedAt = listedAt
        self.diagnostics = diagnostics
        self.fileCount = fileCount
        self.generation = generation
        self.treeSignature = treeSignature
        self.pageCount = pageCount
        self.screenCount = screenCount
        self.pageHTML = pageHTML
        self.generatedFiles = generatedFiles
    }

    /// The same build with the pages' stamps of a later listing that found the same bytes:
    /// `stamps`, whose digest is `digest`, and which differ from this manifest's only at the
    /// paths of `restamped` (pages the listing found with another stamp, or new) and where pages
    /// are gone.
    func restamped(_ stamps: [String: PageStamp], digest: UInt64, restamped: [String], listedAt: Int64) -> BuildManifest {
        var manifest = self
        manifest.pageStamps = pageStamps.updated(to: stamps, changedAt: restamped)
        manifest.stampsDigest = digest
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
            stampsDigest = manifest.stampsDigest
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
    /// and every number in hexadecimal (a stamp's signed numbers as their two's complement): four
    /// `PathTable`s.
    var encodedTables: [UInt8] {
        var writer = NULFieldWriter()
        pages.write(into: &writer)
        pageStamps.write(into: &writer)
        pageHTML.write(into: &writer)
        generatedFiles.write(into: &writer)
        return writer.bytes
    }
}

extension BuildManifest {
    /// Reads `encoded`; nil when it is not a manifest of this format.
    init?(encoded bytes: [UInt8]) {
        guard let header = Outline(encoded: bytes), let newline = bytes.firstIndex(of: UInt8(ascii: "\n")),
              let pages = PathTable<UInt64>.reading(bytes, from: newline + 1),
              let stamps = PathTable<PageStamp>.reading(bytes, from: pages.end),
              let pageHTML = PathTable<PageHTMLRecord>.reading(bytes, from: stamps.end),
              let generatedFiles = PathTable<GeneratedFileRecord>.reading(bytes, from: pageHTML.end),
              generatedFiles.end == bytes.count else { return nil }
        self.init(
            fingerprint: header.fingerprint, pages: pages.table, pageStamps: stamps.table, stampsDigest: header.stampsDigest, listedAt: header.listedAt,
            diagnostics: header.diagnostics, fileCount: header.fileCount, generation: header.generation, treeSignature: header.treeSignature,
            pageCount: header.pageCount, screenCount: header.screenCount, pageHTML: pageHTML.table, generatedFiles: generatedFiles.table
        )
    }
}

/// A page's HTML as a build wrote it: the key of everything it was made from (the page's bytes,
/// the build's fingerprint and the page's navigation) and the `StableHash` of its bytes.
struct PageHTMLRecord: Equatable, Sendable, KeyAndHashRecord {
    var key: UInt64
    var hash: UInt64
}

/// A file a site generator wrote from a key (`KeyedOutputFile`): the hash of the build's
/// fingerprint, the file's path and its key, and the `StableHash` of its bytes.
struct GeneratedFileRecord: Equatable, Sendable, KeyAndHashRecord {
    var key: UInt64
    var hash: UInt64
}

/// A record of a key and the hash of a file's bytes, a row's value in the manifest's last two
/// tables: the two numbers in that order.
protocol KeyAndHashRecord: PathTableValue {
    var key: UInt64 { get }
    var hash: UInt64 { get }
    init(key: UInt64, hash: UInt64)
}

extension KeyAndHashRecord {
    static var numberCount: Int {
        2
    }

    init(numbers: PathTableNumbers) {
        self.init(key: numbers.0, hash: numbers.1)
    }

    var numbers: PathTableNumbers {
        (key, hash, 0, 0)
    }
}
