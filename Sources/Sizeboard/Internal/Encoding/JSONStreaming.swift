/// A value that writes its JSON straight into a `JSONWriter`, key by key in sorted order, without
/// collecting a tree first: the bytes are those its `Encodable` conformance gives through
/// `JSONWriter.pretty` (`JSONStreamingTests` compares the two).
protocol JSONStreamable: Encodable {
    /// Writes the value at nesting `level`.
    func write(to writer: inout JSONStreamWriter, level: Int)
}

extension Array: JSONStreamable where Element: JSONStreamable {
    func write(to writer: inout JSONStreamWriter, level: Int) {
        var array = writer.beginArray(level: level)
        for element in self {
            writer.nextElement(in: &array)
            element.write(to: &writer, level: array.memberLevel)
        }
        writer.end(array: array)
    }
}

/// An object or array being written by a `JSONStreamWriter`.
struct JSONContainer {
    /// The nesting level of the container itself; its members are one deeper.
    let level: Int
    fileprivate var isEmpty = true
    #if DEBUG
    fileprivate var lastKey: StaticString?
    #endif

    /// The nesting level of the container's members.
    var memberLevel: Int { level + 1 }
}

/// Writes JSON as `JSONWriter` lays it out, one key or element at a time: the caller gives an
/// object's keys in the order of their UTF-8 bytes (checked in debug builds). A number that is not
/// finite, or nesting `JSONWriter.maximumDepth` deep, make the whole value unencodable, as they do
/// for `JSONWriter`.
struct JSONStreamWriter: ~Copyable {
    private var writer: JSONWriter
    /// Whether something was met that JSON cannot hold.
    private(set) var failed = false

    /// A writer in `layout`, with room for `capacity` bytes to begin with.
    init(layout: JSONWriter.Layout, capacity: Int) {
        writer = JSONWriter(layout: layout, capacity: capacity)
    }

    /// `value` as pretty-printed JSON, as `JSONWriter.pretty(value)` writes it; nil when it holds
    /// what JSON cannot. `expectedLength` is about how many bytes that takes.
    static func pretty(_ value: some JSONStreamable, expectedLength: Int = 256) -> [UInt8]? {
        bytes(of: value, layout: .pretty(indentation: 0), expectedLength: expectedLength)
    }

    /// `value` as compact JSON, as `JSONWriter.compact(value)` writes it; nil when it holds what
    /// JSON cannot.
    static func compact(_ value: some JSONStreamable) -> [UInt8]? {
        bytes(of: value, layout: .compact, expectedLength: 256)
    }

    /// `value` on one line, as `JSONWriter.line(value)` writes it; nil when it holds what JSON
    /// cannot. `expectedLength` is about how many bytes that takes.
    static func line(_ value: some JSONStreamable, expectedLength: Int = 256) -> [UInt8]? {
        bytes(of: value, layout: .line, expectedLength: expectedLength)
    }

    private static func bytes(of value: some JSONStreamable, layout: JSONWriter.Layout, expectedLength: Int) -> [UInt8]? {
        var stream = JSONStreamWriter(layout: layout, capacity: expectedLength)
        value.write(to: &stream, level: 0)
        return stream.failed ? nil : stream.writer.bytes
    }

    /// Starts an object at nesting `level`; nothing is written until its first key or its end.
    mutating func beginObject(level: Int) -> JSONContainer {
        if level + 1 >= JSONWriter.maximumDepth { failed = true }
        return JSONContainer(level: level)
    }

    /// Starts the member `key` of `object`; its value is written next, at `object.memberLevel`.
    mutating func key(_ key: StaticString, in object: inout JSONContainer) {
        #if DEBUG
        if let last = object.lastKey {
            precondition(UTF8ByteOrder.precedes("\(last)", "\(key)"), "JSON keys out of order: \(last) before \(key)")
        }
        object.lastKey = key
        #endif
        writer.appendMemberStart(key: key, first: object.isEmpty, level: object.memberLevel)
        object.isEmpty = false
    }

    /// Ends `object`: `{}` when it has no keys.
    mutating func end(object: JSONContainer) {
        guard !object.isEmpty else { return writer.append("{}") }
        writer.appendContainerEnd(level: object.level)
        writer.append("}")
    }

    /// Starts an array at nesting `level`; nothing is written until its first element or its end.
    mutating func beginArray(level: Int) -> JSONContainer {
        if level + 1 >= JSONWriter.maximumDepth { failed = true }
        return JSONContainer(level: level)
    }

    /// Starts the next element of `array`, written next at `array.memberLevel`.
    mutating func nextElement(in array: inout JSONContainer) {
        if array.isEmpty { writer.append("[") }
        writer.appendElementStart(first: array.isEmpty, level: array.memberLevel)
        array.isEmpty = false
    }

    /// Ends `array`: `[]` when it has no elements.
    mutating func end(array: JSONContainer) {
        guard !array.isEmpty else { return writer.append("[]") }
        writer.appendContainerEnd(level: array.level)
        writer.append("]")
    }

    /// Writes `value`.
    mutating func write(_ value: String) {
        writer.appendString(value)
    }

    /// Writes `value`.
    mutating func write(_ value: Bool) {
        writer.append(value ? "true" : "false")
    }

    /// Writes `value`.
    mutating func write(_ value: Int) {
        writer.appendDecimal(value)
    }

    /// Writes `value`; one that is not finite makes the value unencodable.
    mutating func write(_ value: Double) {
        guard value.isFinite else {
            failed = true
            return
        }
        writer.appendNumber(value)
    }

    /// Writes `null`.
    mutating func writeNull() {
        writer.append("null")
    }

    /// Writes a string-valued enumeration's raw value.
    mutating func write<Value: RawRepresentable>(_ value: Value) where Value.RawValue == String {
        writer.appendString(value.rawValue)
    }

    /// Writes `value` at `level`.
    mutating func write(_ value: some JSONStreamable, level: Int) {
        value.write(to: &self, level: level)
    }

    /// Writes `values` as an array of strings at `level`.
    mutating func write(_ values: [String], level: Int) {
        var array = beginArray(level: level)
        for value in values {
            nextElement(in: &array)
            writer.appendString(value)
        }
        end(array: array)
    }

    /// Writes `value` through its `Encodable` conformance at `level`: for the values seldom written,
    /// whose bytes are not worth a streaming conformance of their own.
    mutating func writeEncoded(_ value: some Encodable, level: Int) {
        let encoder = JSONTreeEncoder()
        guard (try? value.encode(to: encoder)) != nil, writer.write(encoder, level: level) else {
            failed = true
            return
        }
    }
}
