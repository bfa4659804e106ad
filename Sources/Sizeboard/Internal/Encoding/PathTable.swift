import Foundation

/// A value of a `PathTable`: one to four numbers, written as the second field of a row in
/// lowercase hexadecimal, separated by single spaces.
protocol PathTableValue: Equatable, Sendable {
    /// How many numbers the value is (one to four).
    static var numberCount: Int { get }
    /// The value of `numbers`, of which the first `numberCount` are its own (the others zero).
    init(numbers: PathTableNumbers)
    /// The value's numbers, zero past `numberCount`.
    var numbers: PathTableNumbers { get }
}

/// The numbers of a `PathTableValue`, on the stack.
typealias PathTableNumbers = (UInt64, UInt64, UInt64, UInt64)

/// Values by path, as the manifest keeps its tables (`BuildManifest`): rows of two NUL-ended
/// fields, a path and its value, the paths in `UTF8ByteOrder`, the table ended by an empty field.
///
/// A table read from bytes keeps them, with where each row's path lies and each row's value
/// (read once, as the table is checked): a path's row is found by a binary search over the rows'
/// paths, so reading a manifest of 10k pages makes neither a string nor a hash table (decoding its tables into
/// dictionaries was 53 M instructions of a one-page edit at 10k pages). Values set later are kept
/// beside the rows, and the table is written again by copying the rows no value replaced, in
/// runs (`SortedTablePatch`): a build that changed a few pages does not sort or spell the others.
struct PathTable<Value: PathTableValue>: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// The rows read, or none for a table made from values.
    private var rows: Rows?
    /// The values set since the rows were read (nil: the path was removed), or every value of a
    /// table made from values.
    private var changes: [String: Value?]
    /// How many paths have a value.
    private(set) var count: Int

    /// An empty table.
    init() {
        rows = nil
        changes = [:]
        count = 0
    }

    /// The table of `values`.
    init(_ values: [String: Value]) {
        rows = nil
        changes = values.mapValues { $0 }
        count = values.count
    }

    init(dictionaryLiteral elements: (String, Value)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The table at `start` in `bytes` and the index just past it (its empty field), or nil when
    /// the bytes there are not such a table: a path that is not UTF-8 or out of order, a value
    /// `Value` cannot read, a row or the table not ended.
    static func reading(_ bytes: [UInt8], from start: Int) -> (table: PathTable, end: Int)? {
        guard let rows = Rows(bytes, from: start) else { return nil }
        var table = PathTable()
        table.count = rows.count
        table.rows = rows
        return (table, rows.end)
    }

    /// The value at `path`, nil when it has none; setting nil removes the path.
    subscript(path: String) -> Value? {
        get {
            if !changes.isEmpty, let change = changes[path] { return change }
            return rows?.value(at: path)
        }
        set {
            let read = rows?.value(at: path)
            let before = changes.isEmpty ? read : (changes[path] ?? read)
            if rows == nil ? newValue == nil : newValue == read {
                changes.removeValue(forKey: path)
            } else {
                changes.updateValue(newValue, forKey: path)
            }
            count += (newValue == nil ? 0 : 1) - (before == nil ? 0 : 1)
        }
    }

    /// Every path with its value, one string made for each: for tests and for the rare build
    /// that must look at every path (a page removed).
    var dictionary: [String: Value] {
        var values: [String: Value] = [:]
        values.reserveCapacity(count)
        rows?.forEach { path, value in values[path] = value }
        for (path, change) in changes {
            values[path] = change
        }
        return values
    }

    /// The sum of `measure` over every value.
    func sum(of measure: (Value) -> Int) -> Int {
        var total = rows?.values.reduce(0) { $0 + measure($1) } ?? 0
        for (path, change) in changes {
            if let read = rows?.value(at: path) { total -= measure(read) }
            if let change { total += measure(change) }
        }
        return total
    }

    /// Removes every path for which `isRemoved` is true, looking at every path (made into a string).
    mutating func removeAll(where isRemoved: (String) -> Bool) {
        for path in dictionary.keys where isRemoved(path) {
            self[path] = nil
        }
    }

    /// This table made equal to `values`, which the caller vouches differ from it only at the
    /// paths of `changed` and where `values` lacks a path: those are set, and the paths `values`
    /// lacks are looked for (at every path) only when the counts still differ.
    func updated(to values: [String: Value], changedAt changed: [String]) -> PathTable {
        var table = self
        for path in changed {
            table[path] = values[path]
        }
        if table.count != values.count {
            table.removeAll { values[$0] == nil }
        }
        return table.count == values.count ? table : PathTable(values)
    }

    /// The same table, when it was made from values, written into rows: writing it again then
    /// only copies its bytes (a table read from bytes is written by patching them already).
    func compacted() -> PathTable {
        guard rows == nil else { return self }
        var writer = NULFieldWriter()
        write(into: &writer)
        return Self.reading(writer.bytes, from: 0)?.table ?? self
    }

    /// Appends the table's rows, in order, and the empty field that ends it.
    func write(into writer: inout NULFieldWriter) {
        let changes = changes
        if let rows {
            let changed = UTF8ByteOrder.sorted(Array(changes.keys))
            let patched = rows.bytes.withUnsafeBufferPointer { buffer in
                SortedTablePatch(fieldsPerRow: 2).patch(UnsafeBufferPointer(rebasing: buffer[rows.start..<rows.end]), changed: changed, into: &writer) { path, writer in
                    guard let value = changes[path] ?? nil else { return }
                    Self.write(path, value, into: &writer)
                }
            }
            assert(patched == rows.end - rows.start, "rows read as a table were not patched as one")
            return
        }
        for (path, value) in changes.compactMapValues({ $0 }).sortedByKeyBytes() {
            Self.write(path, value, into: &writer)
        }
        writer.end()
    }

    /// Appends the row of `path` and `value`.
    private static func write(_ path: String, _ value: Value, into writer: inout NULFieldWriter) {
        writer.field(path)
        let numbers = value.numbers
        writer.hexadecimal(numbers.0)
        for number in [numbers.1, numbers.2, numbers.3].prefix(Value.numberCount - 1) {
            writer.space()
            writer.hexadecimal(number)
        }
        writer.end()
    }

    static func == (left: PathTable, right: PathTable) -> Bool {
        left.count == right.count && left.dictionary == right.dictionary
    }

    /// A table's rows as read: the bytes they are in, where each row's path starts and ends (its
    /// NUL), and each row's value, read once; all checked when read. A path is found by a binary search
    /// over each path's eight bytes after the prefix every path shares (the content folder's
    /// name), compared as integers, then compared whole only with the row found.
    private final class Rows: Sendable {
        let bytes: [UInt8]
        let start: Int
        /// The index just past the table's empty field.
        let end: Int
        private let pathStarts: [Int]
        private let pathEnds: [Int]
        let values: [Value]
        /// How many first bytes every path has in common.
        private let shared: Int
        /// Each path's eight bytes after `shared`, the first the most significant, zeros past its end.
        private let keys: [UInt64]

        var count: Int {
            pathStarts.count
        }

        init?(_ bytes: [UInt8], from start: Int) {
            var pathStarts: [Int] = []
            var pathEnds: [Int] = []
            var values: [Value] = []
            let end: Int? = bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress, start <= buffer.count else { return nil }
                var position = start
                while true {
                    guard position < buffer.count, let found = memchr(base + position, 0, buffer.count - position) else { return nil }
                    let pathEnd = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if pathEnd == position { return position + 1 }
                    let path = UnsafeBufferPointer(rebasing: buffer[position..<pathEnd])
                    guard Self.isUTF8(path) else { return nil }
                    if let previous = pathStarts.last {
                        let previousPath = UnsafeBufferPointer(rebasing: buffer[previous..<pathEnds[pathEnds.count - 1]])
                        guard UTF8ByteOrder.order(previousPath, path) < 0 else { return nil }
                    }
                    guard let valueEnd = memchr(base + pathEnd + 1, 0, buffer.count - pathEnd - 1) else { return nil }
                    let rowEnd = base.distance(to: valueEnd.assumingMemoryBound(to: UInt8.self)) + 1
                    guard let numbers = Self.numbers(in: UnsafeBufferPointer(rebasing: buffer[(pathEnd + 1)..<(rowEnd - 1)])) else { return nil }
                    values.append(Value(numbers: numbers))
                    pathStarts.append(position)
                    pathEnds.append(pathEnd)
                    position = rowEnd
                }
            }
            guard let end else { return nil }
            self.bytes = bytes
            self.start = start
            self.end = end
            self.pathStarts = pathStarts
            self.pathEnds = pathEnds
            self.values = values
            // The paths being in order, what the first and the last share, all of them share.
            let path = { (buffer: UnsafeBufferPointer<UInt8>, row: Int) in UnsafeBufferPointer(rebasing: buffer[pathStarts[row]..<pathEnds[row]]) }
            let shared = bytes.withUnsafeBufferPointer { buffer in
                pathStarts.isEmpty ? 0 : Self.sharedLength(path(buffer, 0), path(buffer, pathStarts.count - 1))
            }
            self.shared = shared
            keys = bytes.withUnsafeBufferPointer { buffer in
                pathStarts.indices.map { UTF8ByteOrder.key(of: path(buffer, $0), after: shared) }
            }
        }

        /// The value of `path`'s row, or nil when no row has that path.
        func value(at path: String) -> Value? {
            guard !keys.isEmpty else { return nil }
            var path = path
            return path.withUTF8 { path in
                bytes.withUnsafeBufferPointer { buffer in
                    guard path.count >= shared,
                          shared == 0 || memcmp(path.baseAddress!, buffer.baseAddress! + pathStarts[0], shared) == 0 else { return nil }
                    let key = UTF8ByteOrder.key(of: path, after: shared)
                    var low = 0
                    var high = keys.count
                    while low < high {
                        let middle = (low + high) / 2
                        if keys[middle] < key { low = middle + 1 } else { high = middle }
                    }
                    while low < keys.count, keys[low] == key {
                        let order = UTF8ByteOrder.order(path, UnsafeBufferPointer(rebasing: buffer[pathStarts[low]..<pathEnds[low]]))
                        if order == 0 { return values[low] }
                        if order < 0 { return nil }
                        low += 1
                    }
                    return nil
                }
            }
        }

        /// Calls `body` with each row's path and value, in order.
        func forEach(_ body: (String, Value) -> Void) {
            bytes.withUnsafeBufferPointer { buffer in
                for row in pathStarts.indices {
                    guard let path = ValidatedUTF8.string(UnsafeBufferPointer(rebasing: buffer[pathStarts[row]..<pathEnds[row]])) else { continue }
                    body(path, values[row])
                }
            }
        }

        /// The `Value.numberCount` numbers of a value's field: lowercase hexadecimal, at most 16
        /// digits each, separated by single spaces; nil when the field is not that.
        private static func numbers(in field: UnsafeBufferPointer<UInt8>) -> PathTableNumbers? {
            var numbers: PathTableNumbers = (0, 0, 0, 0)
            var found = 0
            var value: UInt64 = 0
            var digits = 0
            let parsed = HexadecimalDigits.values.withUnsafeBufferPointer { table -> Bool in
                for byte in field {
                    let digit = table[Int(byte)]
                    if digit < 16 {
                        guard digits < 16 else { return false }
                        value = value << 4 | UInt64(digit)
                        digits += 1
                    } else {
                        guard digit == HexadecimalDigits.space, digits > 0, found < Value.numberCount - 1 else { return false }
                        set(&numbers, found, value)
                        found += 1
                        value = 0
                        digits = 0
                    }
                }
                return digits > 0 && found == Value.numberCount - 1
            }
            guard parsed else { return nil }
            set(&numbers, found, value)
            return numbers
        }

        private static func set(_ numbers: inout PathTableNumbers, _ index: Int, _ value: UInt64) {
            switch index {
            case 0: numbers.0 = value
            case 1: numbers.1 = value
            case 2: numbers.2 = value
            default: numbers.3 = value
            }
        }

        /// How many first bytes `left` and `right` have in common.
        private static func sharedLength(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
            var length = 0
            let most = min(left.count, right.count)
            while length < most, left[length] == right[length] {
                length += 1
            }
            return length
        }

        /// Whether `bytes` are UTF-8: ASCII at once, anything else by decoding.
        private static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var any: UInt8 = 0
            for byte in bytes {
                any |= byte
            }
            return any < 0x80 || ValidatedUTF8.string(bytes) != nil
        }
    }
}

extension UInt64: PathTableValue {
    static var numberCount: Int {
        1
    }

    init(numbers: PathTableNumbers) {
        self = numbers.0
    }

    var numbers: PathTableNumbers {
        (self, 0, 0, 0)
    }
}
