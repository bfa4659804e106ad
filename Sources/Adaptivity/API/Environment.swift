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
    /// The appearance traits (M-T); nil means the standard appearance, not reported in the
    /// resolve contract (the classic behavior's output).
    public var appearance: Appearance?

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
        pane: PanePlacement? = nil,
        appearance: Appearance? = nil
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
        self.appearance = appearance
    }

    /// The fully specified trait collection of the window (T-02), with the appearance traits
    /// when the environment has an appearance (M-T-01).
    public var traits: TraitCollection {
        let traits = TraitCollection(horizontal: horizontal, vertical: vertical, idiom: idiom, displayScale: scale)
        return appearance.map(traits.with(appearance:)) ?? traits
    }

    /// This environment with `appearance`, its id followed by the appearance's `+` suffixes.
    public func with(appearance: Appearance) -> Environment {
        var environment = self
        let base = id.split(separator: "+", maxSplits: 1).first.map(String.init) ?? id
        environment.id = ([base] + appearance.suffixes).joined(separator: "+")
        environment.appearance = appearance
        return environment
    }

    /// The window bounds.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// Whether the window is wider than it is tall.
    public var isLandscape: Bool { width > height }

    /// Whether the device has a sensor housing and a home indicator: a phone with a bottom inset.
    public var hasSensorHousing: Bool { idiom == .phone && safeArea.bottom > 0 }

    private enum CodingKeys: String, CodingKey {
        case id, width, height, scale, idiom, horizontal, vertical, safeArea
        case userInterfaceStyle, contentSizeCategory, layoutDirection, contrast
    }

    /// Encodes the contract's keys, and the appearance keys of ADAPTIVITY-MODERN section 7 when
    /// the environment has an appearance.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(scale, forKey: .scale)
        try container.encode(idiom, forKey: .idiom)
        try container.encode(horizontal, forKey: .horizontal)
        try container.encode(vertical, forKey: .vertical)
        try container.encode(safeArea, forKey: .safeArea)
        if let appearance {
            try container.encode(appearance.style, forKey: .userInterfaceStyle)
            try container.encode(appearance.contentSize, forKey: .contentSizeCategory)
            try container.encode(appearance.direction, forKey: .layoutDirection)
            try container.encode(appearance.contrast, forKey: .contrast)
        }
    }

    /// Decodes the contract's keys; a missing `safeArea` is a 20 pt status bar's, missing
    /// appearance keys the absence of an appearance.
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
            safeArea: try container.decodeIfPresent(SafeAreaInsets.self, forKey: .safeArea),
            appearance: try Self.decodeAppearance(container)
        )
    }

    private static func decodeAppearance(_ container: KeyedDecodingContainer<CodingKeys>) throws -> Appearance? {
        guard let style = try container.decodeIfPresent(UserInterfaceStyle.self, forKey: .userInterfaceStyle) else { return nil }
        return Appearance(
            style: style,
            contentSize: try container.decodeIfPresent(ContentSizeCategory.self, forKey: .contentSizeCategory) ?? .large,
            direction: try container.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection) ?? .leftToRight,
            contrast: try container.decodeIfPresent(Contrast.self, forKey: .contrast) ?? .normal
        )
    }
}
