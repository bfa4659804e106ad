/// A JSON value as read from `resolution.json`, compared structurally.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    var array: [JSONValue] {
        if case .array(let value) = self { return value }
        return []
    }

    var numbers: [Double] {
        array.compactMap { if case .number(let value) = $0 { value } else { nil } }
    }

    var strings: [String] {
        array.compactMap(\.string)
    }
}
