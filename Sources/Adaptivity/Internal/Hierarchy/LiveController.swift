/// A controller as the engine holds it in one environment: its size-class cell, collapse and
/// separation are decided when it is first laid out; the actions then change it (SH-*).
struct LiveController: Sendable {
    /// The spec: as written while pending, the chosen variant once decided.
    var spec: ControllerSpec
    /// What was decided.
    var state: LiveState

    /// A controller not laid out yet.
    init(pending spec: ControllerSpec) {
        self.spec = spec
        self.state = .pending
    }

    init(spec: ControllerSpec, state: LiveState) {
        self.spec = spec
        self.state = state
    }

    /// Where each child that exists now is held.
    var slots: [ChildSlot] {
        switch state {
        case .pending, .uninstalled, .leaf: []
        case .navigation(let stack): stack.indices.map(ChildSlot.stack)
        case .split(let split):
            (split.primary == nil ? [] : [.primary]) + (split.supplementary == nil ? [] : [.supplementary])
                + (split.secondary == nil ? [] : [.secondary])
        case .tabs(let tabs): tabs.indices.map(ChildSlot.tab)
        case .pages(let pages): pages.indices.map(ChildSlot.page)
        case .custom(let children): children.indices.map(ChildSlot.custom)
        case .search(let results): results == nil ? [] : [.results]
        }
    }

    /// The child held in `slot`, if there is one.
    subscript(slot: ChildSlot) -> LiveController? {
        get {
            switch (state, slot) {
            case (.navigation(let stack), .stack(let index)): stack.indices.contains(index) ? stack[index] : nil
            case (.split(let split), .primary): split.primary
            case (.split(let split), .secondary): split.secondary
            case (.split(let split), .supplementary): split.supplementary
            case (.tabs(let tabs), .tab(let index)): tabs.indices.contains(index) ? tabs[index] : nil
            case (.pages(let pages), .page(let index)): pages.indices.contains(index) ? pages[index] : nil
            case (.custom(let children), .custom(let index)): children.indices.contains(index) ? children[index] : nil
            case (.search(let results), .results): results
            default: nil
            }
        }
        set {
            switch (state, slot, newValue) {
            case (.navigation(var stack), .stack(let index), let child?) where stack.indices.contains(index):
                stack[index] = child
                state = .navigation(stack)
            case (.split(var split), .primary, _):
                split.primary = newValue
                state = .split(split)
            case (.split(var split), .secondary, _):
                split.secondary = newValue
                state = .split(split)
            case (.split(var split), .supplementary, _):
                split.supplementary = newValue
                state = .split(split)
            case (.tabs(var tabs), .tab(let index), let child?) where tabs.indices.contains(index):
                tabs[index] = child
                state = .tabs(tabs)
            case (.pages(var pages), .page(let index), let child?) where pages.indices.contains(index):
                pages[index] = child
                state = .pages(pages)
            case (.custom(var children), .custom(let index), let child?) where children.indices.contains(index):
                children[index] = child
                state = .custom(children)
            case (.search, .results, _):
                state = .search(newValue)
            default:
                break
            }
        }
    }

    /// The child at the end of `path`, or self for an empty path.
    subscript(path path: ArraySlice<ChildSlot>) -> LiveController? {
        get {
            guard let first = path.first else { return self }
            return self[first]?[path: path.dropFirst()]
        }
        set {
            guard let first = path.first else {
                if let newValue { self = newValue }
                return
            }
            guard var child = self[first] else { return }
            child[path: path.dropFirst()] = newValue
            self[first] = child
        }
    }

    /// The path from this controller to the decided controller `id`, searching depth first in
    /// slot order; nil when no decided controller has that id.
    func path(to id: String) -> [ChildSlot]? {
        if spec.id == id, !state.isUndecided { return [] }
        for slot in slots {
            if let child = self[slot], let rest = child.path(to: id) { return [slot] + rest }
        }
        return nil
    }

    /// The controllers from this one down to the end of `path`, this one first.
    func chain(along path: [ChildSlot]) -> [LiveController] {
        var chain = [self]
        var current = self
        for slot in path {
            guard let child = current[slot] else { break }
            chain.append(child)
            current = child
        }
        return chain
    }
}

/// What the engine decided about a controller in one environment.
indirect enum LiveState: Sendable {
    /// Not laid out yet.
    case pending
    /// Its size-class cell is not installed (IB-03): it is not in the hierarchy.
    case uninstalled
    /// A view or alert controller.
    case leaf
    /// A navigation controller and its stack, bottom first.
    case navigation([LiveController])
    /// A split view controller after collapse or separation.
    case split(LiveSplit)
    /// A tab bar controller and its tabs.
    case tabs([LiveController])
    /// A page view controller and its pages.
    case pages([LiveController])
    /// A plugin container and its children, in declaration order.
    case custom([LiveController])
    /// A search controller and its results controller, if any.
    case search(LiveController?)

    /// Whether nothing is decided yet or the controller is not in the hierarchy.
    var isUndecided: Bool {
        switch self {
        case .pending, .uninstalled: true
        default: false
        }
    }
}

/// A split view controller's children after collapse (S-03, S-04) or separation (S-05).
struct LiveSplit: Sendable {
    /// The primary child; when collapsed, the only child.
    var primary: LiveController?
    /// The secondary child; nil when collapsed or when expansion produced none.
    var secondary: LiveController?
    /// Whether the split is collapsed (S-01).
    var collapsed: Bool
    /// Column style only: the supplementary column while expanded (M-S-01).
    var supplementary: LiveController? = nil
    /// Column style only, collapsed: the column on top of the merged stack, or `compact` when the
    /// compact column shows alone (M-S-02).
    var topColumn: SplitColumn? = nil
}

/// Where a container holds a child.
enum ChildSlot: Sendable, Hashable {
    /// A navigation stack position, bottom first.
    case stack(Int)
    /// A split's primary column.
    case primary
    /// A split's secondary column.
    case secondary
    /// A column-style split's supplementary column (M-S-01).
    case supplementary
    /// A tab.
    case tab(Int)
    /// A page.
    case page(Int)
    /// A plugin container's child, by declaration index.
    case custom(Int)
    /// A search controller's results.
    case results
}
