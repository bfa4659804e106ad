/// A controller as it is in the view hierarchy of one environment (the resolve contract's NODE).
public struct ResolvedNode: Sendable, Hashable {
    /// The controller's id.
    public var id: String
    /// The kind's name (`view`, `navigation`, `split`, … or a plugin's kind).
    public var kind: String
    /// The title, if any.
    public var title: String?
    /// The frame of the controller's view, in window coordinates.
    public var frame: Rect
    /// The controller's horizontal size class.
    public var horizontal: SizeClass
    /// The controller's vertical size class.
    public var vertical: SizeClass
    /// The children whose views are in the view hierarchy now.
    public var children: [ResolvedNode]
    /// Split only: whether the split is collapsed.
    public var collapsed: Bool?
    /// Split only: the display mode after `automatic` is resolved.
    public var displayMode: SplitDisplayMode?
    /// Split only: the divider between the columns, when both show side by side.
    public var divider: Rect?
    /// Navigation only: the stack's ids, bottom first.
    public var stack: [String]?
    /// Tabs only: the id of the selected tab.
    public var selected: String?
    /// Pages only: the spine location after `automatic` is resolved.
    public var spine: SpineLocation?
    /// Pages only: the ids of the visible pages, left to right.
    public var visiblePages: [String]?
    /// The bars this controller draws (navigation bar, toolbar, tab bar), in window coordinates.
    public var bars: [ResolvedBar]
    /// Leaves only: what the leaf shows.
    public var leaf: ResolvedLeaf?
    /// Alerts only: the alert's contents.
    public var alert: ResolvedAlert?
    /// Column-style splits only: the style (M-S-01).
    public var style: SplitStyle?
    /// Column-style splits only, when expanded: the split behavior after `automatic` (M-S-05).
    public var splitBehavior: SplitBehavior?
    /// Column-style splits only, when collapsed without a compact column: the top column (M-S-02).
    public var topColumn: SplitColumn?
    /// Children of a column-style split only: the column this controller fills (M-S-01).
    public var column: SplitColumn?
    /// Whether a dimming view covers this controller's view (M-S-04: the secondary under
    /// overlaid or displacing sidebars); nil means not dimmed.
    public var dimmed: Bool?
    /// Tabs only, under `modern`: where the tabs show (M-TB-03).
    public var tabBarPlacement: TabBarPlacement?
    /// Tabs only, under `modern`: the mode after `automatic` (M-TB-04).
    public var mode: TabsMode?
    /// Tabs only, under `modern`: whether the sidebar is hidden (M-TB-05).
    public var sidebarHidden: Bool?
    /// Tabs only, when the sidebar shows: its frame and the sections it lists (M-TB-05, M-TB-06).
    public var sidebar: ResolvedSidebar?
    /// Tabs only, under `modern`: the id of the tab group holding the selected tab, whose one
    /// item the tab bar highlights (M-TB-06).
    public var selectedGroup: String?

    /// Creates a node.
    public init(
        id: String,
        kind: String,
        title: String? = nil,
        frame: Rect,
        horizontal: SizeClass,
        vertical: SizeClass,
        children: [ResolvedNode] = [],
        collapsed: Bool? = nil,
        displayMode: SplitDisplayMode? = nil,
        divider: Rect? = nil,
        stack: [String]? = nil,
        selected: String? = nil,
        spine: SpineLocation? = nil,
        visiblePages: [String]? = nil,
        bars: [ResolvedBar] = [],
        leaf: ResolvedLeaf? = nil,
        alert: ResolvedAlert? = nil,
        style: SplitStyle? = nil,
        splitBehavior: SplitBehavior? = nil,
        topColumn: SplitColumn? = nil,
        column: SplitColumn? = nil,
        dimmed: Bool? = nil,
        tabBarPlacement: TabBarPlacement? = nil,
        mode: TabsMode? = nil,
        sidebarHidden: Bool? = nil,
        sidebar: ResolvedSidebar? = nil,
        selectedGroup: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.frame = frame
        self.horizontal = horizontal
        self.vertical = vertical
        self.children = children
        self.collapsed = collapsed
        self.displayMode = displayMode
        self.divider = divider
        self.stack = stack
        self.selected = selected
        self.spine = spine
        self.visiblePages = visiblePages
        self.bars = bars
        self.leaf = leaf
        self.alert = alert
        self.style = style
        self.splitBehavior = splitBehavior
        self.topColumn = topColumn
        self.column = column
        self.dimmed = dimmed
        self.tabBarPlacement = tabBarPlacement
        self.mode = mode
        self.sidebarHidden = sidebarHidden
        self.sidebar = sidebar
        self.selectedGroup = selectedGroup
    }
}

