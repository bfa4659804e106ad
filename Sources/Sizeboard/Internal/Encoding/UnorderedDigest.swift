/// A hash of a set of entries that does not depend on their order, so building it takes no
/// sorting: the sum of the entries' hashes, each spread by a 64-bit finalizer first so that
/// entries with similar bytes do not cancel out. An entry can be taken out again, so a set that
/// changes by a few entries is digested again by those alone.
struct UnorderedDigest {
    private(set) var value: UInt64

    /// The digest whose value is `value`: of no entry by default.
    init(value: UInt64 = 0) {
        self.value = value
    }

    /// Adds one entry, given as the hash of its bytes.
    mutating func add(_ entry: StableHash) {
        value &+= Self.spread(entry.value)
    }

    /// Takes out one entry added before.
    mutating func remove(_ entry: StableHash) {
        value &-= Self.spread(entry.value)
    }

    private static func spread(_ hash: UInt64) -> UInt64 {
        var spread = hash
        spread = (spread ^ (spread >> 30)) &* 0xBF58_476D_1CE4_E5B9
        spread = (spread ^ (spread >> 27)) &* 0x94D0_49BB_1331_11EB
        return spread ^ (spread >> 31)
    }
}
