/// The values of the `modern` behavior (ADAPTIVITY-MODERN.md section 7): iOS 13 to 18 sheets,
/// column-style split views, the iPadOS 18 tab bar, large titles and the appearance traits.
/// Every number the rules mark ⚠ is a field here, never a literal in the engine.
public struct ModernDefaults: Sendable, Hashable {
    /// The iOS version whose version-tagged rules apply (13 to 18).
    public var iosVersion: Int
    /// The first iOS version where `automatic` maps to formSheet rather than pageSheet (M-P-01).
    public var formSheetByDefaultSince: Int
    /// The first iPadOS version with the floating tab bar and the sidebar (M-TB-03).
    public var floatingTabBarSince: Int
    /// Sheet geometry (M-SH).
    public var sheet: SheetMetrics
    /// Column-style split view defaults (M-S).
    public var columns: ColumnMetrics
    /// Tab bar and sidebar metrics (M-TB).
    public var tabs: TabMetrics
    /// Navigation bar additions (M-NB).
    public var navigation: NavigationBarMetrics
    /// Dynamic Type (M-T-05).
    public var dynamicType: DynamicTypeMetrics
    /// The narrowest freely sized iPad window with a regular width (M-D-04).
    public var windowRegularWidthMinimum: Double

    /// Creates modern defaults.
    public init(
        iosVersion: Int,
        formSheetByDefaultSince: Int,
        floatingTabBarSince: Int,
        sheet: SheetMetrics,
        columns: ColumnMetrics,
        tabs: TabMetrics,
        navigation: NavigationBarMetrics,
        dynamicType: DynamicTypeMetrics,
        windowRegularWidthMinimum: Double
    ) {
        self.iosVersion = iosVersion
        self.formSheetByDefaultSince = formSheetByDefaultSince
        self.floatingTabBarSince = floatingTabBarSince
        self.sheet = sheet
        self.columns = columns
        self.tabs = tabs
        self.navigation = navigation
        self.dynamicType = dynamicType
        self.windowRegularWidthMinimum = windowRegularWidthMinimum
    }

    /// The iOS versions the `ios` knob accepts.
    public static let supportedVersions: ClosedRange<Int> = 13...18

    /// The section 7 defaults for iOS 18.
    public static let standard = ModernDefaults(
        iosVersion: 18,
        formSheetByDefaultSince: 18,
        floatingTabBarSince: 18,
        sheet: .standard,
        columns: .standard,
        tabs: .standard,
        navigation: .standard,
        dynamicType: .standard,
        windowRegularWidthMinimum: 678
    )

    /// What `automatic` maps to on this iOS version (M-P-01).
    public var automaticStyle: PresentationStyle {
        iosVersion >= formSheetByDefaultSince ? .formSheet : .pageSheet
    }

    /// Whether an iPad shows the floating tab bar and the sidebar (M-TB-03).
    public var hasFloatingTabBar: Bool { iosVersion >= floatingTabBarSince }
}

/// Sheet geometry (M-SH-02 to M-SH-08).
public struct SheetMetrics: Sendable, Hashable {
    /// How far below the safe-area top a card's large detent starts (M-SH-02).
    public var cardTopInset: Double
    /// The card's top corner radius (M-SH-02); also an iPad sheet's (M-SH-08).
    public var cornerRadius: Double
    /// The medium detent's share of the container height (M-SH-04).
    public var mediumFraction: Double
    /// The top inset of an edge-attached sheet in compact height (M-SH-06).
    public var edgeAttachedTopInset: Double
    /// How many sheets of a stack stay visible (M-SH-07).
    public var visibleStackLevels: Int
    /// A form sheet's size on iPad without a preferred size (M-SH-08).
    public var formSheetSize: Size
    /// A page sheet's width on iPad (M-SH-08: readable width plus margins).
    public var pageSheetWidth: Double
    /// A page sheet's margin beyond the safe area, top and bottom (M-SH-08).
    public var pageSheetVerticalMargin: Double
    /// The margin an iPad sheet keeps from the window edges (M-SH-08).
    public var windowMargin: Double

    /// Creates sheet metrics.
    public init(
        cardTopInset: Double, cornerRadius: Double, mediumFraction: Double, edgeAttachedTopInset: Double,
        visibleStackLevels: Int, formSheetSize: Size, pageSheetWidth: Double, pageSheetVerticalMargin: Double,
        windowMargin: Double
    ) {
        self.cardTopInset = cardTopInset
        self.cornerRadius = cornerRadius
        self.mediumFraction = mediumFraction
        self.edgeAttachedTopInset = edgeAttachedTopInset
        self.visibleStackLevels = visibleStackLevels
        self.formSheetSize = formSheetSize
        self.pageSheetWidth = pageSheetWidth
        self.pageSheetVerticalMargin = pageSheetVerticalMargin
        self.windowMargin = windowMargin
    }

