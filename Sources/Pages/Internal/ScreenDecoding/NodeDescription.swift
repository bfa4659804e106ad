
/// Short descriptions of YAML values for messages: "a list", "a mapping", "`many`".
enum NodeDescription {
    /// How `node` reads in a message.
    static func describe(_ node: YAMLNode) -> String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let scalar):
            isNull(scalar) ? "nothing" : "`\(scalar.string.count > 40 ? scalar.string.prefix(40) + "…" : Substring(scalar.string))`"
        }
    }

    /// Whether a scalar is YAML's null: empty, `~` or `null` written plain.
    static func isNull(_ scalar: YAMLNode.Scalar) -> Bool {
        guard scalar.isPlain, scalar.string.utf8.count <= 4 else { return false }
        return switch scalar.string {
        case "", "~", "null", "Null", "NULL": true
        default: false
        }
    }
}
