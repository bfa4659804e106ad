/// Where a multitasking window sits on its iPad's screen (D-04): the app's pane beside the other
/// app in Split View, or a Slide Over panel floating over a full-screen app.
public struct PanePlacement: Sendable, Hashable {
    /// The device's screen in this orientation, in points.
    public var screen: Size
    /// The window's left edge on the screen.
    public var x: Double
    /// Whether the window is a Slide Over panel rather than a Split View pane.
    public var isSlideOver: Bool

    /// Creates a placement.
    public init(screen: Size, x: Double, isSlideOver: Bool) {
        self.screen = screen
        self.x = x
        self.isSlideOver = isSlideOver
    }
}
