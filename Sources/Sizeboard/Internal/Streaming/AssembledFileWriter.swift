import Foundation

/// Writes an `OutputFile` made of parts into the spare tree one part at a time, comparing it with
/// the live tree's file as it goes: while the bytes match nothing is written, and a file equal to
/// the live one becomes a hard link to it (as `OutputSession` does for whole files). Memory holds
/// one part at a time, never the file.
///
/// Given the live file's layout (`AssembledLayout`, recorded by the last build and trusted with
/// the live tree), a part whose identity the layout has is not read from its source at all: its
/// bytes are the live file's at the recorded place, so matching it costs nothing and writing it
/// is a copy of a range of the live file, next ranges copied at once. After a one-page edit the
/// site's `resolution.json` is the live one's bytes with one part replaced, and no page's part is
/// read.
struct AssembledFileWriter {
    /// What writing the file did.
    struct Outcome {
        /// The file's hash (`AssembledLayout.hash`).
        var hash: UInt64
        /// Whether bytes were written (else the file is a link to the live one).
        var written: Bool
        /// Whether the live tree has the file.
        var liveExists: Bool
        /// How the file lies, for the next build.
        var layout: AssembledLayout
    }

    /// A part copies a file that this build has not written.
    struct MissingPart: Error, LocalizedError {
        let path: String

        var errorDescription: String? {
            "`\(path)` is part of the file but was not written in this build"
        }
    }

    /// The live file's parts, each with its offset, found by identity.
    private struct LiveParts {
        var parts: [AssembledLayout.Part] = []
        var offsets: [Int] = []
        var firstIndex: [UInt64: Int] = [:]

        init(_ layout: AssembledLayout?) {
            guard let layout else { return }
            parts = layout.parts
            offsets.reserveCapacity(parts.count)
            firstIndex.reserveCapacity(parts.count)
            var offset = 0
            for (index, part) in parts.enumerated() {
                offsets.append(offset)
                if firstIndex[part.identity] == nil { firstIndex[part.identity] = index }
                offset += part.length
            }
        }

        /// Whether the live file has a part with `identity`.
        func has(_ identity: UInt64) -> Bool {
            firstIndex[identity] != nil
        }

        /// The index of a part with `identity`: the one at `next` if it is, else the first.
        func index(of identity: UInt64, preferring next: Int) -> Int? {
            if next < parts.count, parts[next].identity == identity { return next }
            return firstIndex[identity]
        }
    }

    let spareFile: String
    let liveFile: String
    /// The bytes of a file written earlier in this build, by path below the output folder.
    let writtenFile: @Sendable (String) -> [UInt8]?
    /// The hash of the bytes of a file written earlier in this build, by path.
    let writtenHash: @Sendable (String) -> UInt64?
    /// How the live file lies, when the last build recorded it and the live tree is its.
    let liveLayout: AssembledLayout?
    /// How many threads name the parts, and read, indent and hash those the live file does not have.
    var jobs = 1

    private static let copyChunk = 1 << 20

    /// Writes `file`'s parts.
    func write(_ file: OutputFile) throws -> Outcome {
        let liveDescriptor = FileStatus(liveFile) == nil ? -1 : open(liveFile, O_RDONLY)
        defer { if liveDescriptor >= 0 { close(liveDescriptor) } }
        var liveSize = -1
        var status = stat()
        if liveDescriptor >= 0, fstat(liveDescriptor, &status) == 0 { liveSize = Int(status.st_size) }
        let live = LiveParts(liveLayout.flatMap { $0.length == liveSize ? $0 : nil })
        var parts: [AssembledLayout.Part] = []
        parts.reserveCapacity(file.parts.count)
        var next = 0
        var matched = 0
        var pending: (offset: Int, length: Int)?
        var output: BufferedFileOutput?
        defer { if let descriptor = output?.descriptor { close(descriptor) } }
        let identities = identities(of: file.parts)
        var chunks = PreparedChunks()
        for (partIndex, part) in file.parts.enumerated() {
            guard partIndex < identities.count else {
                guard case .writtenFile(let path, _) = part else { preconditionFailure("a part of bytes always has an identity") }
                throw MissingPart(path: path)
            }
            let identity = identities[partIndex]
            if let index = live.index(of: identity, preferring: next) {
                next = index + 1
                parts.append(live.parts[index])
                let range = (offset: live.offsets[index], length: live.parts[index].length)
                if output == nil, range.offset == matched {
                    matched += range.length
                    continue
                }
                if output == nil { output = try startWriting(copying: matched, from: liveDescriptor) }
                if let run = pending, run.offset + run.length == range.offset {
                    pending = (run.offset, run.length + range.length)
                } else {
                    try copy(pending, from: liveDescriptor, to: &output!)
                    pending = range
                }
                continue
            }
            next += 1
            if !chunks.has(partIndex) {
                chunks = prepare(file.parts, from: partIndex, identities: identities, absentFrom: live)
            }
            guard let (chunk, hash) = chunks.take(partIndex) else {
                guard case .writtenFile(let path, _) = part else { preconditionFailure("a part of bytes always has its bytes") }
                throw MissingPart(path: path)
            }
            parts.append(AssembledLayout.Part(identity: identity, length: chunk.count, hash: hash))
            if output == nil, liveDescriptor >= 0, Self.matches(chunk, in: liveDescriptor, at: matched) {
                matched += chunk.count
                continue
            }
            if output == nil { output = try startWriting(copying: matched, from: liveDescriptor) }
            try copy(pending, from: liveDescriptor, to: &output!)
            pending = nil
            try output!.append(chunk[...])
        }
        let layout = AssembledLayout(parts: parts)
        if output == nil, liveDescriptor >= 0, liveSize == matched {
            if FileStatus(spareFile)?.inode == FileStatus(liveFile)?.inode { return Outcome(hash: layout.hash, written: false, liveExists: true, layout: layout) }
            unlink(spareFile)
            if link(liveFile, spareFile) == 0 { return Outcome(hash: layout.hash, written: false, liveExists: true, layout: layout) }
        }
        if output == nil { output = try startWriting(copying: matched, from: liveDescriptor) }
        try copy(pending, from: liveDescriptor, to: &output!)
        try output!.flush()
        return Outcome(hash: layout.hash, written: true, liveExists: liveDescriptor >= 0, layout: layout)
    }