    /// Section 7: card 10 pt below the safe area, corner 10, medium half the height, edge-attached
    /// 10 pt from the top, two visible levels; iPad form 540x620, page 704 wide, margins 20.
    public static let standard = SheetMetrics(
        cardTopInset: 10, cornerRadius: 10, mediumFraction: 0.5, edgeAttachedTopInset: 10,
        visibleStackLevels: 2, formSheetSize: Size(width: 540, height: 620), pageSheetWidth: 704,
        pageSheetVerticalMargin: 20, windowMargin: 20
    )
}

/// Column-style split view metrics (M-S-05, M-S-06).
public struct ColumnMetrics: Sendable, Hashable {
    /// The automatic primary column width.
    public var primaryWidth: Double
    /// The automatic supplementary column width.
    public var supplementaryWidth: Double
    /// The divider between tiled columns.
    public var dividerWidth: Double
    /// The narrowest landscape triple-column split that tiles all three columns (M-S-05).
    public var tripleTileMinimumWidth: Double
    /// The column UIKit proposes as the top column when collapsing (M-S-02).
    public var proposedTopColumn: SplitColumn

    /// Creates column metrics.
    public init(primaryWidth: Double, supplementaryWidth: Double, dividerWidth: Double, tripleTileMinimumWidth: Double, proposedTopColumn: SplitColumn) {
        self.primaryWidth = primaryWidth
        self.supplementaryWidth = supplementaryWidth
        self.dividerWidth = dividerWidth
        self.tripleTileMinimumWidth = tripleTileMinimumWidth
        self.proposedTopColumn = proposedTopColumn
    }

    /// Section 7: 320 and 320 wide, 1 pt divider, three tiled columns from 1280 pt, secondary proposed.
    public static let standard = ColumnMetrics(
        primaryWidth: 320, supplementaryWidth: 320, dividerWidth: 1, tripleTileMinimumWidth: 1280, proposedTopColumn: .secondary
    )
}

/// Tab bar and sidebar metrics (M-TB).
public struct TabMetrics: Sendable, Hashable {
    /// The band of the floating tab bar at the top on iPad (M-TB-03).
    public var floatingBarHeight: Double
    /// The bottom tab bar on iPad before the floating bar (M-TB-02).
    public var padBarHeight: Double
    /// The tab bar in compact height on iPhone (M-TB-01).
    public var compactHeightBarHeight: Double
    /// The sidebar width (M-TB-05).
    public var sidebarWidth: Double

    /// Creates tab metrics.
    public init(floatingBarHeight: Double, padBarHeight: Double, compactHeightBarHeight: Double, sidebarWidth: Double) {
        self.floatingBarHeight = floatingBarHeight
        self.padBarHeight = padBarHeight
        self.compactHeightBarHeight = compactHeightBarHeight
        self.sidebarWidth = sidebarWidth
    }

    /// Section 7: floating band 50, iPad bottom bar 50, compact height 32, sidebar 320.
    public static let standard = TabMetrics(floatingBarHeight: 50, padBarHeight: 50, compactHeightBarHeight: 32, sidebarWidth: 320)
}

/// Navigation bar additions (M-NB).
public struct NavigationBarMetrics: Sendable, Hashable {
    /// The large-title band under the bar (M-NB-01).
    public var largeTitleHeight: Double
    /// The stacked search field under the title (M-NB-02).
    public var searchFieldHeight: Double

    /// Creates navigation bar metrics.
    public init(largeTitleHeight: Double, searchFieldHeight: Double) {
        self.largeTitleHeight = largeTitleHeight
        self.searchFieldHeight = searchFieldHeight
    }

    /// M-NB-01, M-NB-02: 52 and 52.
    public static let standard = NavigationBarMetrics(largeTitleHeight: 52, searchFieldHeight: 52)
}

/// Dynamic Type (M-T-05).
public struct DynamicTypeMetrics: Sendable, Hashable {
    /// The body text size of each category.
    public var bodySizes: [ContentSizeCategory: Double]
    /// The row height at the default category.
    public var defaultRowHeight: Double

    /// Creates Dynamic Type metrics.
    public init(bodySizes: [ContentSizeCategory: Double], defaultRowHeight: Double) {
        self.bodySizes = bodySizes
        self.defaultRowHeight = defaultRowHeight
    }

    /// The HIG body sizes (AX values ⚠) and 44 pt rows.
    public static let standard = DynamicTypeMetrics(
        bodySizes: [
            .xSmall: 14, .small: 15, .medium: 16, .large: 17, .xLarge: 19, .xxLarge: 21, .xxxLarge: 23,
            .accessibility1: 28, .accessibility2: 33, .accessibility3: 40, .accessibility4: 47, .accessibility5: 53,
        ],
        defaultRowHeight: 44
    )

    /// The body size of `category`; the default category's when unspecified.
    public func bodySize(_ category: ContentSizeCategory) -> Double {
        bodySizes[category] ?? bodySizes[.large] ?? 17
    }

    /// A self-sizing row's height: round(44 x body / 17) (M-T-05).
    public func rowHeight(_ category: ContentSizeCategory) -> Double {
        (defaultRowHeight * bodySize(category) / bodySize(.large)).rounded()
    }
}
