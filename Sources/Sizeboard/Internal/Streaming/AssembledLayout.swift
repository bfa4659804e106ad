import Pages

/// How a file made of parts (`OutputFilePart`) lies in the live tree: each part's identity, its
/// length and the hash of its bytes, in order. A part's identity names its bytes without reading
/// them: for bytes given, their hash; for a file written in the build, its path, indentation and
/// the hash the build recorded for that file's bytes. The next build copies a part with the same
/// identity from the live file at the recorded place, without reading its source.
struct AssembledLayout: Equatable, Sendable {
    /// One part as it lies in the file.
    struct Part: Equatable, Sendable {
        var identity: UInt64
        var length: Int
        var hash: UInt64
    }

    let parts: [Part]
    /// The file's hash: its parts' lengths and hashes, in order, each combined as a word
    /// (`StableHash.combine(word:)`; a layout has two numbers for every page of the site).
    let hash: UInt64

    /// The file's length.
    var length: Int {
        parts.reduce(0) { $0 + $1.length }
    }

    private static func hash(of parts: [Part]) -> UInt64 {
        var hash = StableHash()
        for part in parts {
            hash.combine(word: UInt64(part.length))
            hash.combine(word: part.hash)
        }
        return hash.value
    }

    /// The identity of bytes given as they are.
    static func identity(ofBytes bytes: [UInt8]) -> UInt64 {
        var hash = StableHash()
        hash.combine("bytes")
        hash.combine(contents: bytes)
        return hash.value
    }

    /// The identity of the file at `path`, written in the build with bytes of hash `hash`,
    /// copied with `indentation`: the indentation, `hash` and the hash of the path's bytes mixed
    /// as words, after a word no identity of bytes begins with. (Spelled as text and hashed a
    /// byte at a time, the 10k identities of the site's `resolution.json` took 31 M
    /// instructions of a one-page edit at 10k pages.)
    static func identity(ofFile path: String, indentation: Int, hash: UInt64) -> UInt64 {
        var identity = StableHash()
        identity.combine(word: fileIdentityTag)
        identity.combine(word: UInt64(bitPattern: Int64(indentation)))
        identity.combine(word: hash)
        identity.combine(word: StableHash.of(contents: path))
        return identity.value
    }

    /// The word a file's identity begins with: "file" in ASCII.
    private static let fileIdentityTag: UInt64 = 0x6669_6c65

    /// Writes the layout as two fields of `TreePair`'s encoding: the part count in hexadecimal,
    /// then every part's identity, length and hash as 16 hexadecimal digits each, one after the
    /// other: at 10k pages the site's `resolution.json` has 10k parts, which every edit writes
    /// and reads again, and 30k numbers each in its own field took 33 M instructions.
    func write(into writer: inout NULFieldWriter) {
        writer.hexadecimal(UInt64(parts.count))
        writer.end()
        var numbers: [UInt64] = []
        numbers.reserveCapacity(3 * parts.count)
        for part in parts {
            numbers.append(part.identity)
            numbers.append(UInt64(part.length))
            numbers.append(part.hash)
        }
        writer.fixedWidthHexadecimals(numbers)
        writer.end()
    }

    /// Reads a layout `write(into:)` wrote; nil when the fields are not one.
    init?(reading reader: inout NULFieldReader) {
        guard let count = reader.hexadecimal(), count <= Int.max / 48, let field = reader.next(), field.count == 48 * Int(count),
              let numbers = NULFieldReader.fixedWidthHexadecimals(field) else { return nil }
        var parts: [Part] = []
        parts.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let length = numbers[3 * index + 1]
            guard length <= Int.max else { return nil }
            parts.append(Part(identity: numbers[3 * index], length: Int(length), hash: numbers[3 * index + 2]))
        }
        self.init(parts: parts)
    }

    init(parts: [Part]) {
        self.parts = parts
        hash = Self.hash(of: parts)
    }
}
