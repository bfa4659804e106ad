/// Where a tab bar controller shows its tabs under the modern behavior (M-TB-01 to M-TB-05).
struct ModernTabBar: Sendable, Hashable {
    /// Top, bottom or sidebar.
    var placement: TabBarPlacement
    /// The mode after `automatic` (M-TB-04).
    var mode: TabsMode
    /// Whether the sidebar is hidden; nil when there is no sidebar (tab bar mode).
    var sidebarHidden: Bool?
    /// The bottom bar's height when the placement is bottom.
    var bottomBarHeight: Double
    /// The floating bar's band at the top (M-TB-03).
    var floatingBar: Rect
    /// The sidebar's frame at the leading edge (M-TB-05).
    var sidebar: Rect

    /// The placement for `tabs` with `traits` in `frame`, whose status bar takes `topInset`, on a
    /// device of `idiom` whose phone tab bar is `phoneBarHeight` tall.
    ///
    /// iPhone: the bottom bar, 49 pt (32 in compact height), mode tabBar (M-TB-01, M-TB-04).
    /// iPad before the floating bar, or in compact width: the bottom bar of 50 pt (M-TB-02,
    /// M-TB-03). iPad with the floating bar in regular width: the bar at the top, in the navigation
    /// bar's band; with groups (automatic) or `tabSidebar`, the sidebar instead when it shows:
    /// by default in landscape (M-TB-04, M-TB-05).
    init(tabs: TabsSpec?, traits: TraitCollection, frame: Rect, topInset: Double, idiom: Idiom, phoneBarHeight: Double, modern: ModernDefaults) {
        let metrics = modern.tabs
        floatingBar = Rect(x: frame.x, y: frame.y + topInset, width: frame.width, height: metrics.floatingBarHeight)
        sidebar = Rect(x: frame.x, y: frame.y, width: min(metrics.sidebarWidth, frame.width), height: frame.height)
        let requested = tabs?.mode ?? .automatic
        let hasGroups = !(tabs?.groups.isEmpty ?? true)
        guard idiom == .pad else {
            self.placement = .bottom
            mode = .tabBar
            sidebarHidden = nil
            bottomBarHeight = traits.vertical == .compact ? metrics.compactHeightBarHeight : phoneBarHeight
            return
        }
        bottomBarHeight = metrics.padBarHeight
        let floating = modern.hasFloatingTabBar && traits.horizontal == .regular
        mode = modern.hasFloatingTabBar && (requested == .tabSidebar || (requested == .automatic && hasGroups)) ? .tabSidebar : .tabBar
        guard floating else {
            self.placement = .bottom
            sidebarHidden = mode == .tabSidebar ? true : nil
            return
        }
        if mode == .tabSidebar {
            let hidden = tabs?.sidebarHidden ?? !(frame.width > frame.height)
            sidebarHidden = hidden
            self.placement = hidden ? .top : .sidebar
        } else {
            sidebarHidden = nil
            self.placement = .top
        }
    }
}
