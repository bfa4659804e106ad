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

    func write(for output: URL) {
        try? Data(encoded).write(to: Self.location(of: output), options: .atomic)
    }

    /// The part of the manifest kept as JSON.
    private struct Header: Codable {
        var format: Int
        var fingerprint: UInt64
        var listedAt: Int64
        var diagnostics: [Diagnostic]
        var fileCount: Int
        var generation: UInt64
        var treeSignature: UInt64
        var pageCount: Int
        var screenCount: Int
    }

    private static let format = 3

    /// The manifest's bytes: the header's JSON, a newline, then for each page its path and hash,
    /// an empty field, for each page its relative path and stamp, an empty field, and for each
    /// page its path and its HTML's key and hash, every field ended by NUL.
    var encoded: [UInt8] {
        let header = Header(
            format: Self.format, fingerprint: fingerprint, listedAt: listedAt, diagnostics: diagnostics, fileCount: fileCount,
            generation: generation, treeSignature: treeSignature, pageCount: pageCount, screenCount: screenCount
        )
        var bytes = (try? JSONEncoder().encode(header)).map { [UInt8]($0) } ?? []
        bytes.append(UInt8(ascii: "\n"))
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
        return bytes
    }

    /// Whether `output` still holds what the manifest's build wrote: the same generation, and no
    /// file written, replaced, added or removed since.
    func isIntact(_ output: URL) -> Bool {
        SiteMarker.generation(inFolder: output.path) == generation && FileTree.signature(of: output.path) == treeSignature
    }
}

extension BuildManifest {
    /// Reads `encoded`; nil when it is not a manifest of this format.
    init?(encoded bytes: [UInt8]) {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")),
              let header = try? JSONDecoder().decode(Header.self, from: Data(bytes[..<newline])),
              header.format == Self.format else { return nil }
        var fields = bytes[(newline + 1)...].split(separator: 0, omittingEmptySubsequences: false)
        if fields.last?.isEmpty == true { fields.removeLast() }
        guard let separator = fields.firstIndex(where: \.isEmpty), separator % 2 == 0,
              let secondSeparator = fields[(separator + 1)...].firstIndex(where: \.isEmpty), (secondSeparator - separator - 1) % 2 == 0,
              (fields.count - secondSeparator - 1) % 2 == 0 else { return nil }
        var pages: [String: UInt64] = [:]
        pages.reserveCapacity(separator / 2)
        for index in stride(from: 0, to: separator, by: 2) {
            guard let hash = Self.number(fields[index + 1]) else { return nil }
            pages[String(decoding: fields[index], as: UTF8.self)] = hash
        }
        var stamps: [String: PageStamp] = [:]
        stamps.reserveCapacity(separator / 2)
        for index in stride(from: separator + 1, to: secondSeparator, by: 2) {
            let numbers = fields[index + 1].split(separator: UInt8(ascii: " ")).compactMap(Self.number)
            guard numbers.count == 4 else { return nil }
            stamps[String(decoding: fields[index], as: UTF8.self)] = PageStamp(
                inode: numbers[0], size: Int64(bitPattern: numbers[1]), modified: Int64(bitPattern: numbers[2]), changed: Int64(bitPattern: numbers[3])
            )
        }
        var pageHTML: [String: PageHTMLRecord] = [:]
        pageHTML.reserveCapacity(separator / 2)
        for index in stride(from: secondSeparator + 1, to: fields.count, by: 2) {
            let numbers = fields[index + 1].split(separator: UInt8(ascii: " ")).compactMap(Self.number)
            guard numbers.count == 2 else { return nil }
            pageHTML[String(decoding: fields[index], as: UTF8.self)] = PageHTMLRecord(key: numbers[0], hash: numbers[1])
        }
        self.init(
            fingerprint: header.fingerprint, pages: pages, pageStamps: stamps, listedAt: header.listedAt, diagnostics: header.diagnostics,
            fileCount: header.fileCount, generation: header.generation, treeSignature: header.treeSignature,
            pageCount: header.pageCount, screenCount: header.screenCount, pageHTML: pageHTML
        )
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
