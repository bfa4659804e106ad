import Adaptivity
import Foundation

/// Reads a RESULT of `resolution.json` (DESIGN.md section 4) back into a `Resolution`: the keys the
/// drawing contract's invariants check (environment, frames, bars and their items, selected tabs,
/// splits, presentations, visible leaves). Alerts' contents and problems are not in the document's
/// RESULT or not checked, and stay empty.
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

        var resolution: Resolution {
            Resolution(
                environment: environment,
                statusBarHidden: statusBarHidden,
                root: root.node,
                presentations: presentations.map(\.presentation),
                visible: visible
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

        var node: ResolvedNode {
            ResolvedNode(
                id: id, kind: kind, title: title, frame: frame, horizontal: horizontal, vertical: vertical,
                children: children.map(\.node), collapsed: collapsed, displayMode: displayMode, divider: divider,
                stack: stack, selected: selected, spine: spine, visiblePages: visiblePages,
                bars: (bars ?? []).map(\.bar), leaf: leaf.map(\.leaf)
            )
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

        var bar: ResolvedBar {
            ResolvedBar(
                kind: kind, frame: frame, items: items, title: title, showsBackButton: showsBackButton,
                backTitle: backTitle, leftItems: leftItems ?? [], tabIds: tabIds ?? []
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

        var presentation: ResolvedPresentation {
            ResolvedPresentation(
                presented: presented, requestedStyle: requestedStyle, style: style, adapted: adapted,
                presenting: presenting, frame: frame, wrapper: wrapper, arrow: arrow, dimmed: dimmed,
                root: root.node, custom: custom, chrome: chrome, sourceFrame: sourceFrame,
                removesPresenterView: removesPresenterView
            )
        }
    }
}
