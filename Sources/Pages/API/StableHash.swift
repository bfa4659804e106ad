/// FNV-1a, 64 bits: a stable hash for change detection and names (Swift's `Hasher` is seeded per
/// process, so its values change from run to run).
public struct StableHash: Sendable {
    /// The hash of everything combined so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Starts an empty hash.
    public init() {}

    /// Adds bytes.
    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { combine($0) }
    }

    /// Adds the UTF-8 bytes of `text`.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine($0) }
    }

    /// Adds the eight bytes of `number`, least significant first.
    public mutating func combine(_ number: UInt64) {
        var hash = value
        for shift in stride(from: 0, to: 64, by: 8) {
            hash = (hash ^ ((number >> UInt64(shift)) & 0xff)) &* 0x0000_0100_0000_01b3
        }
        value = (hash ^ 0xff) &* 0x0000_0100_0000_01b3
    }

    /// Adds `number` as one word: a multiplication by the 64-bit golden ratio and a shift, where
    /// `combine(_:)` takes eight rounds, one per byte. For hashes of many numbers made on every
    /// build (a page's navigation key, a file's layout); it gives another value than `combine(_:)`.
    public mutating func combine(word number: UInt64) {
        let hash = (value ^ number) &* 0x9e37_79b9_7f4a_7c15
        value = hash ^ (hash >> 29)
    }

    /// Adds the bytes of a file: 32 at a time, as four words each mixed into its own lane the way
    /// `combine(word:)` mixes a word into the hash (four chains of multiplications the processor
    /// runs side by side, where one chain waited on each multiplication), the lanes then added in
    /// order; then the last whole words, the last bytes and the count, as `combine(word:)` adds
    /// them. For the files every build hashes to know whether they changed, where `combine(_:)`
    /// takes a round per byte; it gives another value than `combine(_:)`.
    public mutating func combine(contents bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine(contents: $0) }
    }

    private mutating func combine(contents raw: UnsafeRawBufferPointer) {
        var offset = 0
        if raw.count >= 32 {
            var lanes = (Self.mix(value, 1), Self.mix(value, 2), Self.mix(value, 3), Self.mix(value, 4))
            while offset + 32 <= raw.count {
                lanes.0 = Self.mix(lanes.0, Self.word(in: raw, at: offset))
                lanes.1 = Self.mix(lanes.1, Self.word(in: raw, at: offset + 8))
                lanes.2 = Self.mix(lanes.2, Self.word(in: raw, at: offset + 16))
                lanes.3 = Self.mix(lanes.3, Self.word(in: raw, at: offset + 24))
                offset += 32
            }
            combine(word: lanes.0)
            combine(word: lanes.1)
            combine(word: lanes.2)
            combine(word: lanes.3)
        }
        while offset + 8 <= raw.count {
            combine(word: Self.word(in: raw, at: offset))
            offset += 8
        }
        var last: UInt64 = 0
        for index in offset..<raw.count {
            last |= UInt64(raw[index]) << UInt64(8 * (index - offset))
        }
        combine(word: last)
        combine(word: UInt64(raw.count))
    }

    /// `word` mixed into `lane` as `combine(word:)` mixes it into the hash.
    @inline(__always)
    private static func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let hash = (lane ^ word) &* 0x9e37_79b9_7f4a_7c15
        return hash ^ (hash >> 29)
    }

    /// The eight bytes of `raw` at `offset`, little-endian.
    @inline(__always)
    private static func word(in raw: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    private mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
        var hash = value
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        value = (hash ^ 0xff) &* 0x0000_0100_0000_01b3
    }

    /// The hash of a file's bytes alone, as `combine(contents:)` adds them.
    public static func of(contents bytes: [UInt8]) -> UInt64 {
        var hash = StableHash()
        hash.combine(contents: bytes)
        return hash.value
    }

    /// The hash of `bytes` as a file's contents, as `of(contents:)` hashes them given as an array.
    public static func of(contents bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash = StableHash()
        hash.combine(contents: bytes)
        return hash.value
    }

    /// The hash of the UTF-8 bytes of `text` as a file's contents, as `of(contents:)` hashes
    /// them given as bytes: a page's source, hashed on every build that reads it.
    public static func of(contents text: String) -> UInt64 {
        var text = text
        var hash = StableHash()
        text.withUTF8 { hash.combine(contents: UnsafeRawBufferPointer($0)) }
        return hash.value
    }

    /// The hash of `text` alone.
    public static func of(_ text: String) -> UInt64 {
        var hash = StableHash()
        hash.combine(text)
        return hash.value
    }
}
