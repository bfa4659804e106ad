import Adaptivity
import Foundation

/// Reads a RESULT of `resolution.json` (DESIGN.md section 4) back into a `Resolution`: the keys the
/// drawing contract's invariants check (environment, frames, bars and their items, selected tabs,
/// splits, presentations, visible leaves). Alerts' contents and problems are not in the document's
/// RESULT or not checked, and stay empty. The modern behavior's keys (ADAPTIVITY-MODERN section 7)
/// are read when present: sheets, columns, dimmed nodes, sidebars, selected tab groups, large titles, floating tab bars.
public enum ResolutionDecoding {
    /// The resolution a RESULT object's JSON encodes.
    public static func resolution(from json: Data) throws -> Resolution {
        try JSONDecoder().decode(Result.self, from: json).resolution
    }

    private struct Result: Decodable {
        var environment: Environment
        var statusBarHidden: Bool
        var root: Node
        var presentations: [Presentation]
        var visible: [String]
        var behavior: String?
        var ios: Int?

        var resolution: Resolution {
            Resolution(
                environment: environment,
                statusBarHidden: statusBarHidden,
                root: root.node,
                presentations: presentations.map(\.presentation),
                visible: visible,
                behavior: behavior,
                iosVersion: ios
            )
        }
    }

    private final class Node: Decodable {
        var id: String
        var kind: String
        var title: String?
        var frame: Rect
        var horizontal: SizeClass
        var vertical: SizeClass
        var children: [Node]
        var collapsed: Bool?
        var displayMode: SplitDisplayMode?
        var divider: Rect?
        var stack: [String]?
        var selected: String?
        var spine: SpineLocation?
        var visiblePages: [String]?
        var bars: [Bar]?
        var leaf: Leaf?
        var style: SplitStyle?
        var splitBehavior: SplitBehavior?
        var topColumn: SplitColumn?
        var column: SplitColumn?
        var dimmed: Bool?
        var tabBarPlacement: TabBarPlacement?
        var sidebarHidden: Bool?
        var sidebar: Sidebar?
        var selectedGroup: String?

        var node: ResolvedNode {
            ResolvedNode(
                id: id, kind: kind, title: title, frame: frame, horizontal: horizontal, vertical: vertical,
                children: children.map(\.node), collapsed: collapsed, displayMode: displayMode, divider: divider,
                stack: stack, selected: selected, spine: spine, visiblePages: visiblePages,
                bars: (bars ?? []).map(\.bar), leaf: leaf.map(\.leaf),
                style: style, splitBehavior: splitBehavior, topColumn: topColumn, column: column, dimmed: dimmed,
                tabBarPlacement: tabBarPlacement, sidebarHidden: sidebarHidden, sidebar: sidebar?.sidebar,
                selectedGroup: selectedGroup
            )
        }
    }

    private struct Sidebar: Decodable {
        struct Section: Decodable {
            var id: String
            var title: String?
            var tabs: [String]
        }

        var frame: Rect
        var items: [String]
        var sections: [Section]

        var sidebar: ResolvedSidebar {
            ResolvedSidebar(frame: frame, items: items, sections: sections.map { ResolvedSidebarSection(id: $0.id, title: $0.title, tabs: $0.tabs) })
        }
    }

    private struct Bar: Decodable {
        var kind: BarKind
        var frame: Rect
        var items: [String]
        var title: String?
        var showsBackButton: Bool
        var backTitle: String?
        var leftItems: [String]?
        var tabIds: [String]?
        var largeTitle: Bool?
        var searchField: Rect?
        var floating: Bool?

        var bar: ResolvedBar {
            ResolvedBar(
                kind: kind, frame: frame, items: items, title: title, showsBackButton: showsBackButton,
                backTitle: backTitle, leftItems: leftItems ?? [], tabIds: tabIds ?? [],
                largeTitle: largeTitle ?? false, searchField: searchField, floating: floating ?? false
            )
        }
    }

    private struct Leaf: Decodable {
        var content: String
        var rows: Int?
        var showsDisclosureIndicators: Bool

        var leaf: ResolvedLeaf {
            ResolvedLeaf(content: content, rows: rows, showsDisclosureIndicators: showsDisclosureIndicators)
        }
    }

    private struct Presentation: Decodable {
        var presented: String
        var requestedStyle: PresentationStyle
        var style: PresentationStyle
        var adapted: Bool
        var presenting: String
        var frame: Rect
        var wrapper: String?
        var arrow: ArrowDirection?
        var dimmed: Bool
        var root: Node
        var custom: String?
        var chrome: String?
        var sourceFrame: Rect?
        var removesPresenterView: Bool
        var level: InterfaceLevel?
        var dismissible: Bool?
        var presenterPushedBack: Bool?
        var edgeAttached: Bool?
        var cornerRadius: Double?
        var detent: String?
        var detents: [String]?
        var largestUndimmedDetent: String?
        var grabber: Bool?
        var visible: Bool?

        /// The modern additions, present when the RESULT has a `level`.
        var sheet: ResolvedSheet? {
            guard let level else { return nil }
            return ResolvedSheet(
                detent: detent, detents: detents ?? [], largestUndimmedDetent: largestUndimmedDetent,
                grabber: grabber ?? false, cornerRadius: cornerRadius, edgeAttached: edgeAttached ?? false,
                presenterPushedBack: presenterPushedBack ?? false, dismissible: dismissible ?? true, level: level,
                visible: visible ?? true
            )
        }

        var presentation: ResolvedPresentation {
            ResolvedPresentation(
                presented: presented, requestedStyle: requestedStyle, style: style, adapted: adapted,
                presenting: presenting, frame: frame, wrapper: wrapper, arrow: arrow, dimmed: dimmed,
                root: root.node, custom: custom, chrome: chrome, sourceFrame: sourceFrame,
                removesPresenterView: removesPresenterView, sheet: sheet
            )
        }
    }
}
