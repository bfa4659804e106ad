/// The four traits the engine needs of a UITraitCollection (T-01).
public struct TraitCollection: Sendable, Hashable, Codable {
    /// The horizontal size class.
    public var horizontal: SizeClass
    /// The vertical size class.
    public var vertical: SizeClass
    /// The user interface idiom.
    public var idiom: Idiom
    /// The display scale; 0 means unspecified.
    public var displayScale: Double

    /// Creates a collection; every trait defaults to unspecified.
    public init(
        horizontal: SizeClass = .unspecified,
        vertical: SizeClass = .unspecified,
        idiom: Idiom = .unspecified,
        displayScale: Double = 0
    ) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.idiom = idiom
        self.displayScale = displayScale
    }

    /// Whether every trait has a value (T-02).
    public var isFullySpecified: Bool {
        horizontal != .unspecified && vertical != .unspecified && idiom != .unspecified && displayScale != 0
    }

    /// Whether every trait specified in `other` has exactly the same value here (T-03).
    public func contains(_ other: TraitCollection) -> Bool {
        (other.horizontal == .unspecified || other.horizontal == horizontal)
            && (other.vertical == .unspecified || other.vertical == vertical)
            && (other.idiom == .unspecified || other.idiom == idiom)
            && (other.displayScale == 0 || other.displayScale == displayScale)
    }

    /// Combines collections trait by trait, the last specified value winning (T-04).
    public static func combining(_ collections: [TraitCollection]) -> TraitCollection {
        var result = TraitCollection()
        for collection in collections {
            if collection.horizontal != .unspecified { result.horizontal = collection.horizontal }
            if collection.vertical != .unspecified { result.vertical = collection.vertical }
            if collection.idiom != .unspecified { result.idiom = collection.idiom }
            if collection.displayScale != 0 { result.displayScale = collection.displayScale }
        }
        return result
    }

    /// This collection with `override` combined over it (T-06).
    public func overridden(by override: TraitCollection) -> TraitCollection {
        Self.combining([self, override])
    }
}
