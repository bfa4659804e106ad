/// A rule set: every default the rules leave open, by name (ADAPTIVITY.md section 13).
///
/// Another iOS rule set is another value of this type, not a fork of the engine.
public struct Behavior: Sendable, Hashable {
    /// The name used on the command line and in `sizeboard.yml`.
    public var name: String
    /// The presentation defaults: adaptation targets, sheet and popover sizes, alert metrics,
    /// whether navigation controllers define a presentation context (P-*, PO-*, A-*).
    public var presentation: PresentationDefaults
    /// The status bar height on a device without a notch (B-01).
    public var statusBarHeight: Double
    /// Whether a vertically compact environment hides the status bar (B-01).
    public var hidesStatusBarInCompactHeight: Bool
    /// The navigation bar height when the vertical size class is regular (B-02).
    public var navigationBarHeight: Double
    /// The navigation bar height when the vertical size class is compact (B-02).
    public var compactHeightNavigationBarHeight: Double
    /// The toolbar height when the vertical size class is regular (B-02).
    public var toolbarHeight: Double
    /// The toolbar height when the vertical size class is compact (B-02).
    public var compactHeightToolbarHeight: Double
    /// The tab bar height (B-03).
    public var tabBarHeight: Double
    /// The width of a bar button item, used to place popover sources on bars.
    public var barItemWidth: Double
    /// The primary column width when `primaryWidth` leaves the fraction automatic (S-08).
    public var splitPrimaryWidth: Double
    /// The automatic minimum primary column width (S-08).
    public var splitMinimumPrimaryWidth: Double
    /// The automatic maximum primary column width (S-08).
    public var splitMaximumPrimaryWidth: Double
    /// The width of the divider between split columns.
    public var splitDividerWidth: Double
    /// What the `automatic` display mode of an expanded split resolves to (S-07).
    public var automaticDisplayMode: AutomaticDisplayModeRule
    /// What `spine: automatic` resolves to (PG-01, PG-03).
    public var automaticSpine: AutomaticSpineRule
    /// How two equally specific matching variants that disagree are reported (IB-02).
    public var ambiguousVariantsSeverity: Severity
    /// How deep a controller hierarchy may nest before the engine stops descending.
    public var maximumHierarchyDepth: Int
    /// The iOS 13 to 18 rules (ADAPTIVITY-MODERN.md); nil under `classic`.
    public var modern: ModernDefaults?

    /// Creates a behavior.
    public init(
        name: String,
        presentation: PresentationDefaults,
        statusBarHeight: Double,
        hidesStatusBarInCompactHeight: Bool,
        navigationBarHeight: Double,
        compactHeightNavigationBarHeight: Double,
        toolbarHeight: Double,
        compactHeightToolbarHeight: Double,
        tabBarHeight: Double,
        barItemWidth: Double,
        splitPrimaryWidth: Double,
        splitMinimumPrimaryWidth: Double,
        splitMaximumPrimaryWidth: Double,
        splitDividerWidth: Double,
        automaticDisplayMode: AutomaticDisplayModeRule,
        automaticSpine: AutomaticSpineRule,
        ambiguousVariantsSeverity: Severity,
        maximumHierarchyDepth: Int,
        modern: ModernDefaults? = nil
    ) {
        self.name = name
        self.presentation = presentation
        self.statusBarHeight = statusBarHeight
        self.hidesStatusBarInCompactHeight = hidesStatusBarInCompactHeight
        self.navigationBarHeight = navigationBarHeight
        self.compactHeightNavigationBarHeight = compactHeightNavigationBarHeight
        self.toolbarHeight = toolbarHeight
        self.compactHeightToolbarHeight = compactHeightToolbarHeight
        self.tabBarHeight = tabBarHeight
        self.barItemWidth = barItemWidth
        self.splitPrimaryWidth = splitPrimaryWidth
        self.splitMinimumPrimaryWidth = splitMinimumPrimaryWidth
        self.splitMaximumPrimaryWidth = splitMaximumPrimaryWidth
        self.splitDividerWidth = splitDividerWidth
        self.automaticDisplayMode = automaticDisplayMode
        self.automaticSpine = automaticSpine
        self.ambiguousVariantsSeverity = ambiguousVariantsSeverity
        self.maximumHierarchyDepth = maximumHierarchyDepth
        self.modern = modern
    }

