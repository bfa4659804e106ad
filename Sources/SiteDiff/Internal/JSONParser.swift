/// A JSON reader over bytes into `JSONValue`: `resolution.json` of a large site holds tens of
/// megabytes, which `Decodable`'s trial decoding of each value reads several times slower.
struct JSONParser {
    struct Invalid: Error {}

    private let bytes: [UInt8]
    private var index = 0

    /// Parses `bytes` as one JSON document.
    static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw Invalid() }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value() throws -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw Invalid() }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func object() throws -> JSONValue {
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if try peek() == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard try peek() == UInt8(ascii: "\"") else { throw Invalid() }
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            members[key] = try value()
            skipWhitespace()
            if try peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            return .object(members)
        }
    }

    private mutating func array() throws -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if try peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value())
            skipWhitespace()
            if try peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            return .array(elements)
        }
    }

    private mutating func string() throws -> String {
        index += 1
        var utf8: [UInt8] = []
        while true {
            let byte = try peek()
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                let escaped = try peek()
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "u"): utf8 += try unicodeEscape()
                default: utf8.append(escaped)
                }
            default:
                utf8.append(byte)
            }
        }
    }

    /// The UTF-8 bytes of a `\uXXXX` escape (after the `u`), joining a surrogate pair.
    private mutating func unicodeEscape() throws -> [UInt8] {
        var code = try hexQuad()
        if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
           bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
            index += 2
            let low = try hexQuad()
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func hexQuad() throws -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw Invalid()
        }
        index += 4
        return value
    }

    private mutating func number() throws -> Double {
        let start = index
        while index < bytes.count, Self.numberBytes.contains(bytes[index]) { index += 1 }
        guard index > start, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw Invalid() }
        return value
    }

    private static let numberBytes = Set("0123456789+-.eE".utf8)

    private mutating func literal(_ word: String) throws {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw Invalid() }
            index += 1
        }
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard try peek() == byte else { throw Invalid() }
        index += 1
    }

    private func peek() throws -> UInt8 {
        guard index < bytes.count else { throw Invalid() }
        return bytes[index]
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }
}
