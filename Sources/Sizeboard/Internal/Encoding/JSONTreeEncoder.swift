/// An `Encoder` that collects a value's keys and elements as `JSONNode`s for `JSONWriter`.
///
/// Each object, array or value being encoded has its own encoder, linked to its parent to answer
/// `codingPath`; the containers a value's `encode(to:)` asks for write into that encoder.
final class JSONTreeEncoder: Encoder {
    /// What the encoded value turned out to be.
    enum Shape {
        /// Nothing was encoded yet (written `{}`, as Foundation does for a nested value).
        case empty
        /// A single value.
        case single(JSONNode)
        /// An object: `keys` and `values` in the order they were encoded.
        case object
        /// An array: `values`.
        case array
    }

    private(set) var shape = Shape.empty
    /// The object's keys, parallel to `values`.
    private(set) var keys: [String] = []
    /// The object's values or the array's elements.
    private(set) var values: [JSONNode] = []

    /// The encoder of the enclosing value, which holds this one among its values: unowned, so a
    /// tree does not keep itself alive once written.
    private unowned let parent: JSONTreeEncoder?
    private let key: (any CodingKey)?

    init(parent: JSONTreeEncoder? = nil, key: (any CodingKey)? = nil) {
        self.parent = parent
        self.key = key
    }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var encoder: JSONTreeEncoder? = self
        while let current = encoder {
            if let key = current.key { path.append(key) }
            encoder = current.parent
        }
        return path.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .empty = shape { shape = .object }
        precondition(isObject, "a value asked for an object after encoding something else")
        return KeyedEncodingContainer(JSONTreeKeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .empty = shape { shape = .array }
        precondition(isArray, "a value asked for an array after encoding something else")
        return JSONTreeUnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONTreeSingleValueContainer(encoder: self)
    }

    private var isObject: Bool {
        if case .object = shape { return true }
        return false
    }

    private var isArray: Bool {
        if case .array = shape { return true }
        return false
    }

    /// Adds `value` under `key` to the object.
    func set(_ value: JSONNode, forKey key: String) {
        keys.append(key)
        values.append(value)
    }

    /// Adds `value` to the array.
    func append(_ value: JSONNode) {
        values.append(value)
    }

    /// Makes the value `value`.
    func setSingle(_ value: JSONNode) {
        shape = .single(value)
    }

    /// The node of `value`, encoded under `key` (nil for this encoder's own single value): numbers,
    /// strings and booleans directly, anything else through its `encode(to:)` into a child encoder.
    func node<Value: Encodable>(of value: Value, key: (any CodingKey)?) throws -> JSONNode {
        if Value.self == String.self { return .string(value as! String) }
        if Value.self == Double.self { return try Self.node(of: value as! Double, path: { self.path(adding: key) }) }
        if Value.self == Int.self { return .integer(value as! Int) }
        if Value.self == Bool.self { return .bool(value as! Bool) }
        let child = JSONTreeEncoder(parent: self, key: key)
        try value.encode(to: child)
        if case .single(let node) = child.shape { return node }
        return .nested(child)
    }

    /// The node of `value`; a number JSON cannot hold is an error, as for Foundation's encoder.
    static func node(of value: Double, path: () -> [any CodingKey]) throws -> JSONNode {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: path(), debugDescription: "Unable to encode Double.\(value) directly in JSON."))
        }
        return .double(value)
    }

    /// The node of `value`, written as Swift describes it without a trailing `.0`.
    static func node(of value: Float, path: () -> [any CodingKey]) throws -> JSONNode {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: path(), debugDescription: "Unable to encode Float.\(value) directly in JSON."))
        }
        var description = value.description
        if description.hasSuffix(".0") { description.removeLast(2) }
        return .number(description)
    }

    /// The node of an unsigned `value`.
    static func node(of value: some UnsignedInteger) -> JSONNode {
        Int(exactly: value).map(JSONNode.integer) ?? .number(String(value))
    }

    /// This encoder's coding path and `key`.
    func path(adding key: (any CodingKey)?) -> [any CodingKey] {
        codingPath + (key.map { [$0] } ?? [])
    }

    /// A child encoder under `key` whose object or array is filled later, stored under `key` now.
    func nestedEncoder(forKey key: any CodingKey) -> JSONTreeEncoder {
        let child = JSONTreeEncoder(parent: self, key: key)
        set(.nested(child), forKey: key.stringValue)
        return child
    }

    /// A child encoder for the array's next element, filled later, appended now.
    func nestedElementEncoder() -> JSONTreeEncoder {
        let child = JSONTreeEncoder(parent: self, key: JSONIndexKey(index: values.count))
        append(.nested(child))
        return child
    }
}

/// The coding key of an array element, as `codingPath` reports it.
struct JSONIndexKey: CodingKey {
    var index: Int

    init(index: Int) {
        self.index = index
    }

    init?(stringValue: String) {
        nil
    }

    init?(intValue: Int) {
        index = intValue
    }

    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
}
