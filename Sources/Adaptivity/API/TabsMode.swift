/// `UITabBarController.mode` (M-TB-04).
public enum TabsMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// tabSidebar when the tabs hold a group on iPad, else tabBar.
    case automatic
    /// The tab bar only.
    case tabBar
    /// The tab bar or the sidebar, depending on the context (M-TB-05).
    case tabSidebar
}

/// Where a tab bar controller shows its tabs (M-TB-01 to M-TB-05).
public enum TabBarPlacement: String, Sendable, Hashable, Codable, CaseIterable {
    /// Floating at the top, in the navigation bar's band (iPadOS 18, regular width).
    case top
    /// At the bottom.
    case bottom
    /// In the sidebar at the leading edge.
    case sidebar
}

/// A `UITabGroup`: one tab in the tab bar, a section in the sidebar (M-TB-06).
public struct TabGroupSpec: Sendable, Hashable {
    /// The group's id.
    public var id: String
    /// The group's title.
    public var title: String?
    /// The group's tabs.
    public var tabs: [ControllerSpec]

    /// Creates a group.
    public init(id: String, title: String? = nil, tabs: [ControllerSpec]) {
        self.id = id
        self.title = title
        self.tabs = tabs
    }
}
