/// The target-action walk of `show` and `showDetail` (SH-01 to SH-07) over a decided hierarchy.
enum ActionRouting {
    /// What became of an action.
    enum Outcome: Sendable {
        /// A container took the controller in: the hierarchy changed.
        case handled
        /// No container handles the message: the caller presents the controller modally (SH-02,
        /// SH-07; SH-04 and SH-05 in a collapsed split).
        case presentModally
    }

    /// Routes `action`, sent by the controller at `path` in `root`, to the nearest controller on
    /// the way up that overrides the message (SH-01), and applies it:
    ///
    /// - `show` to a navigation controller pushes (SH-03);
    /// - `show` to an expanded split replaces the column the call came from; to a collapsed split,
    ///   it presents (SH-05);
    /// - `showDetail` passes navigation controllers by (SH-03); to an expanded split it replaces
    ///   the secondary; to a collapsed one it is sent on as `show` to the primary, which pushes if
    ///   it is a navigation controller and presents otherwise (SH-04);
    /// - with no such controller, the caller presents (SH-02, SH-07).
    static func route(_ action: ActionSpec, from path: [ChildSlot], in root: inout LiveController) -> Outcome {
        let chain = root.chain(along: path)
        for depth in stride(from: chain.count - 1, through: 0, by: -1) {
            let container = chain[depth]
            let containerPath = path.prefix(depth)
            let arrivedThrough = depth < path.count ? path[depth] : nil
            switch (action.kind, container.state) {
            case (.show, .navigation(let stack)):
                root[path: containerPath] = LiveController(spec: container.spec, state: .navigation(stack + [LiveController(pending: action.controller)]))
                return .handled
            case (.show, .split(var split)):
                guard !split.collapsed else { return .presentModally }
                if arrivedThrough == .primary {
                    split.primary = LiveController(pending: action.controller)
                } else {
                    split.secondary = LiveController(pending: action.controller)
                }
                root[path: containerPath] = LiveController(spec: container.spec, state: .split(split))
                return .handled
            case (.showDetail, .split(var split)):
                if !split.collapsed, case .split(let spec) = container.spec.kind, spec.style != .unspecified {
                    split.secondary = columnReplacing(split.secondary, with: action.controller)
                    root[path: containerPath] = LiveController(spec: container.spec, state: .split(split))
                    return .handled
                }
                if !split.collapsed {
                    split.secondary = LiveController(pending: action.controller)
                    root[path: containerPath] = LiveController(spec: container.spec, state: .split(split))
                    return .handled
                }
                guard let primary = split.primary, case .navigation(let stack) = primary.state else { return .presentModally }
                split.primary = LiveController(spec: primary.spec, state: .navigation(stack + [LiveController(pending: action.controller)]))
                root[path: containerPath] = LiveController(spec: container.spec, state: .split(split))
                return .handled
            default:
                continue
            }
        }
        return .presentModally
    }

    /// The secondary column after a showDetail of an expanded column-style split: its navigation
    /// controller's stack replaced by `controller` alone (M-S-07 ⚠).
    private static func columnReplacing(_ column: LiveController?, with controller: ControllerSpec) -> LiveController {
        guard let column, case .navigation = column.state else {
            return LiveController(pending: HierarchyLayout.wrappedColumn(controller))
        }
        return LiveController(spec: column.spec, state: .navigation([LiveController(pending: controller)]))
    }
}
