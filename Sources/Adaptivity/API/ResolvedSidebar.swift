/// The sidebar of an iPadOS 18 tab bar controller (M-TB-05, M-TB-06).
public struct ResolvedSidebar: Sendable, Hashable, Encodable {
    /// Its frame in window coordinates.
    public var frame: Rect
    /// The top-level tabs' ids, then each group's id, in sidebar order.
    public var items: [String]
    /// The groups, as sections: each group's id and its tabs' ids.
    public var sections: [ResolvedSidebarSection]

    /// Creates a sidebar.
    public init(frame: Rect, items: [String], sections: [ResolvedSidebarSection]) {
        self.frame = frame
        self.items = items
        self.sections = sections
    }
}

/// A tab group shown as a sidebar section (M-TB-06).
public struct ResolvedSidebarSection: Sendable, Hashable, Encodable {
    /// The group's id.
    public var id: String
    /// The group's title.
    public var title: String?
    /// The ids of the group's tabs.
    public var tabs: [String]

    /// Creates a section.
    public init(id: String, title: String?, tabs: [String]) {
        self.id = id
        self.title = title
        self.tabs = tabs
    }
}
