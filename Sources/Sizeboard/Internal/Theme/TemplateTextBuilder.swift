/// Builds a string out of strings, as a skeleton's output is built: runs of ASCII pieces are
/// copied as bytes and made a string at once, any other piece is appended as the string it is.
///
/// Appending a string to a string costs about 340 instructions, and a figure has some 200
/// pieces; making a string of bytes validates them, about 8 instructions a byte once one is not
/// ASCII, as a figure's `×`, `·` and `→` are. Bytes that are all ASCII are validated by words.
struct TemplateTextBuilder: ~Copyable {
    private var text = ""
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// How many ASCII bytes wait at `base` to be appended to `text`.
    private var count = 0

    /// A builder of a string of about `capacity` bytes.
    init(capacity: Int) {
        self.capacity = max(capacity, 256)
        base = .allocate(capacity: self.capacity)
        text.reserveCapacity(capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Appends `bytes`, all ASCII.
    mutating func append(ascii bytes: UnsafeBufferPointer<UInt8>) {
        guard makeRoom(bytes.count) else { return appendString(String(decoding: bytes, as: UTF8.self)) }
        copy(bytes)
    }

    /// Appends `string`.
    mutating func append(_ string: String) {
        var string = string
        let copied = string.withUTF8 { bytes in
            guard Self.isASCII(bytes), makeRoom(bytes.count) else { return false }
            copy(bytes)
            return true
        }
        if !copied { appendString(string) }
    }

    /// Appends `string` escaped as `HTMLEscaping` escapes it.
    mutating func appendEscaped(_ string: String) {
        var string = string
        var needsEscaping = true
        let copied = string.withUTF8 { bytes in
            let scan = Self.scan(bytes)
            needsEscaping = scan.needsEscaping
            guard scan.isASCII, makeRoom(6 * bytes.count) else { return false }
            guard needsEscaping else {
                copy(bytes)
                return true
            }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "<"): write("&lt;")
                case UInt8(ascii: ">"): write("&gt;")
                case UInt8(ascii: "&"): write("&amp;")
                case UInt8(ascii: "\""): write("&quot;")
                case UInt8(ascii: "'"): write("&#39;")
                default:
                    base[count] = byte
                    count += 1
                }
            }
            return true
        }
        if !copied { appendString(needsEscaping ? HTMLEscaping().escapeText(string) : string) }
    }

    /// The string built.
    mutating func finished() -> String {
        flush()
        return text
    }

    /// Whether `extra` more bytes fit at `base`, once what waits there is appended if they do not.
    private mutating func makeRoom(_ extra: Int) -> Bool {
        guard count + extra > capacity else { return true }
        flush()
        return extra <= capacity
    }

    private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    private mutating func write(_ escape: StaticString) {
        (base + count).update(from: escape.utf8Start, count: escape.utf8CodeUnitCount)
        count += escape.utf8CodeUnitCount
    }

    private mutating func appendString(_ string: String) {
        flush()
        text += string
    }

    private mutating func flush() {
        guard count > 0 else { return }
        text += String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        count = 0
    }

    /// Whether `bytes` are all ASCII, and whether they hold a byte `HTMLEscaping` replaces, found
    /// in one pass without a branch a byte.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (isASCII: Bool, needsEscaping: Bool) {
        var union: UInt8 = 0
        var found: UInt8 = 0
        for byte in bytes {
            union |= byte
            found |= (byte == UInt8(ascii: "<") ? 1 : 0) | (byte == UInt8(ascii: ">") ? 1 : 0) | (byte == UInt8(ascii: "&") ? 1 : 0)
                | (byte == UInt8(ascii: "\"") ? 1 : 0) | (byte == UInt8(ascii: "'") ? 1 : 0)
        }
        return (union < 0x80, found != 0)
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var union: UInt8 = 0
        for byte in bytes {
            union |= byte
        }
        return union < 0x80
    }
}
