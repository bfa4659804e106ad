import Foundation

/// An open file written through a buffer: bytes are gathered and handed to `write(2)` a quarter
/// megabyte at a time, so a file assembled from thousands of small parts (the site's
/// `resolution.json`, a part per page) costs a few dozen system calls, not two per part.
/// The owner closes the descriptor; `flush()` must come first.
struct BufferedFileOutput {
    /// The file's descriptor, open for writing.
    let descriptor: Int32
    /// The file's path, for errors.
    let path: String
    private var pending: [UInt8] = []

    private static let capacity = 1 << 18

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
        pending.reserveCapacity(Self.capacity)
    }

    /// Adds `bytes` after what was added before.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        if pending.count + bytes.count > Self.capacity { try flush() }
        if bytes.count >= Self.capacity {
            try Self.write(bytes, to: descriptor, path: path)
        } else {
            pending.append(contentsOf: bytes)
        }
    }

    /// Adds `bytes` after what was added before.
    mutating func append(_ bytes: ArraySlice<UInt8>) throws {
        try bytes.withUnsafeBufferPointer { try append($0) }
    }

    /// Writes what was gathered.
    mutating func flush() throws {
        guard !pending.isEmpty else { return }
        try pending.withUnsafeBufferPointer { try Self.write($0, to: descriptor, path: path) }
        pending.removeAll(keepingCapacity: true)
    }

    private static func write(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32, path: String) throws {
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            guard written > 0 else { throw FileStatus.failure("cannot write", path) }
            offset += written
        }
    }
}
