import Adaptivity

/// One container or presentation of a screen whose state differs between the screen's
/// environments, and the environments of each state: the resolve JSON's `adaptations`.
public struct ScreenAdaptation: Sendable, Hashable, Encodable {
    /// One state and the environments it shows in.
    public struct State: Sendable, Hashable, Encodable {
        /// The state in words: `collapsed`, `expanded`, a presentation style, `spine mid`.
        public var state: String
        /// The environment ids, in the screen's order.
        public var environments: [String]
    }

    /// The id of the split, page controller or presented controller.
    public var subject: String
    /// `split`, `pages` or `presentation`.
    public var kind: String
    /// The states, in the order of the first environment showing each.
    public var states: [State]

    /// The adaptations of one screen: every subject found in more than one state.
    public static func adaptations(of results: [Resolution]) -> [ScreenAdaptation] {
        var subjects: [(subject: Subject, states: [State])] = []
        for result in results {
            for (subject, state) in Self.states(of: result) {
                guard let found = subjects.firstIndex(where: { $0.subject == subject }) else {
                    subjects.append((subject, [State(state: state, environments: [result.environment.id])]))
                    continue
                }
                if let index = subjects[found].states.firstIndex(where: { $0.state == state }) {
                    subjects[found].states[index].environments.append(result.environment.id)
                } else {
                    subjects[found].states.append(State(state: state, environments: [result.environment.id]))
                }
            }
        }
        return subjects.compactMap { subject, states in
            guard states.count > 1 else { return nil }
            return ScreenAdaptation(subject: subject.id, kind: subject.kind, states: states)
        }
    }

    private struct Subject: Equatable {
        var id: String
        var kind: String
    }

    /// The state of every split, page controller and presentation of one resolution, in tree order.
    private static func states(of result: Resolution) -> [(Subject, String)] {
        var found: [(Subject, String)] = []
        func walk(_ node: ResolvedNode) {
            if let collapsed = node.collapsed {
                found.append((Subject(id: node.id, kind: "split"), collapsed ? "collapsed" : "expanded"))
            }
            if let spine = node.spine {
                found.append((Subject(id: node.id, kind: "pages"), "spine \(spine.rawValue)"))
            }
            node.children.forEach(walk)
        }
        walk(result.root)
        for presentation in result.presentations {
            var style = presentation.style.rawValue
            if presentation.style == .custom, let custom = presentation.custom { style += " (\(custom))" }
            if let wrapper = presentation.wrapper { style += " in \(wrapper)" }
            found.append((Subject(id: presentation.presented, kind: "presentation"), style))
            walk(presentation.root)
        }
        return found
    }
}
