/// The problems the hierarchy rules report, one constructor per code.
extension ResolutionProblem {
    /// A tab or page index outside the controller's children; the first one is used.
    static func indexOutOfRange(field: String, index: Int, count: Int, controller: ControllerSpec) -> ResolutionProblem {
        ResolutionProblem(
            severity: .error,
            code: "index-out-of-range",
            message: "`\(field): \(index)` of `\(controller.id)` is out of range: it has \(count) children (0 to \(count - 1)); using 0",
            position: controller.position
        )
    }

    /// `spine: mid` with fewer than two pages: UIKit raises an exception (PG-02).
    static func spineMidNeedsTwoPages(controller: ControllerSpec) -> ResolutionProblem {
        ResolutionProblem(
            severity: .error,
            code: "spine-mid-needs-two-pages",
            message: "`spine: mid` on `\(controller.id)` shows two pages side by side and needs at least two pages; using `min`",
            position: controller.position
        )
    }

    /// A `hide` or `show` call naming the compact column: UIKit raises an exception (M-S-08); the
    /// call is skipped.
    static func compactColumnAction(_ action: ColumnAction) -> ResolutionProblem {
        ResolutionProblem(
            severity: .error,
            code: "compact-column-action",
            message: "`\(action.kind.rawValue): compact`: a split view controller does not accept the compact column in `hide(_:)` or `show(_:)` (UIKit raises an exception); the call is skipped",
            position: action.position
        )
    }

    /// A `custom` controller whose kind no plugin registered; its first child fills it.
    static func unknownContainerKind(_ kind: String, known: [String], controller: ControllerSpec) -> ResolutionProblem {
        let list = known.isEmpty ? "none is registered" : "registered: " + known.sorted().map { "`\($0)`" }.joined(separator: ", ")
        return ResolutionProblem(
            severity: .error,
            code: "unknown-container",
            message: "unknown container kind `\(kind)` of `\(controller.id)` (\(list)); its first child fills it",
            position: controller.position
        )
    }

    /// A container behavior that placed a child index it does not have.
    static func containerChildOutOfRange(kind: String, index: Int, controller: ControllerSpec) -> ResolutionProblem {
        ResolutionProblem(
            severity: .error,
            code: "container-child-out-of-range",
            message: "the `\(kind)` container behavior placed child \(index) of `\(controller.id)`, which has no such child",
            position: controller.position
        )
    }

    /// An action or presentation whose `from` names no controller of the screen; `consequence`
    /// says what the engine does instead.
    static func unknownCaller(_ id: String, consequence: String, position: SourcePosition?) -> ResolutionProblem {
        ResolutionProblem(
            severity: .error,
            code: "unknown-controller",
            message: "`from: \(id)` names no controller of this screen; \(consequence)",
            position: position
        )
    }

    /// An action whose caller is not in the hierarchy in this environment (a discarded secondary,
    /// an uninstalled variant): the tap cannot happen here and is skipped.
    static func callerNotInHierarchy(_ id: String, position: SourcePosition?) -> ResolutionProblem {
        ResolutionProblem(
            severity: .warning,
            code: "action-caller-absent",
            message: "`from: \(id)` is not in the hierarchy in this environment; the action is skipped here",
            position: position
        )
    }

    /// A window whose root controller's size-class cell is not installed.
    static func rootNotInstalled(_ controller: ControllerSpec) -> ResolutionProblem {
        ResolutionProblem(
            severity: .error,
            code: "root-not-installed",
            message: "the root `\(controller.id)` is not installed in this size class; a window needs a root controller",
            position: controller.position
        )
    }
}
