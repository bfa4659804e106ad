/// The keys of two ordered lists merged: the head's order, each key only in the base inserted
/// after the key it followed in the base.
enum MergedOrder {
    static func of(base: [String], head: [String]) -> [String] {
        var merged = head
        var present = Set(head)
        var previous: String?
        for key in base {
            if present.insert(key).inserted {
                let index = previous.flatMap { merged.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
                merged.insert(key, at: index)
            }
            previous = key
        }
        return merged
    }
}
