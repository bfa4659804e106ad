import Foundation

/// A fingerprint of a page's prose: its body HTML with every screen figure left out, hashed
/// (64-bit FNV-1a, hex), so `sizeboard diff` can tell a prose change from a screen or theme change.
enum ProseFingerprint {
    static func of(_ bodyHTML: String) -> String {
        var html = bodyHTML
        let hash = html.withUTF8(hashOutsideFigures)
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static let opening = Array("<figure".utf8)
    private static let closing = Array("</figure>".utf8)

    /// FNV-1a of the bytes outside `<figure` ... `</figure>` (nested figures counted). Outside a
    /// figure the bytes up to the next `<` are hashed in one run; inside one only its tags matter,
    /// so the scan jumps from one `<` to the next.
    private static func hashOutsideFigures(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        guard let base = bytes.baseAddress else { return hash }
        func nextTag(from index: Int) -> Int? {
            memchr(base + index, Int32(UInt8(ascii: "<")), bytes.count - index).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
        }
        func combine(_ byte: UInt8) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        var depth = 0
        var index = 0
        while index < bytes.count {
            if depth == 0 {
                let end = nextTag(from: index) ?? bytes.count
                for offset in index..<end {
                    combine(base[offset])
                }
                guard end < bytes.count else { break }
                if matches(opening, in: bytes, at: end) {
                    depth = 1
                } else {
                    combine(UInt8(ascii: "<"))
                }
                index = end + 1
            } else {
                guard let tag = nextTag(from: index) else { break }
                if matches(opening, in: bytes, at: tag) {
                    depth += 1
                    index = tag + 1
                } else if matches(closing, in: bytes, at: tag) {
                    depth -= 1
                    index = tag + closing.count
                } else {
                    index = tag + 1
                }
            }
        }
        return hash
    }

    private static func matches(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where bytes[index + offset] != pattern[offset] { return false }
        return true
    }
}
