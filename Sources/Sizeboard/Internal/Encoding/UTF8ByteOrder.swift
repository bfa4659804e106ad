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
            right.utf8.withContiguousStorageIfAvailable { rightBytes in
                let common = min(leftBytes.count, rightBytes.count)
                let order = common == 0 ? 0 : memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, common)
                return order < 0 || (order == 0 && leftBytes.count < rightBytes.count)
            }
        }
        return (order ?? nil) ?? left.utf8.lexicographicallyPrecedes(right.utf8)
    }
}

extension Dictionary where Key == String {
    /// The entries in the order of their keys' UTF-8 bytes.
    func sortedByKeyBytes() -> [Element] {
        sorted { UTF8ByteOrder.precedes($0.key, $1.key) }
    }
}

extension Set where Element == String {
    /// The strings in the order of their UTF-8 bytes.
    func sortedByBytes() -> [String] {
        sorted(by: UTF8ByteOrder.precedes)
    }
}
