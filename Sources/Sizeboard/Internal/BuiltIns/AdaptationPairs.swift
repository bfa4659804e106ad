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
            for (subject, _) in resultStates where !keys.contains(subject) {
                keys.append(subject)
            }
        }
        let regularRanks = results.indices.map { rank(results[$0].environment, regularFirst: true, $0) }
        let compactRanks = results.indices.map { rank(results[$0].environment, regularFirst: false, $0) }
        return keys.compactMap { subject in
            let present: [(index: Int, state: State)] = states.indices.compactMap { index in
                states[index].first { $0.subject == subject }.map { (index, $0.state) }
            }
            func fullest(_ entry: (index: Int, state: State)) -> (Int, Int, Int, Int) {
                let (width, height, order) = regularRanks[entry.index]
                return (-entry.state.fullness, width, height, order)
            }
            func mostAdapted(_ entry: (index: Int, state: State)) -> (Int, Int, Int, Int) {
                let (width, height, order) = compactRanks[entry.index]
                return (entry.state.fullness, width, height, order)
            }
            guard let before = present.min(by: { fullest($0) < fullest($1) }),
                  let after = present.filter({ $0.state.words != before.state.words }).min(by: { mostAdapted($0) < mostAdapted($1) })
            else { return nil }
            return Pair(subject: subject.name, beforeState: before.state.words, afterState: after.state.words, before: before.index, after: after.index)
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
    private struct Subject: Comparable {
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

    /// The state of each presentation, split and page controller in one resolution, in the order
    /// of their subjects; a later state of a subject replaces an earlier one.
    private static func states(of result: Resolution) -> [(subject: Subject, state: State)] {
        var states: [(subject: Subject, state: State)] = []
        func set(_ state: State, of subject: Subject) {
            if let index = states.firstIndex(where: { $0.subject == subject }) {
                states[index].state = state
            } else {
                states.append((subject, state))
            }
        }
        for (index, presentation) in result.presentations.enumerated() {
            set(State(words: style(of: presentation), fullness: presentation.adapted ? 0 : 2), of: Subject(order: index, name: presentation.presented))
        }
        let containerOrder = result.presentations.count
        result.forEachNode { node in
            if let collapsed = node.collapsed {
                let mode = node.displayMode.map { " (\($0.rawValue))" } ?? ""
                set(
                    collapsed
                        ? State(words: "collapsed into a navigation stack", fullness: 0)
                        : State(words: "expanded\(mode)", fullness: node.displayMode == .allVisible ? 2 : 1),
                    of: Subject(order: containerOrder, name: node.id)
                )
            }
            if let spine = node.spine {
                let pageCount = node.visiblePages?.count ?? 1
                let pages = node.visiblePages.map { $0.count == 1 ? ", one page" : ", \($0.count) pages side by side" } ?? ""
                set(State(words: "spine at \(spine.rawValue)\(pages)", fullness: pageCount > 1 ? 2 : 0), of: Subject(order: containerOrder, name: node.id))
            }
        }
        states.sort { $0.subject < $1.subject }
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
