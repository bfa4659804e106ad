import Foundation

/// Writes an `OutputFile` made of parts into the spare tree one part at a time, comparing it with
/// the live tree's file as it goes: while the bytes match nothing is written, and a file equal to
/// the live one becomes a hard link to it (as `OutputSession` does for whole files). Memory holds
/// one part at a time, never the file.
struct AssembledFileWriter {
    /// What writing the file did.
    struct Outcome {
        /// The file's hash, part by part.
        var hash: UInt64
        /// Whether bytes were written (else the file is a link to the live one).
        var written: Bool
        /// Whether the live tree has the file.
        var liveExists: Bool
    }

    /// A part copies a file that this build has not written.
    struct MissingPart: Error, LocalizedError {
        let path: String

        var errorDescription: String? {
            "`\(path)` is part of the file but was not written in this build"
        }
    }

    let spareFile: String
    let liveFile: String
    /// The bytes of a file written earlier in this build, by path below the output folder.
    let writtenFile: (String) -> [UInt8]?

    private static let copyChunk = 1 << 16

    /// Writes `file`'s parts.
    func write(_ file: OutputFile) throws -> Outcome {
        var hash = StableHash()
        let liveDescriptor = FileStatus(liveFile) == nil ? -1 : open(liveFile, O_RDONLY)
        defer { if liveDescriptor >= 0 { close(liveDescriptor) } }
        var matched = 0
        var output: Int32 = -1
        defer { if output >= 0 { close(output) } }
        for part in file.parts {
            let chunk: [UInt8]
            switch part {
            case .bytes(let bytes):
                chunk = bytes
            case .writtenFile(let path, let indentation):
                guard let copied = writtenFile(path) else { throw MissingPart(path: path) }
                chunk = OutputFilePart.indented(copied, by: indentation)
            }
            hash.combine(chunk)
            if output < 0, liveDescriptor >= 0, Self.matches(chunk, in: liveDescriptor, at: matched) {
                matched += chunk.count
                continue
            }
            if output < 0 { output = try startWriting(copying: matched, from: liveDescriptor) }
            try Self.write(chunk[...], to: output, path: spareFile)
        }
        if output < 0, liveDescriptor >= 0 {
            var status = stat()
            if fstat(liveDescriptor, &status) == 0, Int(status.st_size) == matched {
                if FileStatus(spareFile)?.inode == FileStatus(liveFile)?.inode { return Outcome(hash: hash.value, written: false, liveExists: true) }
                unlink(spareFile)
                if link(liveFile, spareFile) == 0 { return Outcome(hash: hash.value, written: false, liveExists: true) }
            }
        }
        if output < 0 { output = try startWriting(copying: matched, from: liveDescriptor) }
        return Outcome(hash: hash.value, written: true, liveExists: liveDescriptor >= 0)
    }

    /// Creates the spare file afresh (never in place: it may share its inode with the live one)
    /// holding the first `count` bytes of the live file, which the parts so far matched.
    private func startWriting(copying count: Int, from liveDescriptor: Int32) throws -> Int32 {
        unlink(spareFile)
        let descriptor = open(spareFile, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw FileStatus.failure("cannot create", spareFile) }
        var copied = 0
        var buffer = [UInt8](repeating: 0, count: Self.copyChunk)
        while copied < count {
            let wanted = min(Self.copyChunk, count - copied)
            let read = buffer.withUnsafeMutableBytes { pread(liveDescriptor, $0.baseAddress, wanted, off_t(copied)) }
            guard read > 0 else {
                close(descriptor)
                throw FileStatus.failure("cannot read", liveFile)
            }
            do {
                try Self.write(buffer[..<read], to: descriptor, path: spareFile)
            } catch {
                close(descriptor)
                throw error
            }
            copied += read
        }
        return descriptor
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

    private static func write(_ bytes: ArraySlice<UInt8>, to descriptor: Int32, path: String) throws {
        try bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { throw FileStatus.failure("cannot write", path) }
                offset += written
            }
        }
    }
}
