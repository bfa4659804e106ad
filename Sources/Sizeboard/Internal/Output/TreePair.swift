import Foundation

/// What the last commit knew of the output's two trees (`OutputSession`): the generations of the
/// live tree and of the spare one (the site before), every file of the live tree with the hash of
/// its bytes, and the paths where the two trees differ. Files both trees have with the same bytes
/// are one file, hard-linked.
///
/// With it, the next build brings the spare tree up to date with the live one by touching only
/// the paths that differ, then keeps an unchanged file without a system call, and finishes
/// without listing either tree: the cost of syncing the trees follows the change, not the site.
/// Kept in `.<output name>.trees` beside the output folder.
struct TreePair: Equatable {
    var liveGeneration: UInt64
    var spareGeneration: UInt64
    /// The live tree's files (its marker aside), by path below it, with their bytes' hashes.
    var liveFiles: [String: UInt64]
    /// The paths whose file is in one tree only, or differs between them.
    var differing: Set<String>
    /// How the live tree's files made of parts lie (`AssembledLayout`), by path.
    var layouts: [String: AssembledLayout]

    private static let header = "sizeboard-trees 3"

    /// Where the pair of `output`'s trees is described.
    static func location(of output: URL) -> URL {
        CompanionFile.location(of: output, kind: "trees")
    }

    /// The description kept for `output` with its bytes, or nil when there is none or it is not
    /// of this format; `known` is taken as it is when its bytes are the file's, without decoding
    /// them again.
    static func recorded(for output: URL, known: (bytes: [UInt8], pair: TreePair)? = nil) -> (bytes: [UInt8], pair: TreePair)? {
        guard let bytes = FileTree.bytes(at: location(of: output).path) else { return nil }
        if let known, known.bytes == bytes { return known }
        return TreePair(encoded: bytes).map { (bytes, $0) }
    }

    /// Writes the description beside `output`, replacing the last one at once; returns the bytes
    /// written, or nil when the write failed. With `patching`, the bytes of a pair whose live
    /// files were this one's except at `changed` paths, its unchanged rows are copied
    /// (`encoded(patching:changed:)`).
    @discardableResult
    func write(for output: URL, patching base: (bytes: [UInt8], changed: Set<String>)? = nil) -> [UInt8]? {
        let bytes = base.flatMap { encoded(patching: $0.bytes, changed: $0.changed) } ?? encoded
        return CompanionFile.replace(Self.location(of: output).path, with: bytes) ? bytes : nil
    }

    /// Removes the description of `output`: its trees are about to change.
    static func remove(for output: URL) {
        unlink(location(of: output).path)
    }

    /// The header line, then for each live file its path and its hash in hexadecimal, then an
    /// empty field, then the differing paths, then an empty field, then each layout's path and
    /// fields (`AssembledLayout.write(into:)`); fields end with NUL (no path holds one).
    var encoded: [UInt8] {
        var writer = headerLine
        let sortedFiles = liveFiles.sortedByKeyBytes()
        for (path, hash) in sortedFiles {
            writer.field(path)
            writer.hexadecimal(hash)
            writer.end()
        }
        writer.end()
        // After a first build every live file differs: its paths are the live files', sorted once.
        let differsEverywhere = differing.count == sortedFiles.count && differing.allSatisfy { liveFiles[$0] != nil }
        writeDifferingAndLayouts(into: &writer, sortedDiffering: differsEverywhere ? sortedFiles.map(\.key) : nil)
        return writer.bytes
    }

