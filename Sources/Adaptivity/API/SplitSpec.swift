/// The fields of a split view controller: classic (S-*) or column style (M-S).
public struct SplitSpec: Sendable, Hashable {
    /// The primary (master) column.
    public var primary: ControllerSpec
    /// The secondary (detail) column, if any.
    public var secondary: ControllerSpec?
    /// The preferred display mode (S-07).
    public var displayMode: SplitDisplayMode
    /// The preferred primary column width (S-08).
    public var primaryWidth: PrimaryWidthSpec
    /// What the delegate does on collapse (S-04).
    public var onCollapse: CollapseBehavior
    /// The controller the delegate supplies as secondary on expansion, if any (S-05).
    public var expansionPlaceholder: ControllerSpec?
    /// The column style (M-S-01); `unspecified` is the classic split.
    public var style: SplitStyle
    /// The supplementary column of a triple-column split (M-S-01).
    public var supplementary: ControllerSpec?
    /// The controller shown alone when collapsed (M-S-02).
    public var compact: ControllerSpec?
    /// The split behavior (M-S-04, M-S-05).
    public var splitBehavior: SplitBehavior
    /// What the delegate's `topColumnForCollapsingToProposedTopColumn` answers; nil proposes (M-S-02).
    public var topColumn: SplitColumn?
    /// The preferred supplementary column width (M-S-06).
    public var supplementaryWidth: PrimaryWidthSpec
    /// What the delegate's `displayModeForExpandingToProposedDisplayMode` answers; nil keeps the
    /// proposed mode (M-S-03).
    public var expansionDisplayMode: SplitDisplayMode?
    /// The `hide(_:)` and `show(_:)` calls made on the split, in order, once it has collapsed or
    /// expanded (M-S-08).
    public var columnActions: [ColumnAction]

    /// Creates a split spec.
    public init(
        primary: ControllerSpec,
        secondary: ControllerSpec?,
        displayMode: SplitDisplayMode = .automatic,
        primaryWidth: PrimaryWidthSpec = PrimaryWidthSpec(),
        onCollapse: CollapseBehavior = .automatic,
        expansionPlaceholder: ControllerSpec? = nil,
        style: SplitStyle = .unspecified,
        supplementary: ControllerSpec? = nil,
        compact: ControllerSpec? = nil,
        splitBehavior: SplitBehavior = .automatic,
        topColumn: SplitColumn? = nil,
        supplementaryWidth: PrimaryWidthSpec = PrimaryWidthSpec(),
        expansionDisplayMode: SplitDisplayMode? = nil,
        columnActions: [ColumnAction] = []
    ) {
        self.primary = primary
        self.secondary = secondary
        self.displayMode = displayMode
        self.primaryWidth = primaryWidth
        self.onCollapse = onCollapse
        self.expansionPlaceholder = expansionPlaceholder
        self.style = style
        self.supplementary = supplementary
        self.compact = compact
        self.splitBehavior = splitBehavior
        self.topColumn = topColumn
        self.supplementaryWidth = supplementaryWidth
        self.expansionDisplayMode = expansionDisplayMode
        self.columnActions = columnActions
    }
}

/// The display modes of a classic split view controller (S-07).
public enum SplitDisplayMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// The engine's default per the behavior (never reported).
    case automatic
    /// Both columns side by side (iOS 14: oneBesideSecondary).
    case allVisible
    /// The primary over the secondary (iOS 14: oneOverSecondary).
    case primaryOverlay
    /// Only the secondary (iOS 14: secondaryOnly).
    case primaryHidden
    /// Column style: only the secondary (M-S-04).
    case secondaryOnly
    /// Column style: one sidebar beside the secondary (M-S-04).
    case oneBesideSecondary
    /// Column style: one sidebar over the secondary (M-S-04).
    case oneOverSecondary
    /// Column style, triple only: two sidebars beside the secondary (M-S-04).
    case twoBesideSecondary
    /// Column style, triple only: two sidebars over the secondary (M-S-04).
    case twoOverSecondary
    /// Column style, triple only: two sidebars displacing the secondary (M-S-04).
    case twoDisplaceSecondary
}

/// The preferred primary column width: a fraction of the split's width clamped to a range (S-08).
public struct PrimaryWidthSpec: Sendable, Hashable {
    /// The fraction of the split's width; nil means automatic.
    public var fraction: Double?
    /// The minimum width in points; nil means automatic.
    public var minimum: Double?
    /// The maximum width in points; nil means automatic.
    public var maximum: Double?

    /// Creates a width spec; every field defaults to automatic.
    public init(fraction: Double? = nil, minimum: Double? = nil, maximum: Double? = nil) {
        self.fraction = fraction
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// What the split view's delegate does with the secondary on collapse (S-04).
public enum CollapseBehavior: String, Sendable, Hashable, Codable {
    /// No delegate: the primary's collapseSecondaryViewController decides.
    case automatic
    /// The delegate returns YES: the secondary is discarded.
    case discardSecondary
}
