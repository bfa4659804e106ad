/// The style a split view controller is created with (M-S-01).
public enum SplitStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// The classic split of S-*: `init(nibName:bundle:)`, no columns API.
    case unspecified
    /// Primary and secondary columns.
    case doubleColumn
    /// Primary, supplementary and secondary columns.
    case tripleColumn
}

/// A column of a column-style split view controller (M-S-01).
public enum SplitColumn: String, Sendable, Hashable, Codable, CaseIterable {
    /// The leading column.
    case primary
    /// The middle column of a triple-column split.
    case supplementary
    /// The trailing column.
    case secondary
    /// The controller shown alone when collapsed.
    case compact
}

/// How the columns of an expanded column-style split share the width (M-S-04, M-S-05).
public enum SplitBehavior: String, Sendable, Hashable, Codable, CaseIterable {
    /// The engine's choice by width and aspect (M-S-05); never reported.
    case automatic
    /// Side by side.
    case tile
    /// The sidebars over the full-width secondary.
    case overlay
    /// The sidebars push the secondary toward the trailing edge.
    case displace
}