    /// The seed talks' iOS 8 semantics (section 13): status bar 20 pt (the safe-area top on
    /// notched devices), hidden in compact height; navigation bar and toolbar 44 pt, 32 pt in
    /// compact height; tab bar 49 pt; bottom bars above the
    /// device's bottom safe-area inset (B-04); primary column 320 pt (automatic range 0 to 320), 1 pt
    /// divider, `automatic` = allVisible when wider than tall; spine mid with two pages in
    /// landscape regular width; ambiguous variants are errors.
    public static let classic = Behavior(
        name: "classic",
        presentation: .classic,
        statusBarHeight: 20,
        hidesStatusBarInCompactHeight: true,
        navigationBarHeight: 44,
        compactHeightNavigationBarHeight: 32,
        toolbarHeight: 44,
        compactHeightToolbarHeight: 32,
        tabBarHeight: 49,
        barItemWidth: 44,
        splitPrimaryWidth: 320,
        splitMinimumPrimaryWidth: 0,
        splitMaximumPrimaryWidth: 320,
        splitDividerWidth: 1,
        automaticDisplayMode: .allVisibleWhenLandscape,
        automaticSpine: .midInPadLandscape,
        ambiguousVariantsSeverity: .error,
        maximumHierarchyDepth: 64
    )

    /// iOS 13 to 18 (ADAPTIVITY-MODERN.md section 7) on iOS 18: `automatic` presentations,
    /// cards and iPad sheets, column-style split views, the floating iPad tab bar, large titles
    /// and the appearance traits; everything else as `classic`.
    public static let modern = Behavior.modern(ios: ModernDefaults.standard.iosVersion)

    /// The modern behavior on `ios` (13 to 18; other versions are clamped into that range).
    public static func modern(ios: Int) -> Behavior {
        var behavior = Behavior.classic
        behavior.name = "modern"
        behavior.presentation = .modern
        var modern = ModernDefaults.standard
        modern.iosVersion = min(max(ios, ModernDefaults.supportedVersions.lowerBound), ModernDefaults.supportedVersions.upperBound)
        behavior.presentation.automaticStyle = modern.automaticStyle
        behavior.modern = modern
        return behavior
    }

    /// Every behavior the engine ships.
    public static let all: [Behavior] = [.classic, .modern]

    /// The shipped behavior called `name`, if any.
    public static func named(_ name: String) -> Behavior? {
        all.first { $0.name == name }
    }

    /// The shipped behavior called `name` on `ios` when it has version-tagged rules; nil for an
    /// unknown name.
    public static func named(_ name: String, ios: Int?) -> Behavior? {
        guard let behavior = named(name) else { return nil }
        guard let ios, behavior.modern != nil else { return behavior }
        return .modern(ios: ios)
    }

    /// The iOS version the behavior's rules follow: nil for `classic`.
    public var iosVersion: Int? { modern?.iosVersion }
}

/// How an expanded split's `automatic` display mode resolves (S-07).
public enum AutomaticDisplayModeRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// allVisible when the split is wider than it is tall, primaryHidden otherwise (iPad classic).
    case allVisibleWhenLandscape
    /// Always allVisible.
    case alwaysAllVisible

    /// The display mode of an expanded split of `size`.
    public func displayMode(for size: Size) -> SplitDisplayMode {
        switch self {
        case .allVisibleWhenLandscape: size.width > size.height ? .allVisible : .primaryHidden
        case .alwaysAllVisible: .allVisible
        }
    }
}

/// How `spine: automatic` resolves (PG-01, PG-03).
public enum AutomaticSpineRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// The Page-Based Application template's delegate (PG-03): portrait or iPhone -> min with one
    /// page; landscape iPad -> mid with two pages. An iPhone in landscape, even one with regular
    /// width (Plus and Pro Max), keeps one page.
    case midInPadLandscape
    /// Always min with one page.
    case alwaysMin

    /// The spine of a page controller of `size` on a device of `idiom`.
    public func spine(for size: Size, idiom: Idiom) -> SpineLocation {
        switch self {
        case .midInPadLandscape: idiom == .pad && size.width > size.height ? .mid : .min
        case .alwaysMin: .min
        }
    }
}
