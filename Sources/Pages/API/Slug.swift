/// Turns titles and file names into URL- and id-safe slugs.
public enum Slug {
    /// Lowercases ASCII letters and digits, turns every other run of characters into one `-`, and
    /// trims dashes at both ends: `No Conversation Selected` becomes `no-conversation-selected`.
    public static func make(_ text: String) -> String {
        var slug: [UInt8] = []
        slug.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                slug.append(byte | (byte >= UInt8(ascii: "A") ? 0x20 : 0))
                pendingDash = false
            default:
                pendingDash = true
            }
        }
        return String(decoding: slug, as: UTF8.self)
    }

    /// `make(text)`, or, when that is empty (a name with no ASCII letter or digit, such as
    /// `日本語`), `page-` and twelve hex digits of a stable hash of the name's UTF-8 bytes, so
    /// that it is never empty and the same from run to run.
    public static func makeNonEmpty(_ text: String) -> String {
        let slug = make(text)
        if !slug.isEmpty { return slug }
        let hash = StableHash.of(text)
        return "page-" + String(String(hash, radix: 16).suffix(12))
    }
}
