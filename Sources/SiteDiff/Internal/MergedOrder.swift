/// The keys of two ordered lists merged: the head's order, each key only in the base inserted
/// after the key it followed in the base.
enum MergedOrder {
    /// What the two lists hold for one key.
    enum Match<Element> {
        case both(base: Element, head: Element)
        case onlyBase(Element)
        case onlyHead(Element)
    }

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

    /// The elements of two lists matched by key, in merged order; where a list holds a key twice,
    /// its first element with that key stands for it. Elements without a key are left out.
    static func matches<Element>(base: [Element], head: [Element], key: (Element) -> String?) -> [(key: String, match: Match<Element>)] {
        let baseKeyed = base.compactMap { element in key(element).map { ($0, element) } }
        let headKeyed = head.compactMap { element in key(element).map { ($0, element) } }
        let baseByKey = Dictionary(baseKeyed, uniquingKeysWith: { first, _ in first })
        let headByKey = Dictionary(headKeyed, uniquingKeysWith: { first, _ in first })
        return of(base: baseKeyed.map(\.0), head: headKeyed.map(\.0)).compactMap { key in
            switch (baseByKey[key], headByKey[key]) {
            case (let baseElement?, let headElement?): (key, .both(base: baseElement, head: headElement))
            case (let baseElement?, nil): (key, .onlyBase(baseElement))
            case (nil, let headElement?): (key, .onlyHead(headElement))
            case (nil, nil): nil
            }
        }
    }
}
