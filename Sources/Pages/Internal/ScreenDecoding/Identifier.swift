import Foundation

/// The ids of screens, controllers and bar items: `[a-z0-9][a-z0-9-]*`.
enum Identifier {
    /// Whether `text` is a valid id.
    static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isLowercaseAlphanumeric(first) else { return false }
        return text.unicodeScalars.allSatisfy { isLowercaseAlphanumeric($0) || $0 == "-" }
    }

    /// The slug of a title: diacritics removed, ASCII letters lowercased, digits kept, every other
    /// run of characters one dash, no dash at either end. `Café (2)` → `cafe-2`; empty when the
    /// title has no ASCII letter or digit. An ASCII title, which folding leaves as it is, is not
    /// folded (Foundation's folding was 4% of rendering a page's screens).
    static func slug(of title: String) -> String {
        var slug = ""
        var pendingDash = false
        let folded = title.utf8.allSatisfy { $0 < 0x80 } ? title : title.folding(options: .diacriticInsensitive, locale: nil)
        for scalar in folded.unicodeScalars {
            let lowered = ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
            if isLowercaseAlphanumeric(lowered) {
                if pendingDash && !slug.isEmpty { slug.append("-") }
                slug.unicodeScalars.append(lowered)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return slug
    }

    private static func isLowercaseAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
