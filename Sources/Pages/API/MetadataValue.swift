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

extension MetadataValue: Codable {
    private enum CodingKeys: String, CodingKey {
        case string, number, bool, list, map
    }

    private struct Pair: Codable {
        var key: String
        var value: MetadataValue
    }

    /// Encodes the value under its case's name; a map as its pairs in order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .string(let string): try container.encode(string, forKey: .string)
        case .number(let number): try container.encode(number, forKey: .number)
        case .bool(let bool): try container.encode(bool, forKey: .bool)
        case .list(let list): try container.encode(list, forKey: .list)
        case .map(let pairs): try container.encode(pairs.map { Pair(key: $0.key, value: $0.value) }, forKey: .map)
        }
    }

    /// Decodes what `encode(to:)` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let string = try container.decodeIfPresent(String.self, forKey: .string) {
            self = .string(string)
        } else if let number = try container.decodeIfPresent(Double.self, forKey: .number) {
            self = .number(number)
        } else if let bool = try container.decodeIfPresent(Bool.self, forKey: .bool) {
            self = .bool(bool)
        } else if let list = try container.decodeIfPresent([MetadataValue].self, forKey: .list) {
            self = .list(list)
        } else {
            self = .map(try container.decode([Pair].self, forKey: .map).map { (key: $0.key, value: $0.value) })
        }
    }
}
