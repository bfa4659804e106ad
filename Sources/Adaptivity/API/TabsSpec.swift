/// The fields of a tab bar controller.
public struct TabsSpec: Sendable, Hashable {
    /// The tabs, left to right.
    public var tabs: [ControllerSpec]
    /// The index of the selected tab: among ``tabs``, then, under `modern`, among the groups'
    /// tabs in order (M-TB-06).
    public var selectedIndex: Int
    /// The mode (M-TB-04).
    public var mode: TabsMode
    /// The tab groups, after the top-level tabs in the sidebar (M-TB-06).
    public var groups: [TabGroupSpec]
    /// `sidebar.isHidden`; nil means the default: shown in landscape (M-TB-05).
    public var sidebarHidden: Bool?

    /// Creates a tabs spec.
    public init(tabs: [ControllerSpec], selectedIndex: Int = 0, mode: TabsMode = .automatic, groups: [TabGroupSpec] = [], sidebarHidden: Bool? = nil) {
        self.tabs = tabs
        self.selectedIndex = selectedIndex
        self.mode = mode
        self.groups = groups
        self.sidebarHidden = sidebarHidden
    }

    /// The top-level tabs, then each group's tabs: what ``selectedIndex`` counts under `modern`.
    public var tabsWithGroupTabs: [ControllerSpec] {
        tabs + groups.flatMap(\.tabs)
    }
}