extension ResolvedNode: Encodable {
    private enum CodingKeys: String, CodingKey {
        case id, kind, title, frame, horizontal, vertical, children
        case collapsed, displayMode, divider, stack, selected, spine, visiblePages, bars, leaf, alert
        case style, splitBehavior, topColumn, column, dimmed, tabBarPlacement, mode, sidebarHidden, sidebar, selectedGroup
    }

    /// Encodes the contract's keys; kind-specific keys appear only on their kinds, and the modern
    /// keys (ADAPTIVITY-MODERN section 7) only where the modern behavior sets them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encode(frame, forKey: .frame)
        try container.encode(horizontal, forKey: .horizontal)
        try container.encode(vertical, forKey: .vertical)
        try container.encode(children, forKey: .children)
        try container.encodeIfPresent(collapsed, forKey: .collapsed)
        try container.encodeIfPresent(displayMode, forKey: .displayMode)
        try container.encodeIfPresent(divider, forKey: .divider)
        try container.encodeIfPresent(stack, forKey: .stack)
        try container.encodeIfPresent(selected, forKey: .selected)
        try container.encodeIfPresent(spine, forKey: .spine)
        try container.encodeIfPresent(visiblePages, forKey: .visiblePages)
        if !bars.isEmpty { try container.encode(bars, forKey: .bars) }
        try container.encodeIfPresent(leaf, forKey: .leaf)
        try container.encodeIfPresent(alert, forKey: .alert)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(splitBehavior, forKey: .splitBehavior)
        try container.encodeIfPresent(topColumn, forKey: .topColumn)
        try container.encodeIfPresent(column, forKey: .column)
        try container.encodeIfPresent(dimmed, forKey: .dimmed)
        try container.encodeIfPresent(tabBarPlacement, forKey: .tabBarPlacement)
        try container.encodeIfPresent(mode, forKey: .mode)
        try container.encodeIfPresent(sidebarHidden, forKey: .sidebarHidden)
        try container.encodeIfPresent(sidebar, forKey: .sidebar)
        try container.encodeIfPresent(selectedGroup, forKey: .selectedGroup)
    }
}

/// A bar a container draws (B-*).
public struct ResolvedBar: Sendable, Hashable {
    /// Which bar this is.
    public var kind: BarKind
    /// Its frame in window coordinates.
    public var frame: Rect
    /// The title (navigation bar) or item titles (toolbar, tab bar).
    public var items: [String]
    /// Navigation bar only: the title.
    public var title: String?
    /// Navigation bar only: whether a back button shows.
    public var showsBackButton: Bool
    /// Navigation bar only: the back button's title, the title of the controller beneath the top one.
    public var backTitle: String?
    /// Navigation bar only: the item ids on the leading side; `items` holds the trailing ones.
    public var leftItems: [String]
    /// Tab bar only: the id of each tab's controller, in the order of `items`.
    public var tabIds: [String]
    /// Navigation bar and toolbar: the items that declare a title, a style or a system item, by id.
    public var itemDetails: [String: BarItemSpec]
    /// Navigation bar only: whether the title shows large in a band under the bar (M-NB-01);
    /// the frame includes the band.
    public var largeTitle: Bool
    /// Navigation bar only: the frame of the search field in the bar (M-NB-02), if any.
    public var searchField: Rect?
    /// Tab bar only: whether the bar floats over the content (iPadOS 18 top placement, M-TB-03).
    public var floating: Bool

