/// The traits the engine needs of a UITraitCollection: the four of T-01 and the appearance
/// traits of M-T-01.
public struct TraitCollection: Sendable, Hashable {
    /// The horizontal size class.
    public var horizontal: SizeClass
    /// The vertical size class.
    public var vertical: SizeClass
    /// The user interface idiom.
    public var idiom: Idiom
    /// The display scale; 0 means unspecified.
    public var displayScale: Double
    /// Light or dark (M-T-01).
    public var userInterfaceStyle: UserInterfaceStyle
    /// The Dynamic Type category (M-T-05).
    public var contentSize: ContentSizeCategory
    /// The layout direction (M-T-04).
    public var layoutDirection: LayoutDirection
    /// The accessibility contrast.
    public var contrast: Contrast

    /// Creates a collection; every trait defaults to unspecified.
    public init(
        horizontal: SizeClass = .unspecified,
        vertical: SizeClass = .unspecified,
        idiom: Idiom = .unspecified,
        displayScale: Double = 0,
        userInterfaceStyle: UserInterfaceStyle = .unspecified,
        contentSize: ContentSizeCategory = .unspecified,
        layoutDirection: LayoutDirection = .unspecified,
        contrast: Contrast = .unspecified
    ) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.idiom = idiom
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        self.contentSize = contentSize
        self.layoutDirection = layoutDirection
        self.contrast = contrast
    }

    /// Whether the four traits of T-01 have a value (T-02).
    public var isFullySpecified: Bool {
        horizontal != .unspecified && vertical != .unspecified && idiom != .unspecified && displayScale != 0
    }

    /// Whether every trait specified in `other` has exactly the same value here (T-03).
    public func contains(_ other: TraitCollection) -> Bool {
        (other.horizontal == .unspecified || other.horizontal == horizontal)
            && (other.vertical == .unspecified || other.vertical == vertical)
            && (other.idiom == .unspecified || other.idiom == idiom)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.contentSize == .unspecified || other.contentSize == contentSize)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.contrast == .unspecified || other.contrast == contrast)
    }

    /// Combines collections trait by trait, the last specified value winning (T-04).
    public static func combining(_ collections: [TraitCollection]) -> TraitCollection {
        var result = TraitCollection()
        for collection in collections {
            if collection.horizontal != .unspecified { result.horizontal = collection.horizontal }
            if collection.vertical != .unspecified { result.vertical = collection.vertical }
            if collection.idiom != .unspecified { result.idiom = collection.idiom }
            if collection.displayScale != 0 { result.displayScale = collection.displayScale }
            if collection.userInterfaceStyle != .unspecified { result.userInterfaceStyle = collection.userInterfaceStyle }
            if collection.contentSize != .unspecified { result.contentSize = collection.contentSize }
            if collection.layoutDirection != .unspecified { result.layoutDirection = collection.layoutDirection }
            if collection.contrast != .unspecified { result.contrast = collection.contrast }
        }
        return result
    }

    /// This collection with `override` combined over it (T-06).
    public func overridden(by override: TraitCollection) -> TraitCollection {
        Self.combining([self, override])
    }

    /// This collection with the appearance traits of `appearance` (M-T-01).
    public func with(appearance: Appearance) -> TraitCollection {
        var traits = self
        traits.userInterfaceStyle = appearance.style
        traits.contentSize = appearance.contentSize
        traits.layoutDirection = appearance.direction
        traits.contrast = appearance.contrast
        return traits
    }

    /// How many appearance traits are specified (M-T-06).
    public var appearanceSpecificity: Int {
        (userInterfaceStyle == .unspecified ? 0 : 1) + (contentSize == .unspecified ? 0 : 1)
            + (layoutDirection == .unspecified ? 0 : 1) + (contrast == .unspecified ? 0 : 1)
    }
}

extension TraitCollection: Codable {
    private enum CodingKeys: String, CodingKey {
        case horizontal, vertical, idiom, displayScale, userInterfaceStyle, contentSize, layoutDirection, contrast
    }

    /// Decodes the collection; a missing trait is unspecified.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            horizontal: try container.decodeIfPresent(SizeClass.self, forKey: .horizontal) ?? .unspecified,
            vertical: try container.decodeIfPresent(SizeClass.self, forKey: .vertical) ?? .unspecified,
            idiom: try container.decodeIfPresent(Idiom.self, forKey: .idiom) ?? .unspecified,
            displayScale: try container.decodeIfPresent(Double.self, forKey: .displayScale) ?? 0,
            userInterfaceStyle: try container.decodeIfPresent(UserInterfaceStyle.self, forKey: .userInterfaceStyle) ?? .unspecified,
            contentSize: try container.decodeIfPresent(ContentSizeCategory.self, forKey: .contentSize) ?? .unspecified,
            layoutDirection: try container.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection) ?? .unspecified,
            contrast: try container.decodeIfPresent(Contrast.self, forKey: .contrast) ?? .unspecified
        )
    }

    /// Encodes the four traits of T-01 and the specified appearance traits.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(horizontal, forKey: .horizontal)
        try container.encode(vertical, forKey: .vertical)
        try container.encode(idiom, forKey: .idiom)
        try container.encode(displayScale, forKey: .displayScale)
        if userInterfaceStyle != .unspecified { try container.encode(userInterfaceStyle, forKey: .userInterfaceStyle) }
        if contentSize != .unspecified { try container.encode(contentSize, forKey: .contentSize) }
        if layoutDirection != .unspecified { try container.encode(layoutDirection, forKey: .layoutDirection) }
        if contrast != .unspecified { try container.encode(contrast, forKey: .contrast) }
    }
}
