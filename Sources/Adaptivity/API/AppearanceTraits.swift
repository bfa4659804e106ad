/// The user interface style trait: light or dark (M-T-01).
public enum UserInterfaceStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// No value: the trait is not specified in a partial collection.
    case unspecified
    /// The light appearance, the default (M-T-02).
    case light
    /// The dark appearance.
    case dark
}

/// The layout direction trait (M-T-01, M-T-04).
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// No value: the trait is not specified in a partial collection.
    case unspecified
    /// Left to right, the default.
    case leftToRight
    /// Right to left: every horizontal position is mirrored inside its parent (M-T-04).
    case rightToLeft
}

/// The accessibility contrast trait (M-T-01).
public enum Contrast: String, Sendable, Hashable, Codable, CaseIterable {
    /// No value: the trait is not specified in a partial collection.
    case unspecified
    /// Normal contrast, the default.
    case normal
    /// Increased contrast.
    case high
}

/// The preferred content size category: the twelve Dynamic Type sizes (M-T-05), named as
/// SwiftUI's `DynamicTypeSize` names them.
public enum ContentSizeCategory: String, Sendable, Hashable, Codable, CaseIterable {
    /// No value: the trait is not specified in a partial collection.
    case unspecified
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// The first accessibility size (AX1).
    case accessibility1
    /// AX2.
    case accessibility2
    /// AX3.
    case accessibility3
    /// AX4.
    case accessibility4
    /// AX5, the largest.
    case accessibility5

    /// Whether the category is one of the accessibility sizes AX1 to AX5 (M-T-06).
    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5: true
        default: false
        }
    }

    /// The short name used in environment ids: `xs s m l xl xxl xxxl ax1` to `ax5`.
    public var shortName: String {
        switch self {
        case .unspecified: ""
        case .xSmall: "xs"
        case .small: "s"
        case .medium: "m"
        case .large: "l"
        case .xLarge: "xl"
        case .xxLarge: "xxl"
        case .xxxLarge: "xxxl"
        case .accessibility1: "ax1"
        case .accessibility2: "ax2"
        case .accessibility3: "ax3"
        case .accessibility4: "ax4"
        case .accessibility5: "ax5"
        }
    }
}

/// The user interface level: base for window content, elevated for sheets, popovers and
/// alerts (M-T-03).
public enum InterfaceLevel: String, Sendable, Hashable, Codable, CaseIterable {
    /// Window content and full-screen presentations.
    case base
    /// Sheets, popovers and alerts.
    case elevated
}
