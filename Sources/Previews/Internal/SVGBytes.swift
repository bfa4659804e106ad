/// The byte-level writing that every SVG string goes through: numbers without intermediate
/// strings and escaping in one pass over UTF-8, so that rendering tens of thousands of previews
/// stays cheap.
enum SVGBytes {
    /// Appends `literal`'s UTF-8: a literal of several characters is a pointer to its bytes, read
    /// in place; one of a single scalar goes through `withUTF8Buffer`.
    @inline(__always)
    static func appendLiteral(_ literal: StaticString, to bytes: inout ByteBuffer) {
        if literal.hasPointerRepresentation {
            bytes.append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        } else {
            literal.withUTF8Buffer { bytes.append($0) }
        }
    }

    /// Rounds half away from zero to hundredths and writes the shortest form: no `.0`, no `-0`,
    /// no exponent.
    static func appendNumber(_ value: Double, to bytes: inout ByteBuffer) {
        bytes.appendWriting(atMost: ReservedBytes.numberRoom) { target in
            var reserved = ReservedBytes(at: target)
            reserved.number(value)
            return reserved.count
        }
    }

    /// Appends `text` with the five XML specials as entities and the characters XML 1.0 forbids
    /// (C0 controls other than tab, line feed and carriage return; U+FFFE; U+FFFF) left out.
    /// For each byte value, `1` where ``appendEscaped(_:to:)`` looks closer (the controls it
    /// leaves out, the five specials and the lead byte of U+FFFE and U+FFFF), `0` where the byte
    /// is kept as it is.
    private static var escapeCandidates: StaticString {
        "1111111110011011111111111111111100100011000000000000000000001010000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000010000000000000000"
    }

    static func appendEscaped(_ text: String, to bytes: inout ByteBuffer) {
        var text = text
        text.withUTF8 { appendEscaped($0, to: &bytes) }
    }

    /// Appends the UTF-8 in `buffer` escaped as a string is.
    static func appendEscaped(_ buffer: UnsafeBufferPointer<UInt8>, to bytes: inout ByteBuffer) {
        var runStart = 0
        var index = 0
        let looked = Self.escapeCandidates.utf8Start
        while index < buffer.count {
            let byte = buffer[index]
            if looked[Int(byte)] == UInt8(ascii: "0") {
                index += 1
                continue
            }
            let replacement: StaticString?
            var skipped = 1
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&apos;"
            case 0x09, 0x0A, 0x0D:
                index += 1
                continue
            case 0x00..<0x20: replacement = ""
            case 0xEF where index + 2 < buffer.count && buffer[index + 1] == 0xBF && buffer[index + 2] >= 0xBE:
                replacement = ""
                skipped = 3
            default:
                index += 1
                continue
            }
            if index > runStart { bytes.append(UnsafeBufferPointer(rebasing: buffer[runStart..<index])) }
            if let replacement { appendLiteral(replacement, to: &bytes) }
            index += skipped
            runStart = index
        }
        if index > runStart { bytes.append(UnsafeBufferPointer(rebasing: buffer[runStart..<index])) }
    }
}
