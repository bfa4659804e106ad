/// The fields of a navigation controller.
public struct NavigationSpec: Sendable, Hashable {
    /// The stack, bottom first.
    public var stack: [ControllerSpec]
    /// Bar item ids of the toolbar, shown under every pushed controller.
    public var toolbar: [String]
    /// The toolbar items that declare a title, a style or a system item, by id.
    public var toolbarItemDetails: [String: BarItemSpec]

    /// `navigationBar.prefersLargeTitles` (M-NB-01).
    public var prefersLargeTitles: Bool

    /// Creates a navigation spec.
    public init(stack: [ControllerSpec], toolbar: [String] = [], toolbarItemDetails: [String: BarItemSpec] = [:], prefersLargeTitles: Bool = false) {
        self.stack = stack
        self.toolbar = toolbar
        self.toolbarItemDetails = toolbarItemDetails
        self.prefersLargeTitles = prefersLargeTitles
    }
}
