import Mustache

/// What `TemplateShape.markedContext` puts in place of a non-empty string: it renders as a
/// marker naming its slot, and as a section or a lookup behaves as a string does (never null, no
/// names below it).
///
/// The marker is `U+E000`, the slot's number, `\&&` + `U+0301`, `U+E001`, and a line feed when
/// the string it stands for ends with one. The `&`s tell how the template wrote it: left alone
/// (`{{{name}}}`, or a `TEXT` template), escaped byte by byte (`&amp;&amp;`: Sizeboard's `HTML`
/// content type, `HTMLEscaping`), or escaped character by character (`&amp;&` + `U+0301`: the
/// library's own escaping, for which `&` and a combining accent are one character). The
/// backslash tells a marker written through Swift's description of a dictionary (which doubles
/// it) from one written as a value.
struct TemplateSlotMarker: MustacheCustomRenderable, MustacheParent {
    let slot: Int
    let endsWithLineFeed: Bool

    var renderText: String {
        "\u{E000}\(slot)\\&&\u{301}\u{E001}" + (endsWithLineFeed ? "\n" : "")
    }

    var isNull: Bool { false }

    func child(named name: String) -> Any? { nil }
}
