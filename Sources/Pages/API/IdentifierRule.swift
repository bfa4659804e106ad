/// The rule of every id that becomes a file or folder name (screens, controllers, environments,
/// groups, presentations, themes, plugins): `[a-z0-9][a-z0-9-]*`.
public enum IdentifierRule {
    /// Whether `text` follows the rule.
    public static func isValid(_ text: String) -> Bool {
        Identifier.isValid(text)
    }

    /// The rule as people read it, to end a message with.
    public static let description = "lowercase letters, digits and dashes, starting with a letter or digit"
}
