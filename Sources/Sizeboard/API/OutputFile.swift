import Foundation

/// A file of the generated site: bytes given whole, or parts assembled while the file is written.
public struct OutputFile: Sendable, Hashable {
    /// The path below the output folder, with `/` separators.
    public var path: String
    /// The bytes of a file given whole; empty for a file made of `parts`.
    public var contents: [UInt8]
    /// The pieces of a file assembled as it is written, in order, so that a file as large as the
    /// site (`resolution.json`) is never held in memory; empty for a file given whole.
    public var parts: [OutputFilePart]

    /// Creates a file from bytes.
    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
        parts = []
    }

    /// Creates a file from UTF-8 text.
    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }

    /// Creates a file assembled from `parts` as it is written.
    public init(path: String, parts: [OutputFilePart]) {
        self.path = path
        contents = []
        self.parts = parts
    }

    /// The file's bytes, reading the written files its parts copy through `writtenFile` (which
    /// gives a written file's bytes by path, or nil); nil when one of them is not there. For
    /// writers that keep files in memory; a writer to disk copies parts in chunks instead.
    public func assembled(reading writtenFile: (String) -> [UInt8]?) -> [UInt8]? {
        guard !parts.isEmpty else { return contents }
        var bytes: [UInt8] = []
        for part in parts {
            switch part {
            case .bytes(let literal):
                bytes += literal
            case .writtenFile(let path, let indentation):
                guard let copied = writtenFile(path) else { return nil }
                bytes += OutputFilePart.indented(copied, by: indentation)
            }
        }
        return bytes
    }
}

/// A piece of an `OutputFile` assembled as it is written.
public enum OutputFilePart: Sendable, Hashable {
    /// Bytes as given.
    case bytes([UInt8])
    /// The bytes of a file written earlier in the same build (by a page, or an earlier site
    /// generator) at `path`, with `indentation` spaces at the start of each line and without its
    /// final line break, if it has one: a page's `resolution.json` as an element of the site's.
    case writtenFile(path: String, indentation: Int)

    /// `file`'s bytes as this part copies them: each line indented by `indentation` spaces,
    /// without the final line break. The lines are counted first, so the copy is made at its size
    /// with a fill and a copy a line.
    static func indented(_ file: [UInt8], by indentation: Int) -> [UInt8] {
        guard indentation > 0 else { return file.last == UInt8(ascii: "\n") ? Array(file.dropLast()) : file }
        return file.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return [] }
            let end = bytes.last == UInt8(ascii: "\n") ? bytes.count - 1 : bytes.count
            func lineEnd(from start: Int) -> Int {
                memchr(base + start, Int32(UInt8(ascii: "\n")), end - start).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? end
            }
            var lines = 0
            var start = 0
            while start < end {
                lines += 1
                start = lineEnd(from: start) + 1
            }
            let size = end + lines * indentation
            return [UInt8](unsafeUninitializedCapacity: size) { output, initialized in
                guard var target = output.baseAddress else { return initialized = 0 }
                var start = 0
                while start < end {
                    let next = min(lineEnd(from: start) + 1, end)
                    target.initialize(repeating: UInt8(ascii: " "), count: indentation)
                    target += indentation
                    target.initialize(from: base + start, count: next - start)
                    target += next - start
                    start = next
                }
                initialized = size
            }
        }
    }
}