    /// How many parts that the live file does not have are read, indented and hashed at once,
    /// on `jobs` threads, ahead of the writing (about 30 KB each for a page with screens).
    private static let partsPreparedAtOnce = 64

    /// The parts' bytes made ahead of the writing: by part index, each with its hash.
    private struct PreparedChunks {
        private var chunks: [Int: (bytes: [UInt8], hash: UInt64)] = [:]

        init(_ chunks: [Int: (bytes: [UInt8], hash: UInt64)] = [:]) {
            self.chunks = chunks
        }

        func has(_ index: Int) -> Bool {
            chunks[index] != nil
        }

        mutating func take(_ index: Int) -> (bytes: [UInt8], hash: UInt64)? {
            chunks.removeValue(forKey: index)
        }
    }

    /// Each part's identity, in order, up to the first part that copies a file this build has not
    /// written (whose write then fails), made on `jobs` threads: the site's `resolution.json` has
    /// a part for every page.
    private func identities(of parts: [OutputFilePart]) -> [UInt64] {
        let writtenHash = writtenHash
        let found = parts.orderedParallelMap(jobs: jobs) { part -> UInt64? in
            switch part {
            case .bytes(let bytes):
                return AssembledLayout.identity(ofBytes: bytes)
            case .writtenFile(let path, let indentation):
                return writtenHash(path).map { AssembledLayout.identity(ofFile: path, indentation: indentation, hash: $0) }
            }
        }
        return found.prefix { $0 != nil }.map { $0! }
    }

    /// The bytes and hash of up to `partsPreparedAtOnce` parts from `start` on that the live
    /// file does not have, made on `jobs` threads; a part whose file cannot be read is left out.
    private func prepare(_ parts: [OutputFilePart], from start: Int, identities: [UInt64], absentFrom live: LiveParts) -> PreparedChunks {
        var indices: [Int] = []
        for index in start..<identities.count where !live.has(identities[index]) {
            indices.append(index)
            if indices.count == Self.partsPreparedAtOnce { break }
        }
        let writtenFile = writtenFile
        let made = indices.orderedParallelMap(jobs: jobs) { index -> (bytes: [UInt8], hash: UInt64)? in
            let bytes: [UInt8]
            switch parts[index] {
            case .bytes(let given):
                bytes = given
            case .writtenFile(let path, let indentation):
                guard let copied = writtenFile(path) else { return nil }
                bytes = OutputFilePart.indented(copied, by: indentation)
            }
            return (bytes, StableHash.of(contents: bytes))
        }
        var chunks: [Int: (bytes: [UInt8], hash: UInt64)] = [:]
        for (index, chunk) in zip(indices, made) {
            if let chunk { chunks[index] = chunk }
        }
        return PreparedChunks(chunks)
    }

    /// Creates the spare file afresh (never in place: it may share its inode with the live one)
    /// holding the first `count` bytes of the live file, which the parts so far matched.
    private func startWriting(copying count: Int, from liveDescriptor: Int32) throws -> BufferedFileOutput {
        unlink(spareFile)
        let descriptor = open(spareFile, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw FileStatus.failure("cannot create", spareFile) }
        var output = BufferedFileOutput(descriptor: descriptor, path: spareFile)
        do {
            try copy((offset: 0, length: count), from: liveDescriptor, to: &output)
        } catch {
            close(descriptor)
            throw error
        }
        return output
    }

    /// Appends the live file's bytes in `range` (none when nil) to `output`.
    private func copy(_ range: (offset: Int, length: Int)?, from liveDescriptor: Int32, to output: inout BufferedFileOutput) throws {
        guard let range, range.length > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: min(Self.copyChunk, range.length))
        var copied = 0
        while copied < range.length {
            let wanted = min(buffer.count, range.length - copied)
            let read = buffer.withUnsafeMutableBytes { pread(liveDescriptor, $0.baseAddress, wanted, off_t(range.offset + copied)) }
            guard read > 0 else { throw FileStatus.failure("cannot read", liveFile) }
            try output.append(buffer[..<read])
            copied += read
        }
    }

    /// Whether the live file holds `chunk` at `offset`.
    private static func matches(_ chunk: [UInt8], in descriptor: Int32, at offset: Int) -> Bool {
        var buffer = [UInt8](repeating: 0, count: chunk.count)
        var filled = 0
        while filled < chunk.count {
            let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, chunk.count - filled, off_t(offset + filled)) }
            guard read > 0 else { return false }
            filled += read
        }
        return buffer == chunk
    }
}
