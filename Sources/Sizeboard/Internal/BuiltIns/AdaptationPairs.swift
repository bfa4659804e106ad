/// Finds what adapts between the environments of one screen, for the figure's adaptation pairs and
/// the notes under each variant: presentations whose style adapts, splits that collapse, page
/// spines that move.
enum AdaptationPairs {
    /// A change between two variants: `before`, the most regular variant (regular width where the
    /// screen has one), beside `after`, the most compact variant (compact width where the screen has
    /// one) in which the same thing is in another state.
    struct Pair {
        /// The id of what adapts: the presented controller, the split or the page controller.
        var subject: String
        /// How it changes: `popover → fullScreen in a navigation controller`.
        var change: String
        var before: Int
        var after: Int

        var caption: String { "\(subject): \(change)" }
    }

    /// One pair per presentation, split and page controller whose state differs between environments.
    static func pairs(in results: [Resolution]) -> [Pair] {
        let states = results.map(self.states(of:))
        var keys: [Subject] = []
        for resultStates in states {
            for subject in resultStates.keys.sorted() where !keys.contains(subject) {
                keys.append(subject)
            }
        }
        let indices = Array(results.indices)
        return keys.compactMap { subject in
            let present = indices.filter { states[$0][subject] != nil }
            guard let before = present.min(by: { rank(results[$0], regularFirst: true, $0) < rank(results[$1], regularFirst: true, $1) }),
                  let from = states[before][subject],
                  let after = present.filter({ states[$0][subject] != from })
                      .min(by: { rank(results[$0], regularFirst: false, $0) < rank(results[$1], regularFirst: false, $1) }),
                  let to = states[after][subject]
            else { return nil }
            return Pair(subject: subject.name, change: "\(from) → \(to)", before: before, after: after)
        }
    }

    /// Sentences for what adapted in one resolution, for the note under its variant.
    static func descriptions(of result: Resolution) -> [String] {
        var notes: [String] = []
        for presentation in result.presentations where presentation.adapted {
            let requested = presentation.requestedStyle.rawValue + customName(presentation.requestedStyle, presentation)
            notes.append("\(presentation.presented): \(requested) → \(style(of: presentation))")
        }
        for node in nodes(of: result) where node.collapsed == true {
            notes.append("\(node.id): split view collapsed into a navigation stack")
        }
        return notes
    }

    /// What a pair is about: a presentation (by its order) or a container (by its id).
    private struct Subject: Hashable, Comparable {
        var order: Int
        var name: String

        static func < (left: Subject, right: Subject) -> Bool {
            (left.order, left.name) < (right.order, right.name)
        }
    }

    /// The state of each presentation, split and page controller in one resolution, in words.
    private static func states(of result: Resolution) -> [Subject: String] {
        var states: [Subject: String] = [:]
        for (index, presentation) in result.presentations.enumerated() {
            states[Subject(order: index, name: presentation.presented)] = style(of: presentation)
        }
        let containerOrder = result.presentations.count
        for node in nodes(of: result) {
            if let collapsed = node.collapsed {
                let mode = node.displayMode.map { " (\($0.rawValue))" } ?? ""
                states[Subject(order: containerOrder, name: node.id)] = collapsed ? "collapsed into a navigation stack" : "expanded\(mode)"
            }
            if let spine = node.spine {
                let pages = node.visiblePages.map { $0.count == 1 ? ", one page" : ", \($0.count) pages side by side" } ?? ""
                states[Subject(order: containerOrder, name: node.id)] = "spine at \(spine.rawValue)\(pages)"
            }
        }
        return states
    }

    /// The style a presentation shows in, with the custom presentation's name and the wrapper.
    private static func style(of presentation: ResolvedPresentation) -> String {
        let wrapper = presentation.wrapper.map { " in a \($0) controller" } ?? ""
        return presentation.style.rawValue + customName(presentation.style, presentation) + wrapper
    }

    /// ` (sidebar)` after the style `custom`, nothing after other styles.
    private static func customName(_ style: PresentationStyle, _ presentation: ResolvedPresentation) -> String {
        guard style == .custom, let name = presentation.custom else { return "" }
        return " (\(name))"
    }

    /// Every node of the window's hierarchy and of what is presented over it, depth first.
    private static func nodes(of result: Resolution) -> [ResolvedNode] {
        var found: [ResolvedNode] = []
        func walk(_ node: ResolvedNode) {
            found.append(node)
            node.children.forEach(walk)
        }
        walk(result.root)
        result.presentations.forEach { walk($0.root) }
        return found
    }

    /// How well a variant fits a side of a pair, lowest first: for the regular side, regular width
    /// then regular height; for the compact side, compact width then regular height (a phone in
    /// portrait); then the order of the environments.
    private static func rank(_ result: Resolution, regularFirst: Bool, _ index: Int) -> (Int, Int, Int) {
        let environment = result.environment
        let widthFits = (environment.horizontal == .regular) == regularFirst
        return (widthFits ? 0 : 1, environment.vertical == .regular ? 0 : 1, index)
    }
}