    /// Creates a bar.
    public init(
        kind: BarKind,
        frame: Rect,
        items: [String] = [],
        title: String? = nil,
        showsBackButton: Bool = false,
        backTitle: String? = nil,
        leftItems: [String] = [],
        tabIds: [String] = [],
        itemDetails: [String: BarItemSpec] = [:],
        largeTitle: Bool = false,
        searchField: Rect? = nil,
        floating: Bool = false
    ) {
        self.kind = kind
        self.frame = frame
        self.items = items
        self.title = title
        self.showsBackButton = showsBackButton
        self.backTitle = backTitle
        self.leftItems = leftItems
        self.tabIds = tabIds
        self.itemDetails = itemDetails
        self.largeTitle = largeTitle
        self.searchField = searchField
        self.floating = floating
    }
}

extension ResolvedBar: Encodable {
    private enum CodingKeys: String, CodingKey {
        case kind, frame, items, title, showsBackButton, backTitle, leftItems, rightItems, tabIds
        case largeTitle, searchField, floating
    }

    /// Encodes every field; `title` and `backTitle` only when present, `leftItems` only when not
    /// empty; a navigation bar's trailing items both as `items` and as `rightItems`, a tab bar's
    /// controller ids as `tabIds`; `largeTitle` and `floating` only when true, `searchField` only
    /// when present.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(frame, forKey: .frame)
        try container.encode(items, forKey: .items)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encode(showsBackButton, forKey: .showsBackButton)
        try container.encodeIfPresent(backTitle, forKey: .backTitle)
        if !leftItems.isEmpty { try container.encode(leftItems, forKey: .leftItems) }
        if kind == .navigation { try container.encode(items, forKey: .rightItems) }
        if !tabIds.isEmpty { try container.encode(tabIds, forKey: .tabIds) }
        if largeTitle { try container.encode(largeTitle, forKey: .largeTitle) }
        try container.encodeIfPresent(searchField, forKey: .searchField)
        if floating { try container.encode(floating, forKey: .floating) }
    }
}

/// The bars of UIKit's containers.
public enum BarKind: String, Sendable, Hashable, Codable {
    /// The status bar.
    case status
    /// A navigation bar.
    case navigation
    /// A toolbar.
    case toolbar
    /// A tab bar.
    case tab
    /// A search bar.
    case search
}

/// What a leaf view shows.
public struct ResolvedLeaf: Sendable, Hashable, Encodable {
    /// The content kind.
    public var content: String
    /// The row or item count.
    public var rows: Int?
    /// Whether list rows show disclosure indicators: a tap on a row would push (the leaf sits in a
    /// navigation stack that a show or showDetail from it reaches).
    public var showsDisclosureIndicators: Bool
    /// Under `modern`: a self-sizing row's height for the content size category (M-T-05).
    public var rowHeight: Double?
    /// Under `modern`: the body text size for the content size category (M-T-05).
    public var bodyTextSize: Double?

    /// Creates a leaf description.
    public init(content: String, rows: Int? = nil, showsDisclosureIndicators: Bool = false) {
        self.content = content
        self.rows = rows
        self.showsDisclosureIndicators = showsDisclosureIndicators
    }
}

/// What an alert or action sheet shows.
public struct ResolvedAlert: Sendable, Hashable, Encodable {
    /// Alert or action sheet.
    public var style: AlertStyle
    /// The message.
    public var message: String?
    /// The buttons shown (the cancel button is hidden in popover form, A-04).
    public var actions: [AlertAction]

    /// Creates an alert description.
    public init(style: AlertStyle, message: String?, actions: [AlertAction]) {
        self.style = style
        self.message = message
        self.actions = actions
    }
}
