/// A hash of a set of entries that does not depend on their order, so building it takes no
/// sorting: the sum of the entries' hashes, each spread by a 64-bit finalizer first so that
/// entries with similar bytes do not cancel out.
struct UnorderedDigest {
    private(set) var value: UInt64 = 0

    /// Adds one entry, given as the hash of its bytes.
    mutating func add(_ entry: StableHash) {
        var spread = entry.value
        spread = (spread ^ (spread >> 30)) &* 0xBF58_476D_1CE4_E5B9
        spread = (spread ^ (spread >> 27)) &* 0x94D0_49BB_1331_11EB
        value &+= spread ^ (spread >> 31)
    }
}
