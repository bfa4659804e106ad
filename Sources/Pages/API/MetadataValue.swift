/// A front matter value kept as written, for plugins and themes to read.
public indirect enum MetadataValue: Sendable, Hashable {
    /// A string (or any scalar that is not a number or boolean).
    case string(String)
    /// A number.
    case number(Double)
    /// A boolean.
    case bool(Bool)
    /// A list.
    case list([MetadataValue])
    /// A mapping, keys in the order written.
    case map([(key: String, value: MetadataValue)])

    /// The value as a template engine wants it: strings, numbers, booleans, arrays and dictionaries.
    public var templateValue: Any {
        switch self {
        case .string(let string): string
        case .number(let number): number.truncatingRemainder(dividingBy: 1) == 0 ? Int(number) as Any : number as Any
        case .bool(let bool): bool
        case .list(let list): list.map(\.templateValue)
        case .map(let pairs): Dictionary(pairs.map { ($0.key, $0.value.templateValue) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Compares values; maps compare their pairs in order.
    public static func == (lhs: MetadataValue, rhs: MetadataValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(left), .string(right)): left == right
        case let (.number(left), .number(right)): left == right
        case let (.bool(left), .bool(right)): left == right
        case let (.list(left), .list(right)): left == right
        case let (.map(left), .map(right)): left.map(\.key) == right.map(\.key) && left.map(\.value) == right.map(\.value)
        default: false
        }
    }

    /// Hashes the value consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let string): hasher.combine(string)
        case .number(let number): hasher.combine(number)
        case .bool(let bool): hasher.combine(bool)
        case .list(let list): hasher.combine(list)
        case .map(let pairs):
            for pair in pairs {
                hasher.combine(pair.key)
                hasher.combine(pair.value)
            }
        }
    }
}
