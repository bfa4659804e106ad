/// Text helpers for SVG documents: escaping, number formatting and fitting text to a width.
///
/// The renderer builds every document with these, and the site and plugins use them for their own
/// fragments, so that all output escapes and formats the same way.
public enum SVGText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities and the control characters XML
    /// forbids removed, safe in element content and in attribute values quoted with either quote.
    public static func escape(_ text: String) -> String {
        var bytes = ByteBuffer(capacity: text.utf8.count + 16)
        SVGBytes.appendEscaped(text, to: &bytes)
        return bytes.string
    }

    /// `value` rounded to two decimals and written without a trailing `.0`, `-0` or exponent:
    /// `12`, `12.5`, `0.33`. Non-finite values are written as `0`.
    public static func number(_ value: Double) -> String {
        var bytes = ByteBuffer(capacity: 24)
        SVGBytes.appendNumber(value, to: &bytes)
        return bytes.string
    }

    /// The estimated width in points of `text` set in the system font at `fontSize`.
    ///
    /// The estimate uses fixed per-character advances, so it is deterministic on every machine;
    /// `bold` widens it by the usual difference of a semibold weight.
    public static func estimatedWidth(of text: String, fontSize: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            ems += CharacterAdvance.ems(of: scalar)
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
            let advance = character.unicodeScalars.reduce(0) { $0 + CharacterAdvance.ems(of: $1) } * scale
            if used + advance > available { break }
            used += advance
            kept.append(character)
        }
        while kept.last == " " { kept.removeLast() }
        return kept + ellipsis
    }
}
