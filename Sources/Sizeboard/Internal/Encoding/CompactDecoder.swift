import Foundation

/// Decodes what `CompactEncoder` wrote.
enum CompactDecoder {
    /// The value of type `type` in `bytes`; throws when the bytes are not a whole value of it.
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: ArraySlice<UInt8>) throws -> Value {
        var reader = CompactReader(bytes: bytes)
        let value = try reader.value()
        guard reader.isAtEnd else { throw CompactReader.malformed }
        return try Value(from: CompactDecodingCoder(value: value, codingPath: []))
    }
}

/// A value of the compact form, read.
indirect enum CompactValue {
    case null
    case bool(Bool)
    case signed(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
    case keyed([String: CompactValue])
    case unkeyed([CompactValue])
}

/// Reads values from bytes of the compact form.
private struct CompactReader {
    static let malformed = DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "not a compact value"))

    let bytes: ArraySlice<UInt8>
    var position: Int

    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    var isAtEnd: Bool {
        position == bytes.endIndex
    }

    mutating func value() throws -> CompactValue {
        guard position < bytes.endIndex, let tag = CompactTag(rawValue: bytes[position]) else { throw Self.malformed }
        position += 1
        switch tag {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .signed: return .signed(Int64(bitPattern: try number()))
        case .unsigned: return .unsigned(try number())
        case .double: return .double(Double(bitPattern: try number()))
        case .string: return .string(try string())
        case .keyed:
            let count = try length()
            var members: [String: CompactValue] = [:]
            members.reserveCapacity(count)
            for _ in 0..<count {
                let key = try string()
                members[key] = try value()
            }
            return .keyed(members)
        case .unkeyed:
            let count = try length()
            var elements: [CompactValue] = []
            elements.reserveCapacity(count)
            for _ in 0..<count {
                elements.append(try value())
            }
            return .unkeyed(elements)
        }
    }

    private mutating func number() throws -> UInt64 {
        guard bytes.endIndex - position >= 8 else { throw Self.malformed }
        var value: UInt64 = 0
        for offset in (0..<8).reversed() {
            value = value << 8 | UInt64(bytes[position + offset])
        }
        position += 8
        return value
    }

    /// A count of bytes or values that the remaining bytes can hold.
    private mutating func length() throws -> Int {
        let count = try number()
        guard count <= UInt64(bytes.endIndex - position) else { throw Self.malformed }
        return Int(count)
    }

    private mutating func string() throws -> String {
        let count = try length()
        guard let text = String(validating: bytes[position..<(position + count)], as: UTF8.self) else { throw Self.malformed }
        position += count
        return text
    }
}

/// The `Decoder` of one value.
private struct CompactDecodingCoder: Decoder {
    let value: CompactValue
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .keyed(let members) = value else { throw mismatch("a keyed container") }
        return KeyedDecodingContainer(CompactKeyedDecoding<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .unkeyed(let elements) = value else { throw mismatch("an unkeyed container") }
        return CompactUnkeyedDecoding(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        CompactSingleValueDecoding(value: value, codingPath: codingPath)
    }

    private func mismatch(_ expected: String) -> DecodingError {
        .typeMismatch(CompactValue.self, DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected)"))
    }
}

/// `value` as a `Decodable` of type `type`: a primitive directly, anything else through its
/// `init(from:)`.
private func decodeValue<Value: Decodable>(_ type: Value.Type, from value: CompactValue, codingPath: [any CodingKey]) throws -> Value {
    func mismatch() -> DecodingError {
        .typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: "the compact value is not a \(type)"))
    }
    func integer<Integer: FixedWidthInteger>(_ integerType: Integer.Type) throws -> Integer {
        switch value {
        case .signed(let number): guard let exact = Integer(exactly: number) else { throw mismatch() }; return exact
        case .unsigned(let number): guard let exact = Integer(exactly: number) else { throw mismatch() }; return exact
        default: throw mismatch()
        }
    }
    let decoded: Any
    switch type {
    case is Bool.Type:
        guard case .bool(let flag) = value else { throw mismatch() }
        decoded = flag
    case is String.Type:
        guard case .string(let text) = value else { throw mismatch() }
        decoded = text
    case is Double.Type:
        guard case .double(let number) = value else { throw mismatch() }
        decoded = number
    case is Float.Type:
        guard case .double(let number) = value else { throw mismatch() }
        decoded = Float(number)
    case is Int.Type: decoded = try integer(Int.self)
    case is Int8.Type: decoded = try integer(Int8.self)
    case is Int16.Type: decoded = try integer(Int16.self)
    case is Int32.Type: decoded = try integer(Int32.self)
    case is Int64.Type: decoded = try integer(Int64.self)
    case is UInt.Type: decoded = try integer(UInt.self)
    case is UInt8.Type: decoded = try integer(UInt8.self)
    case is UInt16.Type: decoded = try integer(UInt16.self)
    case is UInt32.Type: decoded = try integer(UInt32.self)
    case is UInt64.Type: decoded = try integer(UInt64.self)
    default: return try Value(from: CompactDecodingCoder(value: value, codingPath: codingPath))
    }
    guard let result = decoded as? Value else { throw mismatch() }
    return result
}

