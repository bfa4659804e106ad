/// Writes into room a ``ByteBuffer`` has reserved (``ByteBuffer/appendWriting(atMost:_:)``): each
/// write is a store with no capacity check, so the room asked for must cover the most the writes
/// can take (a number takes at most ``numberRoom``).
struct ReservedBytes {
    /// The most bytes ``number(_:)`` writes: a sign, 16 digits, a point and two decimals.
    static let numberRoom = 20

    private let start: UnsafeMutablePointer<UInt8>
    /// How many bytes are written.
    private(set) var count = 0

    @inline(__always)
    init(at start: UnsafeMutablePointer<UInt8>) {
        self.start = start
    }

    @inline(__always)
    mutating func byte(_ byte: UInt8) {
        start[count] = byte
        count += 1
    }

    /// `literal`'s UTF-8: where the literal is known, so is its length, and the copy is a few moves.
    @inline(__always)
    mutating func literal(_ literal: StaticString) {
        if literal.hasPointerRepresentation {
            copy(from: literal.utf8Start, count: literal.utf8CodeUnitCount)
        } else {
            literal.withUTF8Buffer { buffer in
                for byte in buffer { self.byte(byte) }
            }
        }
    }

    /// The bytes of `text`, which the reserved room must cover.
    @inline(__always)
    mutating func text(_ text: UnsafeBufferPointer<UInt8>) {
        guard let source = text.baseAddress else { return }
        copy(from: source, count: text.count)
    }

    @inline(__always)
    private mutating func copy(from source: UnsafePointer<UInt8>, count length: Int) {
        if length > 16 {
            (start + count).update(from: source, count: length)
        } else if length > 0 {
            ByteBuffer.copyShortRun(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(start + count), count: length)
        }
        count += length
    }

    /// `value` rounded half away from zero to hundredths, in the shortest form: no `.0`, no `-0`,
    /// no exponent; magnitudes beyond 10^15 are clamped and non-finite values are `0`.
    mutating func number(_ value: Double) {
        let limit = 1e15
        let scaled = value.isFinite ? min(max(value, -limit), limit) * 100 : 0
        let hundredths = Int(scaled < 0 ? scaled - 0.5 : scaled + 0.5)
        var position = start + count
        defer { count = position - start }
        if hundredths == 0 {
            position.pointee = UInt8(ascii: "0")
            position += 1
            return
        }
        if hundredths < 0 {
            position.pointee = UInt8(ascii: "-")
            position += 1
        }
        let magnitude = UInt64(hundredths.magnitude)
        let whole = magnitude / 100
        position += DecimalDigits.write(whole, to: position)
        let fraction = UInt8(truncatingIfNeeded: magnitude &- whole &* 100)
        guard fraction != 0 else { return }
        let tens = fraction / 10
        let units = fraction &- tens &* 10
        position[0] = UInt8(ascii: ".")
        position[1] = UInt8(ascii: "0") &+ tens
        guard units != 0 else {
            position += 2
            return
        }
        position[2] = UInt8(ascii: "0") &+ units
        position += 3
    }
}
