/// The characters HTML forbids in a document and a theme's output drops: C0 controls but tab,
/// line feed, form feed and carriage return; DEL; C1 controls (`C2 80` to `C2 9F` in UTF-8), as
/// the SVG writer drops those XML forbids.
enum ControlCharacters {
    /// `html` without the forbidden characters.
    static func removed(from html: String) -> String {
        var html = html
        guard html.withUTF8(isPresent) else { return html }
        var cleaned = String.UnicodeScalarView()
        cleaned.append(contentsOf: html.unicodeScalars.lazy.filter { !isForbidden($0) })
        return String(cleaned)
    }

    /// The UTF-8 `bytes` without the forbidden characters; the same array when it has none.
    static func removed(from bytes: [UInt8]) -> [UInt8] {
        guard bytes.withUnsafeBufferPointer(isPresent) else { return bytes }
        return Array(removed(from: String(decoding: bytes, as: UTF8.self)).utf8)
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// Whether the UTF-8 `bytes` hold a forbidden character, without decoding scalars: every
    /// byte is tested with its next one, without a branch, so that the loop is vectorized (2 to 3
    /// instructions a byte) and exact, `C2` included: a page title's `·` is `C2 B7`, and a quick
    /// test that let every `C2` through sent every page to a second, byte-by-byte look. Swift's
    /// `SIMD` types scalarize their masks here.
    static func isPresent(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, let last = bytes.indices.last else { return false }
        var found: UInt8 = 0
        for index in 0..<last {
            found |= forbiddenFlag(base[index], followedBy: base[index + 1])
        }
        return found | forbiddenFlag(base[last], followedBy: 0) != 0
    }

    /// 1 when `byte`, followed by `next`, starts a forbidden character: a control below space but
    /// tab, line feed, form feed and carriage return, DEL, or `C2` before `80` to `9F`; else 0.
    @inline(__always)
    private static func forbiddenFlag(_ byte: UInt8, followedBy next: UInt8) -> UInt8 {
        let belowSpace: UInt8 = byte < 0x20 ? 1 : 0
        let allowed: UInt8 = (byte &- 0x09 < 2 ? 1 : 0) | (byte &- 0x0C < 2 ? 1 : 0)
        let delete: UInt8 = byte == 0x7F ? 1 : 0
        let c1: UInt8 = (byte == 0xC2 ? 1 : 0) & (next & 0xE0 == 0x80 ? 1 : 0)
        return (belowSpace & ~allowed) | delete | c1
    }
}
