/// Finds what changed between the environments of one screen, for the figure's adaptation pairs.
enum AdaptationPairs {
    /// A change between two variants: `before` (the unadapted form, usually regular width) and `after`.
    struct Pair {
        var caption: String
        var before: Int
        var after: Int
    }

    /// One pair per adaptation that occurs in some environments and not in others: the first
    /// variant without it beside the first variant with it.
    static func pairs(in results: [Resolution]) -> [Pair] {
        var pairs: [Pair] = []
        var captions: Set<String> = []
        for (key, caption) in facts(in: results) {
            let states = results.map { adaptations(of: $0)[key] }
            guard let after = states.firstIndex(where: { $0 != nil }),
                  let before = states.firstIndex(where: { $0 == nil }),
                  captions.insert(caption).inserted
            else { continue }
            pairs.append(Pair(caption: caption, before: before, after: after))
        }
        return pairs
    }

    /// Sentences for what adapted in one resolution.
    static func descriptions(of result: Resolution) -> [String] {
        adaptations(of: result).sorted { $0.key < $1.key }.map(\.value)
    }

    private static func facts(in results: [Resolution]) -> [(String, String)] {
        var seen: Set<String> = []
        var ordered: [(String, String)] = []
        for result in results {
            for (key, caption) in adaptations(of: result).sorted(by: { $0.key < $1.key }) where seen.insert(key).inserted {
                ordered.append((key, caption))
            }
        }
        return ordered
    }

    /// Adaptations in one resolution, keyed by what adapted.
    private static func adaptations(of result: Resolution) -> [String: String] {
        var found: [String: String] = [:]
        for (index, presentation) in result.presentations.enumerated() where presentation.adapted {
            let wrapper = presentation.wrapper.map { ", wrapped in a \($0) controller" } ?? ""
            found["presentation-\(index)"] = "\(presentation.presented): \(presentation.requestedStyle.rawValue) -> \(presentation.style.rawValue)\(wrapper)"
        }
        collect(result.root, into: &found)
        for presentation in result.presentations {
            collect(presentation.root, into: &found)
        }
        return found
    }

    private static func collect(_ node: ResolvedNode, into found: inout [String: String]) {
        if node.collapsed == true {
            found["split-\(node.id)"] = "\(node.id): split view collapsed into a navigation stack"
        }
        if let spine = node.spine, spine == .mid {
            found["spine-\(node.id)"] = "\(node.id): spine moves to the middle, two pages side by side"
        }
        for child in node.children {
            collect(child, into: &found)
        }
    }
}