    /// The bytes `encoded` gives, made from `base`, the bytes of a pair whose live files were
    /// this one's except at the `changed` paths: its rows of live files are copied but at those
    /// paths (`SortedTablePatch`), and the rest is written anew. Nil when `base` is not such a
    /// pair's bytes, its live files in order.
    func encoded(patching base: [UInt8], changed: Set<String>) -> [UInt8]? {
        guard let newline = base.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        var writer = headerLine
        let liveFiles = liveFiles
        let patched = base.withUnsafeBufferPointer { buffer in
            SortedTablePatch(fieldsPerRow: 2).patch(UnsafeBufferPointer(rebasing: buffer[(newline + 1)...]), changed: changed.sortedByBytes(), into: &writer) { path, writer in
                guard let hash = liveFiles[path] else { return }
                writer.field(path)
                writer.hexadecimal(hash)
                writer.end()
            }
        }
        guard patched != nil else { return nil }
        writeDifferingAndLayouts(into: &writer)
        return writer.bytes
    }

    /// The header line and the generations.
    private var headerLine: NULFieldWriter {
        var writer = NULFieldWriter()
        writer.append(Self.header)
        writer.space()
        writer.hexadecimal(liveGeneration)
        writer.space()
        writer.hexadecimal(spareGeneration)
        writer.append("\n")
        return writer
    }

    /// The differing paths, an empty field, then the layouts.
    private func writeDifferingAndLayouts(into writer: inout NULFieldWriter, sortedDiffering: [String]? = nil) {
        for path in sortedDiffering ?? differing.sortedByBytes() {
            writer.field(path)
        }
        writer.end()
        for (path, layout) in layouts.sortedByKeyBytes() {
            writer.field(path)
            layout.write(into: &writer)
        }
    }

    init(liveGeneration: UInt64, spareGeneration: UInt64, liveFiles: [String: UInt64], differing: Set<String>, layouts: [String: AssembledLayout] = [:]) {
        self.liveGeneration = liveGeneration
        self.spareGeneration = spareGeneration
        self.liveFiles = liveFiles
        self.differing = differing
        self.layouts = layouts
    }

    /// Reads `bytes`; nil unless they are whole and of this format.
    init?(encoded bytes: [UInt8]) {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let words = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        guard words.count == 4, words[0...1].joined(separator: " ") == Self.header,
              let live = UInt64(words[2], radix: 16), let spare = UInt64(words[3], radix: 16) else { return nil }
        let tables = bytes.withUnsafeBufferPointer { buffer in
            Self.tables(NULFieldReader(UnsafeBufferPointer(rebasing: buffer[(newline + 1)...])))
        }
        guard let tables else { return nil }
        self.init(liveGeneration: live, spareGeneration: spare, liveFiles: tables.files, differing: tables.differing, layouts: tables.layouts)
    }

    /// The files, differing paths and layouts `encoded` wrote after its header line, or nil when
    /// the fields are not those.
    private static func tables(_ reader: NULFieldReader) -> (files: [String: UInt64], differing: Set<String>, layouts: [String: AssembledLayout])? {
        var reader = reader
        var files = [String: UInt64](minimumCapacity: fileCount(reader))
        while true {
            guard let path = reader.next() else { return nil }
            if path.isEmpty { break }
            guard let key = ValidatedUTF8.string(path), let hash = reader.hexadecimal() else { return nil }
            files[key] = hash
        }
        var differing: Set<String> = []
        while true {
            guard let path = reader.next() else { return nil }
            if path.isEmpty { break }
            guard let key = ValidatedUTF8.string(path) else { return nil }
            differing.insert(key)
        }
        var layouts: [String: AssembledLayout] = [:]
        while !reader.isAtEnd {
            guard let path = reader.string(), !path.isEmpty, let layout = AssembledLayout(reading: &reader) else { return nil }
            layouts[path] = layout
        }
        return (files, differing, layouts)
    }

    /// How many rows the files' table at the start of `reader` has, counted by passing over its
    /// fields (two a row, up to the empty one): its table is made that large at once instead of
    /// growing a dozen times for 30k files, hashing every path again each time.
    private static func fileCount(_ reader: NULFieldReader) -> Int {
        var reader = reader
        var fields = 0
        while let field = reader.next(), !field.isEmpty || fields % 2 == 1 {
            fields += 1
        }
        return fields / 2
    }
}
