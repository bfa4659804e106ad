import Foundation

/// Text made from bytes only when they are valid UTF-8.
///
/// `String(validating:as:)` runs the standard library's generic validation, about a thousand
/// instructions for a short string; decoding with repair takes the fast validator, and a
/// comparison of the bytes tells whether anything was repaired.
enum ValidatedUTF8 {
    /// `bytes` as text, or nil when they are not valid UTF-8.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var text = String(decoding: bytes, as: UTF8.self)
        let repaired = text.withUTF8 { decoded in
            decoded.count != bytes.count || (bytes.count > 0 && memcmp(decoded.baseAddress!, bytes.baseAddress!, bytes.count) != 0)
        }
        return repaired ? nil : text
    }

    /// `bytes` as text, or nil when they are not valid UTF-8.
    static func string(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { string($0) }
    }
}
