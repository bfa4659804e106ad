@testable import Adaptivity
import Testing

/// Screens resolved under the modern behavior (ADAPTIVITY-MODERN.md).
enum Modern {
    /// Resolves `root` with `presentations` in the catalog environment `environmentId` on `ios`.
    static func resolve(
        _ root: ControllerSpec,
        in environmentId: String,
        ios: Int = 18,
        actions: [ActionSpec] = [],
        presentations: [PresentationSpec] = []
    ) -> Resolution {
        let screen = ScreenSpec(id: "screen", root: root, actions: actions, presentations: presentations)
        return Engine(behavior: .modern(ios: ios)).resolve(screen, in: Build.environment(environmentId))
    }

    /// The root of the presentation vectors: a list in a navigation controller.
    static let listRoot = Build.navigation("root-navigation", [Build.view("list")])

    /// A presentation of a leaf `sheet` with `style` (nil: automatic).
    static func present(
        _ style: PresentationStyle? = nil,
        preferredSize: Size? = nil,
        sheet: SheetSpec? = nil,
        modal: Bool = false,
        source: String? = nil
    ) -> PresentationSpec {
        PresentationSpec(
            controller: Build.view("sheet"), style: style, source: source, preferredSize: preferredSize,
            sheet: sheet, modalInPresentation: modal
        )
    }

    /// A column-style split of `List` and `Detail` (and `Notes` in the middle for triple).
    static func columns(
        _ style: SplitStyle = .doubleColumn,
        behavior: SplitBehavior = .automatic,
        displayMode: SplitDisplayMode = .automatic,
        compact: ControllerSpec? = nil,
        topColumn: SplitColumn? = nil,
        onExpand: SplitDisplayMode? = nil,
        columnActions: [ColumnAction] = []
    ) -> ControllerSpec {
        ControllerSpec(id: "split", kind: .split(SplitSpec(
            primary: Build.navigation("list-navigation", [Build.view("list")]),
            secondary: Build.navigation("detail-navigation", [Build.view("detail", content: "text")]),
            displayMode: displayMode,
            style: style,
            supplementary: style == .tripleColumn ? Build.navigation("notes-navigation", [Build.view("notes")]) : nil,
            compact: compact,
            splitBehavior: behavior,
            topColumn: topColumn,
            expansionDisplayMode: onExpand,
            columnActions: columnActions
        )))
    }
}
