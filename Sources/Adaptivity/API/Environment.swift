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
    /// The window's safe-area insets in this orientation (B-04).
    public var safeArea: SafeAreaInsets
    /// Multitasking panes only: where the window sits on the device's screen.
    public var pane: PanePlacement?

    /// Creates an environment; without `safeArea`, the insets of a device with a 20 pt status bar.
    public init(
        id: String,
        width: Double,
        height: Double,
        scale: Double,
        idiom: Idiom,
        horizontal: SizeClass,
        vertical: SizeClass,
        safeArea: SafeAreaInsets? = nil,
        pane: PanePlacement? = nil
    ) {
        self.id = id
        self.width = width
        self.height = height
        self.scale = scale
        self.idiom = idiom
        self.horizontal = horizontal
        self.vertical = vertical
        self.safeArea = safeArea ?? .statusBar(idiom: idiom, vertical: vertical)
        self.pane = pane
    }

    /// The fully specified trait collection of the window (T-02).
    public var traits: TraitCollection {
        TraitCollection(horizontal: horizontal, vertical: vertical, idiom: idiom, displayScale: scale)
    }

    /// The window bounds.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// Whether the window is wider than it is tall.
    public var isLandscape: Bool { width > height }

    /// Whether the device has a sensor housing and a home indicator: a phone with a bottom inset.
    public var hasSensorHousing: Bool { idiom == .phone && safeArea.bottom > 0 }

    private enum CodingKeys: String, CodingKey {
        case id, width, height, scale, idiom, horizontal, vertical, safeArea
    }

    /// Decodes the contract's keys; a missing `safeArea` is a 20 pt status bar's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            width: try container.decode(Double.self, forKey: .width),
            height: try container.decode(Double.self, forKey: .height),
            scale: try container.decode(Double.self, forKey: .scale),
            idiom: try container.decode(Idiom.self, forKey: .idiom),
            horizontal: try container.decode(SizeClass.self, forKey: .horizontal),
            vertical: try container.decode(SizeClass.self, forKey: .vertical),
            safeArea: try container.decodeIfPresent(SafeAreaInsets.self, forKey: .safeArea)
        )
    }
}
