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
        guard (try? Data(bytes).write(to: Self.location(of: output), options: .atomic)) != nil else { return nil }
        return bytes
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
            guard isMarked(output) else { return false }
            if let snapshot = snapshot(of: output) {
                return snapshot.matches(root: output.path)
            }
            return FileTree.signature(of: output.path) == treeSignature
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

    private static let format = 5

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
    /// and for each keyed generated file its path and its key and hash, every field ended by NUL.
    var encodedTables: [UInt8] {
        var bytes: [UInt8] = []
        func field(_ text: String) {
            bytes += text.utf8
            bytes.append(0)
        }
        for (path, hash) in pages.sorted(by: { $0.key < $1.key }) {
            field(path)
            field(String(hash))
        }
        field("")
        for (path, stamp) in pageStamps.sorted(by: { $0.key < $1.key }) {
            field(path)
            field("\(stamp.inode) \(stamp.size) \(stamp.modified) \(stamp.changed)")
        }
        field("")
        for (path, record) in pageHTML.sorted(by: { $0.key < $1.key }) {
            field(path)
            field("\(record.key) \(record.hash)")
        }
        field("")
        for (path, record) in generatedFiles.sorted(by: { $0.key < $1.key }) {
            field(path)
            field("\(record.key) \(record.hash)")
        }
        return bytes
    }

}

extension BuildManifest {
    /// Reads `encoded`; nil when it is not a manifest of this format.
    init?(encoded bytes: [UInt8]) {
        guard let header = Outline(encoded: bytes), let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        var fields = bytes[(newline + 1)...].split(separator: 0, omittingEmptySubsequences: false)
        if fields.last?.isEmpty == true { fields.removeLast() }
        let tables = fields.split(omittingEmptySubsequences: false, whereSeparator: \.isEmpty)
        guard tables.count == 4, tables.allSatisfy({ $0.count % 2 == 0 }) else { return nil }
        var pages: [String: UInt64] = [:]
        pages.reserveCapacity(tables[0].count / 2)
        for index in stride(from: tables[0].startIndex, to: tables[0].endIndex, by: 2) {
            guard let hash = Self.number(fields[index + 1]) else { return nil }
            pages[String(decoding: fields[index], as: UTF8.self)] = hash
        }
        var stamps: [String: PageStamp] = [:]
        stamps.reserveCapacity(tables[1].count / 2)
        for index in stride(from: tables[1].startIndex, to: tables[1].endIndex, by: 2) {
            let numbers = fields[index + 1].split(separator: UInt8(ascii: " ")).compactMap(Self.number)
            guard numbers.count == 4 else { return nil }
            stamps[String(decoding: fields[index], as: UTF8.self)] = PageStamp(
                inode: numbers[0], size: Int64(bitPattern: numbers[1]), modified: Int64(bitPattern: numbers[2]), changed: Int64(bitPattern: numbers[3])
            )
        }
        guard let pageHTML = Self.keyedRecords(tables[2], as: PageHTMLRecord.init),
              let generatedFiles = Self.keyedRecords(tables[3], as: GeneratedFileRecord.init) else { return nil }
        self.init(
            fingerprint: header.fingerprint, pages: pages, pageStamps: stamps, listedAt: header.listedAt, diagnostics: header.diagnostics,
            fileCount: header.fileCount, generation: header.generation, treeSignature: header.treeSignature,
            pageCount: header.pageCount, screenCount: header.screenCount, pageHTML: pageHTML, generatedFiles: generatedFiles
        )
    }

    /// The records of `table`, each a path and then a key and a hash, or nil when one is not a record.
    private static func keyedRecords<Record>(
        _ table: ArraySlice<ArraySlice<UInt8>>, as record: (_ key: UInt64, _ hash: UInt64) -> Record
    ) -> [String: Record]? {
        var records: [String: Record] = [:]
        records.reserveCapacity(table.count / 2)
        for index in stride(from: table.startIndex, to: table.endIndex, by: 2) {
            let numbers = table[index + 1].split(separator: UInt8(ascii: " ")).compactMap(Self.number)
            guard numbers.count == 2 else { return nil }
            records[String(decoding: table[index], as: UTF8.self)] = record(numbers[0], numbers[1])
        }
        return records
    }

    /// The decimal number in `digits` (a leading `-` allowed, read as its two's complement), or
    /// nil when it is not one.
    private static func number(_ digits: ArraySlice<UInt8>) -> UInt64? {
        var digits = digits
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 20 else { return nil }
        var value: UInt64 = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
        }
        return negative ? 0 &- value : value
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
