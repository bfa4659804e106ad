/// Text helpers for SVG documents: escaping, number formatting and fitting text to a width.
///
/// The renderer builds every document with these, and the site and plugins use them for their own
/// fragments, so that all output escapes and formats the same way.
public enum SVGText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities and the control characters XML
    /// forbids removed, safe in element content and in attribute values quoted with either quote.
    public static func escape(_ text: String) -> String {
        var needsWork = false
        for scalar in text.unicodeScalars where scalarNeedsEscape(scalar) {
            needsWork = true
            break
        }
        guard needsWork else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default:
                if isAllowedInXML(scalar) { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }

    /// `value` rounded to two decimals and written without a trailing `.0`, `-0` or exponent:
    /// `12`, `12.5`, `0.33`. Non-finite values are written as `0`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let limit = 1e15
        let hundredths = Int((min(max(value, -limit), limit) * 100).rounded())
        if hundredths == 0 { return "0" }
        let magnitude = hundredths.magnitude
        var written = hundredths < 0 ? "-" : ""
        written += String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            written += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
        }
        return written
    }

    /// The estimated width in points of `text` set in the system font at `fontSize`.
    ///
    /// The estimate uses fixed per-character advances, so it is deterministic on every machine;
    /// `bold` widens it by the usual difference of a semibold weight.
    public static func estimatedWidth(of text: String, fontSize: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for character in text {
            ems += CharacterAdvance.ems(of: character)
        }
        return ems * fontSize * (bold ? 1.06 : 1)
    }

    /// `text` shortened with a trailing `…` until its estimated width fits `width`; the empty string
    /// when not even the ellipsis fits.
    public static func truncate(_ text: String, toWidth width: Double, fontSize: Double, bold: Bool = false) -> String {
        if estimatedWidth(of: text, fontSize: fontSize, bold: bold) <= width { return text }
        let ellipsis = "…"
        let available = width - estimatedWidth(of: ellipsis, fontSize: fontSize, bold: bold)
        guard available >= 0 else { return "" }
        var kept = ""
        var used = 0.0
        let scale = fontSize * (bold ? 1.06 : 1)
        for character in text {
            let advance = CharacterAdvance.ems(of: character) * scale
            if used + advance > available { break }
            used += advance
            kept.append(character)
        }
        while kept.last == " " { kept.removeLast() }
        return kept + ellipsis
    }

    private static func scalarNeedsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'": true
        default: !isAllowedInXML(scalar)
        }
    }

    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
