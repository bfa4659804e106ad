/// Resolves one screen in one environment: the window's hierarchy is laid out (deciding size-class
/// cells, collapse and separation), the actions are routed in order and change it, then the
/// presentation stage makes the modal presentations the actions became and the screen's own.
struct ScreenResolution {
    private var layout: HierarchyLayout
    private var root: LiveController
    private var presented: [PendingPresentation] = []
    private let screen: ScreenSpec

    init(screen: ScreenSpec, environment: Environment, behavior: Behavior, extensions: EngineExtensions) {
        self.screen = screen
        self.layout = HierarchyLayout(behavior: behavior, extensions: extensions, environment: environment)
        self.root = LiveController(pending: screen.root)
    }

    /// The resolution.
    mutating func resolve() -> Resolution {
        if !screen.actions.isEmpty { settle() }
        for action in screen.actions {
            apply(action)
            settle()
        }
        layout.beginPass()
        let window = layout.windowPlacement
        let rootNode = layout.layout(&root, at: window, depth: 0) ?? {
            layout.problems.append(.rootNotInstalled(screen.root))
            return ResolvedNode(
                id: screen.root.id, kind: screen.root.kind.name, title: screen.root.title,
                frame: window.frame, horizontal: window.inherited.horizontal, vertical: window.inherited.vertical
            )
        }()
        var stage = PresentationStage(layout: layout, liveRoot: root, root: rootNode)
        for pending in presented + screen.presentations.map(PendingPresentation.init(spec:)) {
            stage.present(pending)
        }
        var seen: Set<ResolutionProblem> = []
        let problems = (stage.layout.problems + stage.problems).filter { seen.insert($0).inserted }
        var environment = layout.environment
        let modern = layout.behavior.modern
        if modern != nil, environment.appearance == nil {
            environment.appearance = .standard
        }
        return Resolution(
            environment: environment,
            statusBarHidden: layout.statusBarHidden,
            root: stage.root,
            presentations: stage.presentations,
            visible: stage.visible,
            problems: problems,
            behavior: modern == nil ? nil : layout.behavior.name,
            iosVersion: modern?.iosVersion
        )
    }

    /// Decides whatever is still pending: the window's hierarchy in the window, and the
    /// hierarchies the actions presented full screen.
    private mutating func settle() {
        let window = layout.windowPlacement
        _ = layout.layout(&root, at: window, depth: 0)
        for index in presented.indices {
            _ = layout.layout(&presented[index].content, at: window, depth: 0)
        }
    }

    /// Routes `action` from its caller in the window's hierarchy or in a hierarchy an earlier
    /// action presented; an unhandled one becomes a modal presentation (SH-02, SH-07).
    private mutating func apply(_ action: ActionSpec) {
        let outcome: ActionRouting.Outcome
        if let path = root.path(to: action.from) {
            outcome = ActionRouting.route(action, from: path, in: &root)
        } else if let index = presented.lastIndex(where: { $0.content.path(to: action.from) != nil }),
                  let path = presented[index].content.path(to: action.from) {
            outcome = ActionRouting.route(action, from: path, in: &presented[index].content)
        } else {
            let known = SpecSearch.contains(action.from, in: screen.root, depthLimit: layout.behavior.maximumHierarchyDepth)
                || screen.actions.contains { SpecSearch.contains(action.from, in: $0.controller, depthLimit: layout.behavior.maximumHierarchyDepth) }
            layout.problems.append(known
                ? .callerNotInHierarchy(action.from, position: action.position)
                : .unknownCaller(action.from, consequence: "the action is skipped", position: action.position))
            return
        }
        if case .presentModally = outcome {
            presented.append(PendingPresentation(unhandled: action))
        }
    }
}
