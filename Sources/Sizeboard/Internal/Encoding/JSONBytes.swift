/// The bytes a `JSONWriter` writes: a growable run of UTF-8 appended to with a bounds check and a
/// copy, as a preview's `ByteBuffer` is, but in this module, so that its appends are inlined into
/// the writer's. A resolution is a key or a number every few bytes: the calls into the other
/// module's buffer, about 35 instructions each, were most of the cost of a page's JSON. Not
/// copyable, so it owns its memory alone.
struct JSONBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are written.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes (at least 64) before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends `bytes`.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 of `text`.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends `separator`, then `key` quoted and a colon: the start of an object's member in the
    /// layouts without white space, written at once.
    @inline(__always)
    mutating func appendMemberStart(_ key: StaticString, after separator: UInt8) {
        let length = key.utf8CodeUnitCount
        reserve(length + 4)
        let target = base + count
        target[0] = separator
        target[1] = UInt8(ascii: "\"")
        (target + 2).update(from: key.utf8Start, count: length)
        target[length + 2] = UInt8(ascii: "\"")
        target[length + 3] = UInt8(ascii: ":")
        count += length + 4
    }

    /// Lets `write` put up to `maximum` bytes at the end, and keeps as many as it says it wrote.
    @inline(__always)
    mutating func appendWriting(atMost maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        count += write(base + count)
    }

    /// The bytes written, copied into an array.
    var array: [UInt8] {
        Array(unsafeUninitializedCapacity: count) { target, initialized in
            if let destination = target.baseAddress { destination.update(from: base, count: count) }
            initialized = count
        }
    }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toFit: extra) }
    }

    @inline(never)
    private mutating func grow(toFit extra: Int) {
        var grown = capacity * 2
        while grown < count + extra { grown *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }
}
