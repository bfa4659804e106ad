/// A growable run of UTF-8 bytes that SVG text is written into: appending is a bounds check and a
/// copy, without the uniqueness checks of an array, since tens of thousands of previews each take
/// thousands of small appends. Not copyable, so it owns its memory alone. Open to the package's
/// other modules: the site's JSON writer appends as often.
package struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are written.
    package private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes (at least 64) before it grows.
    package init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Appends one byte.
    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends `bytes`: a run of at most 16 bytes, as most literals of an SVG are, copied in place
    /// (`copyShortRun`), a longer one by `memcpy`, whose call costs more than a short run's copy.
    @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        if bytes.count <= 16 {
            Self.copyShortRun(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(base + count), count: bytes.count)
        } else {
            (base + count).update(from: source, count: bytes.count)
        }
        count += bytes.count
    }

    /// Copies `count` bytes, 1 to 16: two loads and two stores of the widest word that fits, the
    /// second ending at the last byte (the two overlap when `count` is not twice the word).
    @inline(__always)
    static func copyShortRun(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int) {
        switch count {
        case 8...:
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        case 4...:
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        case 2...:
            let head = source.loadUnaligned(as: UInt16.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)
            target.storeBytes(of: head, as: UInt16.self)
            target.storeBytes(of: tail, toByteOffset: count - 2, as: UInt16.self)
        default:
            target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
        }
    }

    /// Lets `write` put up to `maximum` bytes at the end, and keeps as many as it says it wrote.
    @inline(__always)
    package mutating func appendWriting(atMost maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        count += write(base + count)
    }

    /// Appends the UTF-8 of `text`, read in place where the string is stored contiguously (a
    /// native or small string always is).
    package mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    mutating func append(_ other: borrowing ByteBuffer) {
        append(UnsafeBufferPointer(start: other.base, count: other.count))
    }

    /// Calls `body` with the bytes written, read in place.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Replaces every byte from `start` on with `transform` of it.
    mutating func transformBytes(from start: Int, _ transform: (UInt8) -> UInt8) {
        for index in start..<count {
            base[index] = transform(base[index])
        }
    }

    /// The bytes written, copied into an array.
    package var array: [UInt8] {
        Array(unsafeUninitializedCapacity: count) { target, initialized in
            if let destination = target.baseAddress { destination.update(from: base, count: count) }
            initialized = count
        }
    }

    var string: String {
        String(unsafeUninitializedCapacity: count) { target in
            guard let destination = target.baseAddress else { return 0 }
            destination.update(from: base, count: count)
            return count
        }
    }

    /// Makes room for `extra` more bytes: a comparison where each append is made, the growth
    /// (rare) in a call of its own.
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
