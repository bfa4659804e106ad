import Foundation

/// The order of strings by their UTF-8 bytes, in which the companion files list paths.
///
/// It is the order of `<` for text in Unicode's composed normal form (NFC), compared with
/// `memcmp` instead of the standard library's comparison, which checks the normal form first and
/// cost most of the sorting of the 30k paths the pair of trees lists at 10k pages.
enum UTF8ByteOrder {
    /// Whether `left`'s UTF-8 bytes sort before `right`'s.
    static func precedes(_ left: String, _ right: String) -> Bool {
        let order = left.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.utf8.withContiguousStorageIfAvailable { rightBytes in Self.order(leftBytes, rightBytes) < 0 }
        }
        return (order ?? nil) ?? left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    /// Below zero when `left` sorts before `right`, zero when they are the same bytes, above zero
    /// after.
    static func order(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(left.count, right.count)
        let order = common == 0 ? 0 : Int(memcmp(left.baseAddress!, right.baseAddress!, common))
        return order != 0 ? order : left.count - right.count
    }

    /// The eight bytes of `bytes` from `offset` on, the first the most significant, zeros past
    /// their end: a shorter string's key is never larger than that of one it begins, and strings
    /// sharing their first `offset` bytes are in the order of their keys where those differ.
    static func key(of bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> UInt64 {
        var key: UInt64 = 0
        for index in offset..<(offset + 8) {
            key = key << 8 | (index < bytes.count ? UInt64(bytes[index]) : 0)
        }
        return key
    }

    /// `strings` in this order.
    static func sorted(_ strings: [String]) -> [String] {
        sortedIndices(of: strings).map { strings[$0] }
    }

    /// The indices of `strings` in the order of their strings. Each string is first given as a
    /// key the eight bytes that follow the prefix all of them share, and the keys are compared as
    /// integers; only strings with equal keys are compared byte by byte. The paths of a listing
    /// or a table share their folders' names, which `precedes` alone compared again in each of
    /// some 14 comparisons a path (a 10k-page listing: 555k comparisons, ~47 M instructions).
    static func sortedIndices(of strings: [String]) -> [Int] {
        guard strings.count > 1 else { return Array(strings.indices) }
        let shared = sharedPrefixLength(of: strings)
        var keys: [(key: UInt64, index: Int)] = []
        keys.reserveCapacity(strings.count)
        for (index, string) in strings.enumerated() {
            keys.append((key(of: string, after: shared), index))
        }
        keys.sort { left, right in
            left.key != right.key ? left.key < right.key : precedes(strings[left.index], strings[right.index])
        }
        return keys.map(\.index)
    }

    /// The eight bytes of `string`'s UTF-8 from `offset` on (`key(of:after:)`).
    private static func key(of string: String, after offset: Int) -> UInt64 {
        var string = string
        return string.withUTF8 { key(of: $0, after: offset) }
    }

    /// How many first bytes every string of `strings` (not empty) has in common.
    private static func sharedPrefixLength(of strings: [String]) -> Int {
        var first = strings[0]
        return first.withUTF8 { firstBytes in
            var shared = firstBytes.count
            for var string in strings.dropFirst() where shared > 0 {
                string.withUTF8 { bytes in
                    let limit = min(shared, bytes.count)
                    var length = 0
                    while length < limit, bytes[length] == firstBytes[length] { length += 1 }
                    shared = length
                }
            }
            return shared
        }
    }
}

extension Dictionary where Key == String {
    /// The entries in the order of their keys' UTF-8 bytes.
    func sortedByKeyBytes() -> [Element] {
        let entries = Array(self)
        return UTF8ByteOrder.sortedIndices(of: entries.map(\.key)).map { entries[$0] }
    }
}

extension Set where Element == String {
    /// The strings in the order of their UTF-8 bytes.
    func sortedByBytes() -> [String] {
        UTF8ByteOrder.sorted(Array(self))
    }
}
