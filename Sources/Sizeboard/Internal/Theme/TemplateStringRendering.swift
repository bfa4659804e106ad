import Mustache

/// Text in a template context renders as itself.
///
/// swift-mustache writes a value that is not `MustacheCustomRenderable` with
/// `String(describing:)`, after trying it as a lambda and as an optional: three dynamic casts and
/// the printing machinery for every `{{name}}`, the most common tag of every template. A string
/// that is `MustacheCustomRenderable` is taken at the second cast, and renders, escapes, counts as
/// a section and names a dynamic partial (`{{>*name}}`) as before: it is never null.
extension String: @retroactive MustacheCustomRenderable {
    /// The string itself, escaped by the template as any value is.
    public var renderText: String { self }
    /// Never: an empty string is a value, so a section on it renders, as before.
    public var isNull: Bool { false }
}
