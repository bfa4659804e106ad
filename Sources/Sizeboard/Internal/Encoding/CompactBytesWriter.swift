/// Writes a record laid out field by field by hand, which `CompactBytesReader` reads back in the
/// same order: where a record read by every build (the render cache's entries) cannot afford
/// `Codable`'s containers.
///
/// Unsigned numbers are LEB128 variable-length integers, signed ones zigzag-encoded first; hashes
/// are 8 bytes, little-endian; a string is its UTF-8 length and its UTF-8; an optional is a 0 or 1
/// byte and then the value; an array is its count and its elements.
struct CompactBytesWriter {
    private(set) var bytes: [UInt8] = []

    /// A writer with room for `capacity` bytes before its array grows.
    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ number: UInt64) {
        var rest = number
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func append(_ number: Int) {
        append(UInt64(bitPattern: Int64(number << 1 ^ number >> (Int.bitWidth - 1))))
    }

    /// `number` in 8 bytes, little-endian: a hash, as long as any.
    mutating func appendFixed(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            bytes.append(UInt8(truncatingIfNeeded: number >> UInt64(shift)))
        }
    }

    /// Overwrites the 8 bytes at `offset`, which `appendFixed` wrote, with `number`: a length
    /// known only once what it measures is written.
    mutating func replaceFixed(at offset: Int, with number: UInt64) {
        for index in 0..<8 {
            bytes[offset + index] = UInt8(truncatingIfNeeded: number >> UInt64(index * 8))
        }
    }

    mutating func append(_ flag: Bool) {
        bytes.append(flag ? 1 : 0)
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            append(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func append<Value>(_ value: Value?, _ write: (inout Self, Value) throws -> Void) rethrows {
        append(value != nil)
        if let value { try write(&self, value) }
    }

    mutating func append<Element>(_ elements: [Element], _ write: (inout Self, Element) throws -> Void) rethrows {
        append(UInt64(elements.count))
        for element in elements {
            try write(&self, element)
        }
    }
}
