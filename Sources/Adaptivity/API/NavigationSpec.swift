/// The fields of a navigation controller.
public struct NavigationSpec: Sendable, Hashable {
    /// The stack, bottom first.
    public var stack: [ControllerSpec]
    /// Bar item ids of the toolbar, shown under every pushed controller.
    public var toolbar: [String]

    /// Creates a navigation spec.
    public init(stack: [ControllerSpec], toolbar: [String] = []) {
        self.stack = stack
        self.toolbar = toolbar
    }
}
