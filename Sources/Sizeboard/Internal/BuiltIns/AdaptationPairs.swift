/// Finds what adapts between the environments of one screen, for the figure's adaptation pairs and
/// the notes under each variant: presentations whose style adapts, splits that collapse, page
/// spines that move.
enum AdaptationPairs {
    /// A change between two variants: `before`, where the subject shows most fully (expanded with
    /// both columns, the popover as a popover, two pages), in regular width where the screen has
    /// it, beside `after`, where it is adapted the most (collapsed, adapted, one page), in compact
    /// width and regular height (a phone in portrait) where the screen has it.
    struct Pair {
        /// The id of what adapts: the presented controller, the split or the page controller.
        var subject: String
        /// The subject's state in `before`: `expanded (allVisible)`.
        var beforeState: String
        /// The subject's state in `after`: `collapsed into a navigation stack`.
        var afterState: String
        var before: Int
        var after: Int

        /// How it changes: `popover → fullScreen in a navigation controller`.
        var change: String { "\(beforeState) → \(afterState)" }
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
        let regularRanks = results.indices.map { rank(results[$0].environment, regularFirst: true, $0) }
        let compactRanks = results.indices.map { rank(results[$0].environment, regularFirst: false, $0) }
        return keys.compactMap { subject in
            let present = indices.filter { states[$0][subject] != nil }
            func fullest(_ index: Int) -> (Int, Int, Int, Int) {
                let (width, height, order) = regularRanks[index]
                return (-states[index][subject]!.fullness, width, height, order)
            }
            func mostAdapted(_ index: Int) -> (Int, Int, Int, Int) {
                let (width, height, order) = compactRanks[index]
                return (states[index][subject]!.fullness, width, height, order)
            }
            guard let before = present.min(by: { fullest($0) < fullest($1) }),
                  let from = states[before][subject],
                  let after = present.filter({ states[$0][subject]?.words != from.words }).min(by: { mostAdapted($0) < mostAdapted($1) }),
                  let to = states[after][subject]
            else { return nil }
            return Pair(subject: subject.name, beforeState: from.words, afterState: to.words, before: before, after: after)
        }
    }

    /// Sentences for what adapted in one resolution, for the note under its variant.
    static func descriptions(of result: Resolution) -> [String] {
        var notes: [String] = []
        for presentation in result.presentations where presentation.adapted {
            let requested = presentation.requestedStyle.rawValue + customName(presentation.requestedStyle, presentation)
            notes.append("\(presentation.presented): \(requested) → \(style(of: presentation))")
        }
        result.forEachNode { node in
            if node.collapsed == true { notes.append("\(node.id): split view collapsed into a navigation stack") }
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

    /// A subject's state in one resolution: in words, and how fully it shows (2: expanded with
    /// both columns, presented as requested, two pages; 1: expanded with one column showing;
    /// 0: collapsed, adapted, one page).
    private struct State {
        var words: String
        var fullness: Int
    }

    /// The state of each presentation, split and page controller in one resolution.
    private static func states(of result: Resolution) -> [Subject: State] {
        var states: [Subject: State] = [:]
        for (index, presentation) in result.presentations.enumerated() {
            states[Subject(order: index, name: presentation.presented)] = State(
                words: style(of: presentation), fullness: presentation.adapted ? 0 : 2
            )
        }
        let containerOrder = result.presentations.count
        result.forEachNode { node in
            if let collapsed = node.collapsed {
                let mode = node.displayMode.map { " (\($0.rawValue))" } ?? ""
                states[Subject(order: containerOrder, name: node.id)] = collapsed
                    ? State(words: "collapsed into a navigation stack", fullness: 0)
                    : State(words: "expanded\(mode)", fullness: node.displayMode == .allVisible ? 2 : 1)
            }
            if let spine = node.spine {
                let pageCount = node.visiblePages?.count ?? 1
                let pages = node.visiblePages.map { $0.count == 1 ? ", one page" : ", \($0.count) pages side by side" } ?? ""
                states[Subject(order: containerOrder, name: node.id)] = State(
                    words: "spine at \(spine.rawValue)\(pages)", fullness: pageCount > 1 ? 2 : 0
                )
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

    /// How well a variant fits a side of a pair, lowest first: for the regular side, regular width
    /// then regular height; for the compact side, compact width then regular height (a phone in
    /// portrait); then the order of the environments.
    private static func rank(_ environment: Environment, regularFirst: Bool, _ index: Int) -> (Int, Int, Int) {
        let widthFits = (environment.horizontal == .regular) == regularFirst
        return (widthFits ? 0 : 1, environment.vertical == .regular ? 0 : 1, index)
    }
}
