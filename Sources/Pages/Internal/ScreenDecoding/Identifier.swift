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
        var title = title
        if let slug = title.withUTF8(asciiSlug(of:)) { return slug }
        var slug = ""
        var pendingDash = false
        for scalar in title.folding(options: .diacriticInsensitive, locale: nil).unicodeScalars {
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

    /// The slug of an ASCII title's bytes, built as bytes; nil when the title is not ASCII.
    private static func asciiSlug(of title: UnsafeBufferPointer<UInt8>) -> String? {
        guard title.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(unsafeUninitializedCapacity: title.count, initializingUTF8With: { slug in
            var count = 0
            var pendingDash = false
            for byte in title {
                let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
                guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowered) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lowered) else {
                    pendingDash = true
                    continue
                }
                if pendingDash && count > 0 {
                    slug[count] = UInt8(ascii: "-")
                    count += 1
                }
                slug[count] = lowered
                count += 1
                pendingDash = false
            }
            return count
        })
    }

    private static func isLowercaseAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