private struct CompactKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: CompactValue]
    var codingPath: [any CodingKey]

    var allKeys: [Key] {
        members.keys.compactMap(Key.init(stringValue:))
    }

    func contains(_ key: Key) -> Bool {
        members[key.stringValue] != nil
    }

    private func member(_ key: Key) throws -> CompactValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "no member `\(key.stringValue)`"))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try member(key) { return true }
        return false
    }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try decodeValue(type, from: member(key), codingPath: codingPath + [key])
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        guard case .string(let text) = try member(key) else { return try decodeValue(type, from: member(key), codingPath: codingPath + [key]) }
        return text
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        guard case .bool(let flag) = try member(key) else { return try decodeValue(type, from: member(key), codingPath: codingPath + [key]) }
        return flag
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        guard case .unsigned(let number) = try member(key) else { return try decodeValue(type, from: member(key), codingPath: codingPath + [key]) }
        return number
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        guard case .signed(let number) = try member(key), let exact = Int(exactly: number) else {
            return try decodeValue(type, from: member(key), codingPath: codingPath + [key])
        }
        return exact
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        switch members[key.stringValue] {
        case nil, .null?: nil
        case .string(let text)?: text
        default: try decodeValue(type, from: member(key), codingPath: codingPath + [key])
        }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try CompactDecodingCoder(value: member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try CompactDecodingCoder(value: member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        CompactDecodingCoder(value: members["super"] ?? .null, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        CompactDecodingCoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

private struct CompactUnkeyedDecoding: UnkeyedDecodingContainer {
    let elements: [CompactValue]
    var codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [CompactValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? {
        elements.count
    }

    var isAtEnd: Bool {
        currentIndex >= elements.count
    }

    private mutating func next() throws -> CompactValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(CompactValue.self, DecodingError.Context(codingPath: codingPath, debugDescription: "no more elements"))
        }
        defer { currentIndex += 1 }
        return elements[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = elements[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try decodeValue(type, from: next(), codingPath: codingPath)
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let value = try next()
        guard case .string(let text) = value else { return try decodeValue(type, from: value, codingPath: codingPath) }
        return text
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try CompactDecodingCoder(value: next(), codingPath: codingPath).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try CompactDecodingCoder(value: next(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        CompactDecodingCoder(value: try next(), codingPath: codingPath)
    }
}

private struct CompactSingleValueDecoding: SingleValueDecodingContainer {
    let value: CompactValue
    var codingPath: [any CodingKey]

    func decodeNil() -> Bool {
        if case .null = value { return true }
        return false
    }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try decodeValue(type, from: value, codingPath: codingPath)
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = value else { return try decodeValue(type, from: value, codingPath: codingPath) }
        return text
    }
}
