/// Turns titles and file names into URL- and id-safe slugs.
public enum Slug {
    /// Lowercases ASCII letters and digits, turns every other run of characters into one `-`, and
    /// trims dashes at both ends: `No Conversation Selected` becomes `no-conversation-selected`.
    public static func make(_ text: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let character = Character(scalar)
            if scalar.isASCII, character.isLetter || character.isNumber {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                slug.append(character.lowercased())
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return slug
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
