/// A window the engine resolves a screen in: a device, orientation and multitasking width (D-*).
public struct Environment: Sendable, Hashable, Codable {
    /// A kebab-case identifier such as `iphone-16-portrait`.
    public var id: String
    /// The window width in points.
    public var width: Double
    /// The window height in points.
    public var height: Double
    /// The display scale.
    public var scale: Double
    /// The device idiom.
    public var idiom: Idiom
    /// The window's horizontal size class.
    public var horizontal: SizeClass
    /// The window's vertical size class.
    public var vertical: SizeClass
    /// The safe-area top inset of a notched device in this orientation (B-04); nil on devices with a 20 pt status bar.
    public var safeAreaTop: Double?

    /// Creates an environment.
    public init(
        id: String,
        width: Double,
        height: Double,
        scale: Double,
        idiom: Idiom,
        horizontal: SizeClass,
        vertical: SizeClass,
        safeAreaTop: Double? = nil
    ) {
        self.id = id
        self.width = width
        self.height = height
        self.scale = scale
        self.idiom = idiom
        self.horizontal = horizontal
        self.vertical = vertical
        self.safeAreaTop = safeAreaTop
    }

    /// The fully specified trait collection of the window (T-02).
    public var traits: TraitCollection {
        TraitCollection(horizontal: horizontal, vertical: vertical, idiom: idiom, displayScale: scale)
    }

    /// The window bounds.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// Whether the window is wider than it is tall.
    public var isLandscape: Bool { width > height }

    private enum CodingKeys: String, CodingKey {
        case id, width, height, scale, idiom, horizontal, vertical
    }
}
