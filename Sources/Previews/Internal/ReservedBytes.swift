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
    /// no exponent; magnitudes beyond 10^15 are clamped and non-finite values are `0`. A number
    /// below 10,000, as every coordinate of a preview is, takes the short way here.
    @inline(__always)
    mutating func number(_ value: Double) {
        let scaled = value * 100
        let rounded = scaled.magnitude + 0.5
        guard rounded < 1_000_000 else {
            largeNumber(value)
            return
        }
        let hundredths = Int(rounded)
        var position = start + count
        if hundredths == 0 {
            position.pointee = UInt8(ascii: "0")
            count += 1
            return
        }
        if scaled < 0 {
            position.pointee = UInt8(ascii: "-")
            position += 1
        }
        let whole = hundredths / 100
        let fraction = hundredths &- whole &* 100
        if whole < 10 {
            position.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
            position += 1
        } else if whole < 100 {
            Self.writePair(whole, to: position)
            position += 2
        } else if whole < 1_000 {
            let hundreds = whole / 100
            position.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: hundreds)
            Self.writePair(whole &- hundreds &* 100, to: position + 1)
            position += 3
        } else {
            let high = whole / 100
            Self.writePair(high, to: position)
            Self.writePair(whole &- high &* 100, to: position + 2)
            position += 4
        }
        if fraction != 0 {
            position.pointee = UInt8(ascii: ".")
            Self.writePair(fraction, to: position + 1)
            position += fraction % 10 == 0 ? 2 : 3
        }
        count = position - start
    }

    /// ``number(_:)`` for magnitudes from 10,000 on and non-finite values.
    @inline(never)
    private mutating func largeNumber(_ value: Double) {
        let limit = 1e15
        let scaled = value.isFinite ? min(max(value, -limit), limit) * 100 : 0
        let hundredths = Int(scaled < 0 ? scaled - 0.5 : scaled + 0.5)
        if hundredths == 0 {
            byte(UInt8(ascii: "0"))
            return
        }
        if hundredths < 0 { byte(UInt8(ascii: "-")) }
        let magnitude = UInt64(hundredths.magnitude)
        count += DecimalDigits.write(magnitude / 100, to: start + count)
        let fraction = Int(magnitude % 100)
        guard fraction != 0 else { return }
        byte(UInt8(ascii: "."))
        Self.writePair(fraction, to: start + count)
        count += fraction % 10 == 0 ? 1 : 2
    }

    /// Writes the two digits of `value`, 0 to 99, at `target`.
    @inline(__always)
    private static func writePair(_ value: Int, to target: UnsafeMutablePointer<UInt8>) {
        let pair = UnsafeRawPointer(digitPairs.utf8Start + 2 &* value).loadUnaligned(as: UInt16.self)
        UnsafeMutableRawPointer(target).storeBytes(of: pair, as: UInt16.self)
    }

    /// The two digits of every number from 0 to 99, in order.
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }
}
