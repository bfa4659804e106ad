import Yams

extension MetadataValue {
    /// The value of a YAML node as written; plain scalars that read as booleans or numbers become those.
    public init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain, let bool = node.bool {
                self = .bool(bool)
            } else if scalar.style == .plain, let number = Double(scalar.string) {
                self = .number(number)
            } else {
                self = .string(scalar.string)
            }
        case .sequence(let sequence):
            self = .list(sequence.map(MetadataValue.init))
        case .mapping(let mapping):
            self = .map(mapping.map { (key: $0.key.string ?? "", value: MetadataValue($0.value)) })
        case .alias:
            self = .string("")
        }
    }
}
