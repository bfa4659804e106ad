import Foundation

/// A table of NUL-ended fields (`NULFieldWriter`) written again from its last bytes: rows of
/// `fieldsPerRow` fields whose first is a key, the keys in `UTF8ByteOrder`, the table ended by an
/// empty field. Rows whose key did not change are copied as they are, in runs, and only the rows
/// of the changed keys are written, where their keys fall: a build that changed a few files of a
/// 30k-file site neither sorts 30k paths nor spells 30k numbers again.
struct SortedTablePatch {
    /// How many fields a row has, its key included.
    let fieldsPerRow: Int

    /// Appends to `writer` the table at the start of `base` with the rows of `changed` (keys
    /// sorted by `UTF8ByteOrder`, each at most once) as `row` writes them: `row` appends a key's
    /// whole row, or nothing when the key has no row any more. Returns how many bytes of `base`
    /// the table took, or nil, having appended only part of it, when `base` does not start with
    /// such a table of distinct keys in order.
    func patch(_ base: UnsafeBufferPointer<UInt8>, changed: [String], into writer: inout NULFieldWriter, row: (String, inout NULFieldWriter) -> Void) -> Int? {
        guard let start = base.baseAddress else { return nil }
        var changedIndex = 0
        var copiedUpTo = 0
        var position = 0
        var previousKey: UnsafeBufferPointer<UInt8>?
        while true {
            guard let keyEnd = Self.fieldEnd(in: base, from: position) else { return nil }
            if keyEnd == position {
                writer.append(written: UnsafeBufferPointer(rebasing: base[copiedUpTo..<position]))
                while changedIndex < changed.count {
                    row(changed[changedIndex], &writer)
                    changedIndex += 1
                }
                writer.end()
                return position + 1
            }
            let key = UnsafeBufferPointer(start: start + position, count: keyEnd - position)
            if let previousKey, UTF8ByteOrder.order(previousKey, key) >= 0 { return nil }
            previousKey = key
            var rowEnd = keyEnd + 1
            for _ in 1..<fieldsPerRow {
                guard let end = Self.fieldEnd(in: base, from: rowEnd) else { return nil }
                rowEnd = end + 1
            }
            var replaced = false
            while changedIndex < changed.count {
                let order = Self.order(of: changed[changedIndex], against: key)
                if order > 0 { break }
                writer.append(written: UnsafeBufferPointer(rebasing: base[copiedUpTo..<position]))
                copiedUpTo = position
                row(changed[changedIndex], &writer)
                changedIndex += 1
                if order == 0 {
                    replaced = true
                    break
                }
            }
            if replaced { copiedUpTo = rowEnd }
            position = rowEnd
        }
    }

    /// The index of the NUL that ends the field starting at `position`, or nil when none does.
    private static func fieldEnd(in bytes: UnsafeBufferPointer<UInt8>, from position: Int) -> Int? {
        guard position < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + position, 0, bytes.count - position) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Below zero when `key`'s UTF-8 bytes sort before `bytes`, zero when they are the same,
    /// above zero after.
    private static func order(of key: String, against bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var key = key
        return key.withUTF8 { UTF8ByteOrder.order($0, bytes) }
    }
}
