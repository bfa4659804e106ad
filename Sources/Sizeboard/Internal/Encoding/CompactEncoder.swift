import Foundation

/// Encodes `Encodable` values in the compact binary form `CompactDecoder` reads: the parts of a
/// render cache entry left to `Codable` (a screen's environments), where Foundation's JSON decoding
/// took a quarter of a one-page edit's time at 10k pages. The rest of the entry is laid out by hand
/// (`CompactBytesWriter`), which reads about ten times faster again.
///
/// A value is a tag byte (`CompactTag`) and its payload: numbers in 8 bytes, little-endian;
/// strings as a length and their UTF-8; a keyed container as a count and each key and value; an
/// unkeyed one as a count and each value. The form is private to one executable (the render
/// cache's entries are keyed by its fingerprint), so it needs no version of its own.
enum CompactEncoder {
    /// The bytes of `value`.
    static func encode(_ value: some Encodable) throws -> [UInt8] {
        let root = CompactEncodingNode()
        try value.encode(to: CompactEncodingCoder(node: root))
        var bytes: [UInt8] = []
        root.write(into: &bytes)
        return bytes
    }
}

/// The tag that starts each value of the compact form.
enum CompactTag: UInt8 {
    case null, `false`, `true`, signed, unsigned, double, string, keyed, unkeyed
}

/// A value being encoded: a container is filled after it is made, so it is a class.
final class CompactEncodingNode {
    enum Content {
        case empty
        case null
        case bool(Bool)
        case signed(Int64)
        case unsigned(UInt64)
        case double(Double)
        case string(String)
        case keyed([(String, CompactEncodingNode)])
        case unkeyed([CompactEncodingNode])
    }

    var content = Content.empty

    func write(into bytes: inout [UInt8]) {
        switch content {
        case .empty, .null:
            bytes.append(CompactTag.null.rawValue)
        case .bool(let value):
            bytes.append((value ? CompactTag.true : CompactTag.false).rawValue)
        case .signed(let value):
            bytes.append(CompactTag.signed.rawValue)
            Self.append(UInt64(bitPattern: value), to: &bytes)
        case .unsigned(let value):
            bytes.append(CompactTag.unsigned.rawValue)
            Self.append(value, to: &bytes)
        case .double(let value):
            bytes.append(CompactTag.double.rawValue)
            Self.append(value.bitPattern, to: &bytes)
        case .string(let value):
            bytes.append(CompactTag.string.rawValue)
            Self.append(value, to: &bytes)
        case .keyed(let members):
            bytes.append(CompactTag.keyed.rawValue)
            Self.append(UInt64(members.count), to: &bytes)
            for (key, node) in members {
                Self.append(key, to: &bytes)
                node.write(into: &bytes)
            }
        case .unkeyed(let elements):
            bytes.append(CompactTag.unkeyed.rawValue)
            Self.append(UInt64(elements.count), to: &bytes)
            for node in elements {
                node.write(into: &bytes)
            }
        }
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        append(UInt64(text.utf8.count), to: &bytes)
        bytes += text.utf8
    }

    /// The members of a keyed container, making this node one.
    func appendMember(_ key: String) -> CompactEncodingNode {
        let node = CompactEncodingNode()
        if case .keyed(var members) = content {
            content = .empty
            members.append((key, node))
            content = .keyed(members)
        } else {
            content = .keyed([(key, node)])
        }
        return node
    }

    /// A new element of an unkeyed container, making this node one.
    func appendElement() -> CompactEncodingNode {
        let node = CompactEncodingNode()
        if case .unkeyed(var elements) = content {
            content = .empty
            elements.append(node)
            content = .unkeyed(elements)
        } else {
            content = .unkeyed([node])
        }
        return node
    }

    func makeKeyed() {
        if case .keyed = content { return }
        content = .keyed([])
    }

    func makeUnkeyed() {
        if case .unkeyed = content { return }
        content = .unkeyed([])
    }

    /// Stores `value` in this node: a primitive directly, anything else through its `encode(to:)`.
    func store(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        switch value {
        case let value as Bool: content = .bool(value)
        case let value as String: content = .string(value)
        case let value as Double: content = .double(value)
        case let value as Float: content = .double(Double(value))
        case let value as Int: content = .signed(Int64(value))
        case let value as Int8: content = .signed(Int64(value))
        case let value as Int16: content = .signed(Int64(value))
        case let value as Int32: content = .signed(Int64(value))
        case let value as Int64: content = .signed(value)
        case let value as UInt: content = .unsigned(UInt64(value))
        case let value as UInt8: content = .unsigned(UInt64(value))
        case let value as UInt16: content = .unsigned(UInt64(value))
        case let value as UInt32: content = .unsigned(UInt64(value))
        case let value as UInt64: content = .unsigned(value)
        default: try value.encode(to: CompactEncodingCoder(node: self, codingPath: codingPath))
        }
    }
}

/// The `Encoder` of one node.
struct CompactEncodingCoder: Encoder {
    let node: CompactEncodingNode
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeKeyed()
        return KeyedEncodingContainer(CompactKeyedEncoding<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeUnkeyed()
        return CompactUnkeyedEncoding(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CompactSingleValueEncoding(node: node, codingPath: codingPath)
    }
}

private struct CompactKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: CompactEncodingNode
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        node.appendMember(key.stringValue).content = .null
    }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try node.appendMember(key.stringValue).store(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let member = node.appendMember(key.stringValue)
        member.makeKeyed()
        return KeyedEncodingContainer(CompactKeyedEncoding<NestedKey>(node: member, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let member = node.appendMember(key.stringValue)
        member.makeUnkeyed()
        return CompactUnkeyedEncoding(node: member, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        CompactEncodingCoder(node: node.appendMember("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        CompactEncodingCoder(node: node.appendMember(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct CompactUnkeyedEncoding: UnkeyedEncodingContainer {
    let node: CompactEncodingNode
    var codingPath: [any CodingKey]

    var count: Int {
        if case .unkeyed(let elements) = node.content { return elements.count }
        return 0
    }

    mutating func encodeNil() throws {
        node.appendElement().content = .null
    }

    mutating func encode(_ value: some Encodable) throws {
        try node.appendElement().store(value, codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let element = node.appendElement()
        element.makeKeyed()
        return KeyedEncodingContainer(CompactKeyedEncoding<NestedKey>(node: element, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let element = node.appendElement()
        element.makeUnkeyed()
        return CompactUnkeyedEncoding(node: element, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        CompactEncodingCoder(node: node.appendElement(), codingPath: codingPath)
    }
}

private struct CompactSingleValueEncoding: SingleValueEncodingContainer {
    let node: CompactEncodingNode
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        node.content = .null
    }

    mutating func encode(_ value: some Encodable) throws {
        try node.store(value, codingPath: codingPath)
    }
}
