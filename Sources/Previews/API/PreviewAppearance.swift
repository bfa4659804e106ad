import Adaptivity

/// How a preview draws what the geometry leaves open: the colors (light or dark, normal or high
/// contrast), the size of content text and rows (Dynamic Type, M-T-05) and the writing direction
/// (M-T-04).
///
/// Appearance never moves a container, a bar or a presentation: those frames are the
/// resolution's (already mirrored by the engine in right-to-left environments). It changes what
/// is drawn inside them: list rows grow with the body text size, bar contents and row
/// accessories swap sides in right-to-left, every color comes from ``palette``.
public struct PreviewAppearance: Sendable, Hashable {
    /// The colors to draw with.
    public var palette: PreviewPalette
    /// The body text size in points of the content size category (17 at UIKit's default, `large`).
    public var bodyFontSize: Double
    /// Whether the layout direction is right to left.
    public var isRightToLeft: Bool

    /// The body text size of UIKit's default content size category, `large`.
    public static let defaultBodyFontSize = 17.0

    /// The light, left-to-right appearance at the default text size: what classic previews show.
    public static let standard = PreviewAppearance()

    /// Creates an appearance.
    public init(palette: PreviewPalette = .standard, bodyFontSize: Double = Self.defaultBodyFontSize, isRightToLeft: Bool = false) {
        self.palette = palette
        self.bodyFontSize = bodyFontSize
        self.isRightToLeft = isRightToLeft
    }

    /// The appearance of an environment's traits (M-T-01): the dark palette for the dark style,
    /// its accessible colors for high contrast, the body size of its content size category, its
    /// direction.
    public init(_ appearance: Appearance, dynamicType: DynamicTypeMetrics = .standard) {
        self.init(
            palette: .of(dark: appearance.style == .dark, highContrast: appearance.contrast == .high),
            bodyFontSize: dynamicType.bodySize(appearance.contentSize),
            isRightToLeft: appearance.direction == .rightToLeft
        )
    }

    /// The appearance `environment` asks for; ``standard`` when it names none.
    public init(environment: Environment, dynamicType: DynamicTypeMetrics = .standard) {
        if let appearance = environment.appearance {
            self.init(appearance, dynamicType: dynamicType)
        } else {
            self.init()
        }
    }

    /// How much content text and self-sizing rows grow: the body size over the default's.
    public var contentScale: Double {
        guard bodyFontSize.isFinite, bodyFontSize > 0 else { return 1 }
        return bodyFontSize / Self.defaultBodyFontSize
    }

    /// The height of a self-sizing list row whose standard height is `standard` (44 pt):
    /// `round(standard × body / 17)` (M-T-05).
    public func rowHeight(standard: Double) -> Double {
        contentScale == 1 ? standard : (standard * contentScale).rounded()
    }

    /// `rect` mirrored inside `container` when the direction is right to left (x' = container's
    /// leading edge + trailing edge − rect's trailing edge), `rect` itself otherwise.
    public func mirrored(_ rect: Rect, in container: Rect) -> Rect {
        guard isRightToLeft else { return rect }
        return Rect(x: container.x + container.maxX - rect.maxX, y: rect.y, width: rect.width, height: rect.height)
    }

    /// `x` mirrored inside `container` when the direction is right to left.
    public func mirrored(x: Double, in container: Rect) -> Double {
        isRightToLeft ? container.x + container.maxX - x : x
    }
}
