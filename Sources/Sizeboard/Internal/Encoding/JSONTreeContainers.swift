/// The object container of a `JSONTreeEncoder`.
struct JSONTreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONTreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws { encoder.set(.null, forKey: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { encoder.set(.bool(value), forKey: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { encoder.set(.string(value), forKey: key.stringValue) }
    mutating func encode(_ value: Int, forKey key: Key) throws { encoder.set(.integer(value), forKey: key.stringValue) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { encoder.set(.integer(Int(value)), forKey: key.stringValue) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { encoder.set(.integer(Int(value)), forKey: key.stringValue) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { encoder.set(.integer(Int(value)), forKey: key.stringValue) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { encoder.set(.integer(Int(value)), forKey: key.stringValue) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { encoder.set(JSONTreeEncoder.node(of: value), forKey: key.stringValue) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { encoder.set(JSONTreeEncoder.node(of: value), forKey: key.stringValue) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { encoder.set(JSONTreeEncoder.node(of: value), forKey: key.stringValue) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { encoder.set(JSONTreeEncoder.node(of: value), forKey: key.stringValue) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { encoder.set(JSONTreeEncoder.node(of: value), forKey: key.stringValue) }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        encoder.set(try JSONTreeEncoder.node(of: value, path: { encoder.path(adding: key) }), forKey: key.stringValue)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        encoder.set(try JSONTreeEncoder.node(of: value, path: { encoder.path(adding: key) }), forKey: key.stringValue)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        encoder.set(try encoder.node(of: value, key: key), forKey: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder.nestedEncoder(forKey: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.nestedEncoder(forKey: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.nestedEncoder(forKey: JSONSuperKey())
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.nestedEncoder(forKey: key)
    }
}

/// The array container of a `JSONTreeEncoder`.
struct JSONTreeUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: JSONTreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.values.count }

    private var nextKey: JSONIndexKey { JSONIndexKey(index: count) }

    mutating func encodeNil() throws { encoder.append(.null) }
    mutating func encode(_ value: Bool) throws { encoder.append(.bool(value)) }
    mutating func encode(_ value: String) throws { encoder.append(.string(value)) }
    mutating func encode(_ value: Int) throws { encoder.append(.integer(value)) }
    mutating func encode(_ value: Int8) throws { encoder.append(.integer(Int(value))) }
    mutating func encode(_ value: Int16) throws { encoder.append(.integer(Int(value))) }
    mutating func encode(_ value: Int32) throws { encoder.append(.integer(Int(value))) }
    mutating func encode(_ value: Int64) throws { encoder.append(.integer(Int(value))) }
    mutating func encode(_ value: UInt) throws { encoder.append(JSONTreeEncoder.node(of: value)) }
    mutating func encode(_ value: UInt8) throws { encoder.append(JSONTreeEncoder.node(of: value)) }
    mutating func encode(_ value: UInt16) throws { encoder.append(JSONTreeEncoder.node(of: value)) }
    mutating func encode(_ value: UInt32) throws { encoder.append(JSONTreeEncoder.node(of: value)) }
    mutating func encode(_ value: UInt64) throws { encoder.append(JSONTreeEncoder.node(of: value)) }

    mutating func encode(_ value: Double) throws {
        let key = nextKey
        encoder.append(try JSONTreeEncoder.node(of: value, path: { encoder.path(adding: key) }))
    }

    mutating func encode(_ value: Float) throws {
        let key = nextKey
        encoder.append(try JSONTreeEncoder.node(of: value, path: { encoder.path(adding: key) }))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.append(try encoder.node(of: value, key: nextKey))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        encoder.nestedElementEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        encoder.nestedElementEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.nestedElementEncoder()
    }
}

/// The single-value container of a `JSONTreeEncoder`.
struct JSONTreeSingleValueContainer: SingleValueEncodingContainer {
    let encoder: JSONTreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.setSingle(.null) }
    mutating func encode(_ value: Bool) throws { encoder.setSingle(.bool(value)) }
    mutating func encode(_ value: String) throws { encoder.setSingle(.string(value)) }
    mutating func encode(_ value: Int) throws { encoder.setSingle(.integer(value)) }
    mutating func encode(_ value: Int8) throws { encoder.setSingle(.integer(Int(value))) }
    mutating func encode(_ value: Int16) throws { encoder.setSingle(.integer(Int(value))) }
    mutating func encode(_ value: Int32) throws { encoder.setSingle(.integer(Int(value))) }
    mutating func encode(_ value: Int64) throws { encoder.setSingle(.integer(Int(value))) }
    mutating func encode(_ value: UInt) throws { encoder.setSingle(JSONTreeEncoder.node(of: value)) }
    mutating func encode(_ value: UInt8) throws { encoder.setSingle(JSONTreeEncoder.node(of: value)) }
    mutating func encode(_ value: UInt16) throws { encoder.setSingle(JSONTreeEncoder.node(of: value)) }
    mutating func encode(_ value: UInt32) throws { encoder.setSingle(JSONTreeEncoder.node(of: value)) }
    mutating func encode(_ value: UInt64) throws { encoder.setSingle(JSONTreeEncoder.node(of: value)) }

    mutating func encode(_ value: Double) throws {
        encoder.setSingle(try JSONTreeEncoder.node(of: value, path: { encoder.codingPath }))
    }

    mutating func encode(_ value: Float) throws {
        encoder.setSingle(try JSONTreeEncoder.node(of: value, path: { encoder.codingPath }))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.setSingle(try encoder.node(of: value, key: nil))
    }
}

/// The key `superEncoder()` encodes under, as Swift's standard encoders name it.
struct JSONSuperKey: CodingKey {
    init() {}

    init?(stringValue: String) {
        guard stringValue == "super" else { return nil }
    }

    init?(intValue: Int) {
        nil
    }

    var stringValue: String { "super" }
    var intValue: Int? { nil }
}
