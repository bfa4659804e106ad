@testable import Sizeboard
import Testing

@Suite("NUL-ended fields of the companion files")
struct NULFieldTests {
    @Test("numbers are written in the radix asked and read back", arguments: [0, 1, 9, 10, 15, 16, 99, 100, 255, 4096, 999_999, 1 << 40, 1 << 63, 10_000_000_000_000_000_000, UInt64.max - 1, UInt64.max] as [UInt64])
    func numbers(value: UInt64) {
        var writer = NULFieldWriter()
        writer.decimal(value)
        writer.end()
        writer.hexadecimal(value)
        writer.end()
        writer.decimal(Int64(bitPattern: value))
        writer.end()
        #expect(Array(writer.bytes) == Array("\(value)\u{0}\(String(value, radix: 16))\u{0}\(Int64(bitPattern: value))\u{0}".utf8))
        writer.bytes.withUnsafeBufferPointer { buffer in
            var reader = NULFieldReader(buffer)
            #expect(reader.decimal() == value)
            #expect(reader.hexadecimal() == value)
            #expect(reader.decimal() == value)
            #expect(reader.isAtEnd)
            #expect(reader.next() == nil)
        }
    }

    @Test("what is not a field of the kind asked reads as nil", arguments: [
        ("", "hexadecimal"), ("12", "hexadecimal"), ("g\u{0}", "hexadecimal"), ("F\u{0}", "hexadecimal"), ("-1\u{0}", "hexadecimal"),
        ("\u{0}", "decimal"), ("1 2\u{0}", "decimal"), ("18446744073709551616\u{0}", "decimal"), ("a\u{0}", "decimal"), ("-\u{0}", "decimal"),
    ])
    func malformed(bytes: String, kind: String) {
        Array(bytes.utf8).withUnsafeBufferPointer { buffer in
            var reader = NULFieldReader(buffer)
            #expect((kind == "decimal" ? reader.decimal() : reader.hexadecimal()) == nil)
        }
    }

    @Test("fields are taken one at a time, empty ones included, and text must be UTF-8")
    func fields() {
        let bytes: [UInt8] = Array("a b\u{0}\u{0}ü\u{0}".utf8) + [0xFF, 0]
        bytes.withUnsafeBufferPointer { buffer in
            var reader = NULFieldReader(buffer)
            #expect(reader.string() == "a b")
            #expect(reader.next()?.isEmpty == true)
            #expect(reader.string() == "ü")
            #expect(reader.string() == nil)
            #expect(reader.isAtEnd)
        }
    }
}
