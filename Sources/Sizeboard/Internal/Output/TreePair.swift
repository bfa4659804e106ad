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

    private static let header = "sizeboard-trees 2"

    /// Where the pair of `output`'s trees is described.
    static func location(of output: URL) -> URL {
        CompanionFile.location(of: output, kind: "trees")
    }

    /// The description kept for `output`, or nil when there is none or it is not of this format;
    /// `known` is taken as it is when its bytes are the file's, without decoding them again.
    static func read(for output: URL, known: (bytes: [UInt8], pair: TreePair)? = nil) -> TreePair? {
        guard let bytes = FileTree.bytes(at: location(of: output).path) else { return nil }
        if let known, known.bytes == bytes { return known.pair }
        return TreePair(encoded: bytes)
    }

    /// Writes the description beside `output`, replacing the last one at once; returns the bytes
    /// written, or nil when the write failed.
    @discardableResult
    func write(for output: URL) -> [UInt8]? {
        let bytes = encoded
        return CompanionFile.replace(Self.location(of: output).path, with: bytes) ? bytes : nil
    }

    /// Removes the description of `output`: its trees are about to change.
    static func remove(for output: URL) {
        unlink(location(of: output).path)
    }

    /// The header line, then for each live file its path and its hash in hexadecimal, then an
    /// empty field, then the differing paths, then an empty field, then each layout's path and
    /// fields (`AssembledLayout.fields`); fields end with NUL (no path holds one).
    var encoded: [UInt8] {
        var bytes = Array("\(Self.header) \(String(liveGeneration, radix: 16)) \(String(spareGeneration, radix: 16))\n".utf8)
        for (path, hash) in liveFiles.sorted(by: { $0.key < $1.key }) {
            bytes += path.utf8
            bytes.append(0)
            bytes += String(hash, radix: 16).utf8
            bytes.append(0)
        }
        bytes.append(0)
        for path in differing.sorted() {
            bytes += path.utf8
            bytes.append(0)
        }
        bytes.append(0)
        for (path, layout) in layouts.sorted(by: { $0.key < $1.key }) {
            for field in [path] + layout.fields {
                bytes += field.utf8
                bytes.append(0)
            }
        }
        return bytes
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
              let live = UInt64(words[2], radix: 16), let spare = UInt64(words[3], radix: 16),
              bytes.last == 0 else { return nil }
        let fields = bytes[(newline + 1)..<(bytes.count - 1)].split(separator: 0, omittingEmptySubsequences: false)
        guard let separator = fields.firstIndex(where: \.isEmpty), (separator - fields.startIndex) % 2 == 0 else { return nil }
        var files: [String: UInt64] = [:]
        files.reserveCapacity((separator - fields.startIndex) / 2)
        for index in stride(from: fields.startIndex, to: separator, by: 2) {
            guard let hash = UInt64(String(decoding: fields[index + 1], as: UTF8.self), radix: 16) else { return nil }
            files[String(decoding: fields[index], as: UTF8.self)] = hash
        }
        guard let layoutsStart = fields[(separator + 1)...].firstIndex(where: \.isEmpty) else { return nil }
        let differing = fields[(separator + 1)..<layoutsStart].map { String(decoding: $0, as: UTF8.self) }
        let layoutFields = fields[(layoutsStart + 1)...].map { String(decoding: $0, as: UTF8.self) }
        var layouts: [String: AssembledLayout] = [:]
        var index = layoutFields.startIndex
        while index < layoutFields.endIndex {
            let path = layoutFields[index]
            index += 1
            guard !path.isEmpty, let layout = AssembledLayout(fields: layoutFields, at: &index) else { return nil }
            layouts[path] = layout
        }
        self.init(liveGeneration: live, spareGeneration: spare, liveFiles: files, differing: Set(differing), layouts: layouts)
    }
}
