import Foundation

/// Reads a page's `resolution.json` (its entry of the resolve contract) back into its screens:
/// every key the contract writes. The engine's problems are not in the document (they are
/// diagnostics) and a bar's item details are drawn, not written: both come back empty.
enum ResolutionReading {
    /// A page's `resolution.json` is missing or cannot be read.
    struct Unreadable: Error, LocalizedError {
        let path: String

        var errorDescription: String? {
            "cannot read `\(path)`"
        }
    }

    /// The screens of `page` from its `resolution.json` (`json`, nil when it was not written), in
    /// document order, with the positions its summary keeps.
    static func screens(of page: PageSummary, from json: [UInt8]?) throws -> [ScreenResult] {
        guard let json else { throw Unreadable(path: page.resolutionPath) }
        var screens = try JSONDecoder().decode(PageEntry.self, from: Data(json)).screens.map(\.screen)
        for index in screens.indices where index < page.screens.count && page.screens[index].id == screens[index].id {
            screens[index].position = page.screens[index].position
        }
        return screens
    }

    private struct PageEntry: Decodable {
        var screens: [Screen]
    }

    private struct Screen: Decodable {
        var id: String
        var title: String?
        var results: [Result]

        var screen: ScreenResult {
            ScreenResult(id: id, title: title, results: results.map(\.resolution))
        }
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
        var alert: Alert?

        var node: ResolvedNode {
            ResolvedNode(
                id: id, kind: kind, title: title, frame: frame, horizontal: horizontal, vertical: vertical,
                children: children.map(\.node), collapsed: collapsed, displayMode: displayMode, divider: divider,
                stack: stack, selected: selected, spine: spine, visiblePages: visiblePages,
                bars: (bars ?? []).map(\.bar), leaf: leaf.map(\.leaf), alert: alert.map(\.alert)
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

    private struct Alert: Decodable {
        struct Action: Decodable {
            var title: String
            var style: AlertActionStyle
        }

        var style: AlertStyle
        var message: String?
        var actions: [Action]

        var alert: ResolvedAlert {
            ResolvedAlert(style: style, message: message, actions: actions.map { AlertAction(title: $0.title, style: $0.style) })
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
