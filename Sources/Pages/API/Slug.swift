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
}
