@testable import Sizeboard
import Testing

@Suite("Pages that are not UTF-8 are located at their first bad byte")
struct PageEncodingTests {
    @Test("the offset of the first byte that is not part of a well-formed sequence", arguments: [
        ([0x61, 0x62], nil),
        ([0x61, 0xF0, 0x9F, 0x98, 0x80], nil),
        ([0x61, 0xFF], 1),
        ([0xC0, 0x80], 0),
        ([0x61, 0x62, 0xE3, 0x81, 0x41], 2),
        ([0xED, 0xA0, 0x80], 0),
        ([0x61, 0xF0, 0x9F, 0x98], 1),
        ([0xF4, 0x90, 0x80, 0x80], 0),
        ([0x80], 0),
    ] as [([UInt8], Int?)])
    func firstInvalidByte(bytes: [UInt8], offset: Int?) {
        #expect(PageDiscovery.firstInvalidUTF8Offset(bytes) == offset)
        #expect((String(validating: bytes, as: UTF8.self) == nil) == (offset != nil))
    }
}
