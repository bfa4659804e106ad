/// Each byte's value as a lowercase hexadecimal digit, for reading the companion files' numbers
/// (`PathTable`, `AssembledLayout`) a byte at a time without comparisons.
enum HexadecimalDigits {
    /// A digit's value below 16, `space` for a space, `invalid` for any other byte.
    static let values: [UInt8] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(byte) - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt8(byte) - UInt8(ascii: "a") + 10
        case UInt8(ascii: " "): space
        default: invalid
        }
    }
    static let space: UInt8 = 0xFE
    static let invalid: UInt8 = 0xFF
}
