/// The fields of a tab bar controller.
public struct TabsSpec: Sendable, Hashable {
    /// The tabs, left to right.
    public var tabs: [ControllerSpec]
    /// The index of the selected tab.
    public var selectedIndex: Int

    /// Creates a tabs spec.
    public init(tabs: [ControllerSpec], selectedIndex: Int = 0) {
        self.tabs = tabs
        self.selectedIndex = selectedIndex
    }
}
