import Adaptivity

/// Screens made of random controllers, actions and presentations, as the engine's random tests
/// make them, with bar items on both sides, toolbars, tabs and alerts, so the drawing contract
/// is checked on layouts no fixture thought of. Deterministic: a seed replays a screen.
struct RandomScreens {
    /// SplitMix64.
    private var state: UInt64
    private var count = 0

    init(seed: Int) {
        state = UInt64(seed) &* 7_919 &+ 1
    }

    private mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Int(value % UInt64(max(1, bound)))
    }

    private mutating func id() -> String {
        count += 1
        return "c\(count)"
    }

    private mutating func children(depth: Int) -> [ControllerSpec] {
        (0..<1 + next(3)).map { _ in controller(depth: depth + 1) }
    }

    private mutating func leaf(_ id: String) -> ControllerKind {
        let contents = ["list", "grid", "text", "form", "map", "image", "empty"]
        return .view(ViewSpec(
            content: contents[next(contents.count)],
            rows: next(3) == 0 ? nil : 2 + next(20),
            toolbar: next(3) == 0 ? ["share-\(id)", "trash-\(id)"] : [],
            leftBarItems: next(3) == 0 ? ["edit-\(id)"] : [],
            rightBarItems: next(2) == 0 ? ["add-\(id)"] : []
        ))
    }

    private mutating func controller(depth: Int) -> ControllerSpec {
        let id = id()
        let kind: ControllerKind
        switch depth > 3 ? 0 : next(7) {
        case 1, 2: kind = .navigation(NavigationSpec(stack: children(depth: depth), toolbar: next(3) == 0 ? ["t-\(id)"] : []))
        case 3:
            kind = .split(SplitSpec(
                primary: controller(depth: depth + 1),
                secondary: next(4) == 0 ? nil : controller(depth: depth + 1),
                displayMode: SplitDisplayMode.allCases[next(SplitDisplayMode.allCases.count)]
            ))
        case 4: kind = .tabs(TabsSpec(tabs: children(depth: depth), selectedIndex: next(3)))
        case 5: kind = .pages(PagesSpec(pages: children(depth: depth), currentIndex: next(3), spine: SpineLocation.allCases[next(SpineLocation.allCases.count)]))
        case 6: kind = .search(SearchSpec(results: next(2) == 0 ? nil : controller(depth: depth + 1)))
        default: kind = leaf(id)
        }
        let titles = ["Inbox", "Mailboxes", "A conversation with a very long subject line", "Photos", "Settings", nil]
        return ControllerSpec(id: id, title: titles[next(titles.count)], kind: kind, definesContext: next(5) == 0)
    }

    private mutating func alert() -> ControllerSpec {
        let actions = [AlertAction(title: "Reply"), AlertAction(title: "Delete", style: .destructive), AlertAction(title: "Cancel", style: .cancel)]
        return ControllerSpec(
            id: id(), title: next(2) == 0 ? "Message" : nil,
            kind: .alert(AlertSpec(message: next(2) == 0 ? "What now?" : nil, style: next(2) == 0 ? .alert : .actionSheet, actions: Array(actions.prefix(1 + next(3)))))
        )
    }

    mutating func screen() -> ScreenSpec {
        let root = controller(depth: 0)
        let ids = (1...count).map { "c\($0)" }
        let actions = (0..<next(3)).map { _ in
            ActionSpec(kind: next(2) == 0 ? .show : .showDetail, controller: controller(depth: 3), from: ids[next(ids.count)])
        }
        let styles: [PresentationStyle] = [.fullScreen, .pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .currentContext, .popover]
        let presentations = (0..<next(3)).map { _ in
            next(3) == 0
                ? PresentationSpec(controller: alert(), source: ids[next(ids.count)])
                : PresentationSpec(
                    from: next(2) == 0 ? nil : ids[next(ids.count)],
                    controller: controller(depth: 3),
                    style: styles[next(styles.count)],
                    source: ids[next(ids.count)],
                    wrapsInNavigationWhenAdapted: next(2) == 0
                )
        }
        return ScreenSpec(id: "random", root: root, actions: actions, presentations: presentations)
    }
}
