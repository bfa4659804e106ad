/// Turns titles and file names into URL- and id-safe slugs.
public enum Slug {
    /// Lowercases ASCII letters and digits, turns every other run of characters into one `-`, and
    /// trims dashes at both ends: `No Conversation Selected` becomes `no-conversation-selected`.
    public static func make(_ text: String) -> String {
        var slug: [UInt8] = []
        slug.reserveCapacity(text.utf8.count)
        append(text.utf8, to: &slug)
        return String(decoding: slug, as: UTF8.self)
    }

    /// Appends the slug of the UTF-8 `text` to `slug`; returns whether it appended anything.
    @discardableResult
    static func append(_ text: some Sequence<UInt8>, to slug: inout [UInt8]) -> Bool {
        let start = slug.count
        var pendingDash = false
        for byte in text {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingDash, slug.count > start { slug.append(UInt8(ascii: "-")) }
                slug.append(byte | (byte >= UInt8(ascii: "A") ? 0x20 : 0))
                pendingDash = false
            default:
                pendingDash = true
            }
        }
        return slug.count > start
    }

    /// Appends `makeNonEmpty` of the UTF-8 `text` to `slug`.
    static func appendNonEmpty(_ text: some Collection<UInt8>, to slug: inout [UInt8]) {
        if !append(text, to: &slug) {
            slug += makeNonEmpty(String(decoding: text, as: UTF8.self)).utf8
        }
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
