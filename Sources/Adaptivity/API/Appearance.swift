/// The appearance of an environment: the traits that never change size classes or frames but
/// select variants and leaf metrics (M-T-02). Written after an environment id as `+dark`,
/// `+rtl`, `+high-contrast`, `+xl`, `+ax3` and so on.
public struct Appearance: Sendable, Hashable {
    /// Light or dark.
    public var style: UserInterfaceStyle
    /// The Dynamic Type category.
    public var contentSize: ContentSizeCategory
    /// Left to right or right to left.
    public var direction: LayoutDirection
    /// Normal or high contrast.
    public var contrast: Contrast

    /// Creates an appearance; every trait defaults to the system default (M-T-02).
    public init(
        style: UserInterfaceStyle = .light,
        contentSize: ContentSizeCategory = .large,
        direction: LayoutDirection = .leftToRight,
        contrast: Contrast = .normal
    ) {
        self.style = style
        self.contentSize = contentSize
        self.direction = direction
        self.contrast = contrast
    }

    /// Light, large, left to right, normal contrast.
    public static let standard = Appearance()

    /// The `+` suffixes of an environment id that select this appearance, in a fixed order
    /// (style, content size, direction, contrast); empty for the standard appearance.
    public var suffixes: [String] {
        var suffixes: [String] = []
        if style == .dark { suffixes.append("dark") }
        if contentSize != .large, contentSize != .unspecified { suffixes.append(contentSize.shortName) }
        if direction == .rightToLeft { suffixes.append("rtl") }
        if contrast == .high { suffixes.append("high-contrast") }
        return suffixes
    }

    /// Applies one `+` suffix of an environment id (`light`, `dark`, `ltr`, `rtl`,
    /// `high-contrast`, `normal-contrast`, a content size's short name, `accessibility` for AX1);
    /// false when the suffix names nothing.
    public mutating func apply(suffix: String) -> Bool {
        switch suffix {
        case "light": style = .light
        case "dark": style = .dark
        case "ltr": direction = .leftToRight
        case "rtl": direction = .rightToLeft
        case "high-contrast": contrast = .high
        case "normal-contrast": contrast = .normal
        case "accessibility": contentSize = .accessibility1
        default:
            guard let category = ContentSizeCategory.allCases.first(where: { $0 != .unspecified && $0.shortName == suffix }) else {
                return false
            }
            contentSize = category
        }
        return true
    }

    /// Every suffix `apply(suffix:)` accepts.
    public static let suffixNames: [String] = ["light", "dark", "ltr", "rtl", "high-contrast", "normal-contrast", "accessibility"]
        + ContentSizeCategory.allCases.filter { $0 != .unspecified }.map(\.shortName)
}
