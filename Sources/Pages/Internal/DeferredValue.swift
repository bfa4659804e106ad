import Foundation

/// A value made the first time it is read, then kept: what a page taken from the render cache
/// carries for the parts of its front matter that only a page rendered again reads (`extra`),
/// so that 10k unchanged pages do not make 10k dictionaries for an edit of one.
final class DeferredValue<Value: Hashable & Sendable>: @unchecked Sendable {
    /// The value when it was given already made: read without a lock.
    private let given: Value?
    /// The deferred value once made, and what makes it until then, both under `deferredValuesLock`.
    private var made: Value?
    private var make: (@Sendable () -> Value)?

    /// A value already made.
    init(_ value: Value) {
        given = value
    }

    /// A value `make` makes when it is first read; `make` is then let go.
    init(making make: @escaping @Sendable () -> Value) {
        given = nil
        self.make = make
    }

    var value: Value {
        if let given { return given }
        return deferredValuesLock.withLock {
            if let made { return made }
            let value = make!()
            made = value
            make = nil
            return value
        }
    }
}

/// The lock of every deferred value's making: one for all, since a value is made once and few
/// are (the pages rendered again), rather than a lock made for each of 10k pages.
private let deferredValuesLock = NSLock()

extension DeferredValue: Hashable {
    static func == (left: DeferredValue, right: DeferredValue) -> Bool {
        left === right || left.value == right.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

extension DeferredValue: Codable where Value: Codable {
    /// Encodes the value itself, as if it were not deferred.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    convenience init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(Value.self))
    }
}
