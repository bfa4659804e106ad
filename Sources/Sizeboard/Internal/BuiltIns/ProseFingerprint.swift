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

    /// FNV-1a of the bytes outside `<figure` ... `</figure>` (nested figures counted). Inside a
    /// figure only its tags matter, so the scan jumps from one `<` to the next.
    private static func hashOutsideFigures(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0xcbf2_9ce4_8422_2325 }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var depth = 0
        var index = 0
        while index < bytes.count {
            if depth > 0 {
                guard let next = memchr(base + index, Int32(UInt8(ascii: "<")), bytes.count - index) else { break }
                index = base.distance(to: next.assumingMemoryBound(to: UInt8.self))
            }
            if bytes[index] == UInt8(ascii: "<") {
                if matches(opening, in: bytes, at: index) {
                    depth += 1
                } else if depth > 0, matches(closing, in: bytes, at: index) {
                    depth -= 1
                    index += closing.count
                    continue
                }
            }
            if depth == 0 {
                hash ^= UInt64(bytes[index])
                hash = hash &* 0x0000_0100_0000_01b3
            }
            index += 1
        }
        return hash
    }

    private static func matches(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where bytes[index + offset] != pattern[offset] { return false }
        return true
    }
}
