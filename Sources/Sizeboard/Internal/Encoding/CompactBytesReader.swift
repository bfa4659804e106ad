import Foundation

/// Reads a record `CompactBytesWriter` wrote, field by field in the order it wrote them; each read
/// throws `CompactBytesReader.Malformed` rather than read past the bytes or accept a value that
/// is not one (a count larger than the bytes left, a string that is not UTF-8, a flag other than
/// 0 or 1).
struct CompactBytesReader {
    /// The bytes are not a record of the expected layout.
    struct Malformed: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    /// A reader of `bytes`, which must outlive it.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool {
        position == bytes.count
    }

    /// How many bytes have been read.
    var offset: Int {
        position
    }

    /// Passes over the bytes up to `offset`, at or after where the reader is, unread.
    mutating func skip(to offset: Int) throws {
        guard offset >= position, offset <= bytes.count else { throw Malformed() }
        position = offset
    }

    private var remaining: Int {
        bytes.count - position
    }

    mutating func unsigned() throws -> UInt64 {
        var number: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw Malformed() }
            let byte = bytes[position]
            position += 1
            guard shift < 63 || byte <= 1 else { throw Malformed() }
            number |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return number }
            shift += 7
        }
    }

    mutating func integer() throws -> Int {
        let zigzag = try unsigned()
        return Int(truncatingIfNeeded: Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
    }

    mutating func fixed() throws -> UInt64 {
        guard remaining >= 8 else { throw Malformed() }
        var number: UInt64 = 0
        for offset in (0..<8).reversed() {
            number = number << 8 | UInt64(bytes[position + offset])
        }
        position += 8
        return number
    }

    /// A number `appendFixed` wrote from a `Double`'s bit pattern.
    mutating func double() throws -> Double {
        Double(bitPattern: try fixed())
    }

    /// A value of a `String`-backed enumeration, written as its raw value.
    mutating func rawValue<Value: RawRepresentable>() throws -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: try string()) else { throw Malformed() }
        return value
    }

    mutating func bool() throws -> Bool {
        guard position < bytes.count, bytes[position] <= 1 else { throw Malformed() }
        defer { position += 1 }
        return bytes[position] == 1
    }

    /// A count of bytes or of elements (each at least a byte) that the bytes left can hold.
    private mutating func count() throws -> Int {
        let count = try unsigned()
        guard count <= UInt64(remaining) else { throw Malformed() }
        return Int(count)
    }

    mutating func string() throws -> String {
        let length = try count()
        guard let text = ValidatedUTF8.string(UnsafeBufferPointer(rebasing: bytes[position..<(position + length)])) else {
            throw Malformed()
        }
        position += length
        return text
    }

    /// Where the next string's UTF-8 lies among the bytes, passed over without being checked: for
    /// a string the build wrote itself and copies on as bytes (`PageCacheEntry.bodyBytes`).
    mutating func uncheckedStringRange() throws -> Range<Int> {
        let length = try count()
        defer { position += length }
        return position..<(position + length)
    }

    /// Passes over a string, checking that it is UTF-8 as `string()` does, without making it.
    mutating func skipString() throws {
        let length = try count()
        let text = UnsafeBufferPointer(rebasing: bytes[position..<(position + length)])
        guard text.allSatisfy({ $0 < 0x80 }) || ValidatedUTF8.string(text) != nil else { throw Malformed() }
        position += length
    }

    /// The bytes `skip` passes over from here, copied: what a reader of their own reads later.
    mutating func bytes(passedOverBy skip: (inout Self) throws -> Void) throws -> [UInt8] {
        let start = position
        try skip(&self)
        return Array(bytes[start..<position])
    }

    /// Whether the next string is `text`, read without making a string of it.
    mutating func matches(_ text: String) throws -> Bool {
        let length = try count()
        defer { position += length }
        var text = text
        return text.withUTF8 { expected in
            expected.count == length && (length == 0 || memcmp(expected.baseAddress!, bytes.baseAddress! + position, length) == 0)
        }
    }

    mutating func optional<Value>(_ read: (inout Self) throws -> Value) throws -> Value? {
        try bool() ? read(&self) : nil
    }

    /// A dictionary written as an array of key and value pairs, a later pair winning.
    mutating func dictionary<Value>(_ read: (inout Self) throws -> (key: String, value: Value)) throws -> [String: Value] {
        let count = try count()
        guard count > 0 else { return [:] }
        var dictionary = [String: Value](minimumCapacity: count)
        for _ in 0..<count {
            let pair = try read(&self)
            dictionary[pair.key] = pair.value
        }
        return dictionary
    }

    /// Passes over an array whose elements `skip` passes over.
    mutating func skipArray(_ skip: (inout Self) throws -> Void) throws {
        for _ in 0..<(try count()) {
            try skip(&self)
        }
    }

    mutating func array<Element>(_ read: (inout Self) throws -> Element) throws -> [Element] {
        let count = try count()
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count {
            elements.append(try read(&self))
        }
        return elements
    }
}
