/// Values kept in one box that copies share until one of them is changed: a value type holding
/// many strings and collections, copied from step to step for every page, then costs one
/// reference count per copy instead of one per string and collection.
struct CopyOnWrite<Values> {
    private final class Box {
        var values: Values

        init(_ values: Values) {
            self.values = values
        }
    }

    private var box: Box

    init(_ values: Values) {
        box = Box(values)
    }

    var values: Values {
        box.values
    }

    /// Changes the values, copying them first when another copy shares them.
    mutating func change(_ body: (inout Values) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.values) }
        body(&box.values)
    }

    /// Whether `other` shares these values (then they are the same without comparing them).
    func sharesValues(with other: CopyOnWrite) -> Bool {
        box === other.box
    }
}

/// The box is changed only while no other copy holds it, so sendable values stay sendable.
extension CopyOnWrite: @unchecked Sendable where Values: Sendable {}

extension CopyOnWrite where Values: Equatable {
    /// Whether `other` holds the same values: at once when it shares them.
    func holdsSameValues(as other: CopyOnWrite) -> Bool {
        sharesValues(with: other) || values == other.values
    }
}
