import Foundation
import Pages

/// A fingerprint of a page's prose: its body HTML with every screen figure left out, hashed
/// (`StableHash.of(contents:)`, 16 hex digits), so `sizeboard diff` can tell a prose change from a
/// screen or theme change.
enum ProseFingerprint {
    static func of(_ bodyHTML: String) -> String {
        var html = bodyHTML
        let hash = html.withUTF8(hashOutsideFigures)
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static let opening = Array("<figure".utf8)
    private static let closing = Array("</figure>".utf8)

    /// The hash of the bytes outside `<figure` ... `</figure>` (nested figures counted). HTML
    /// without a figure, most pages' body, is hashed as it is, without a copy; otherwise the
    /// bytes outside are gathered first. Inside a figure only its tags matter, so the scan jumps
    /// from one `<` to the next.
    private static func hashOutsideFigures(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress, let first = firstFigure(in: bytes) else {
            return StableHash.of(contents: UnsafeRawBufferPointer(bytes))
        }
        func nextTag(from index: Int) -> Int? {
            memchr(base + index, Int32(UInt8(ascii: "<")), bytes.count - index).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
        }
        var outside = Array(bytes[..<first])
        var depth = 1
        var index = first + 1
        while index < bytes.count {
            if depth == 0 {
                let end = nextTag(from: index) ?? bytes.count
                outside.append(contentsOf: bytes[index..<end])
                guard end < bytes.count else { break }
                if matches(opening, in: bytes, at: end) {
                    depth = 1
                } else {
                    outside.append(UInt8(ascii: "<"))
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
        return StableHash.of(contents: outside)
    }

    /// Where the first `<figure` of `bytes` starts.
    private static func firstFigure(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        while index < bytes.count, let found = memchr(base + index, Int32(UInt8(ascii: "<")), bytes.count - index) {
            let tag = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if tag + 1 < bytes.count, bytes[tag + 1] == UInt8(ascii: "f"), matches(opening, in: bytes, at: tag) { return tag }
            index = tag + 1
        }
        return nil
    }

    private static func matches(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where bytes[index + offset] != pattern[offset] { return false }
        return true
    }
}
