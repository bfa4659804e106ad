import Adaptivity

/// The names the content language gives to the engine's enumerations, in the order messages list them.
enum ValueNames {
    /// Split display modes; the iOS 14 names are aliases (S-07).
    static let displayModes: KeyValuePairs<String, SplitDisplayMode> = [
        "automatic": .automatic,
        "allVisible": .allVisible,
        "primaryOverlay": .primaryOverlay,
        "primaryHidden": .primaryHidden,
        "oneBesideSecondary": .allVisible,
        "oneOverSecondary": .primaryOverlay,
        "secondaryOnly": .primaryHidden,
        "twoBesideSecondary": .twoBesideSecondary,
        "twoOverSecondary": .twoOverSecondary,
        "twoDisplaceSecondary": .twoDisplaceSecondary,
    ]

    /// Split view styles (M-S-01).
    static let splitStyles: KeyValuePairs<String, SplitStyle> = [
        "unspecified": .unspecified,
        "doubleColumn": .doubleColumn,
        "tripleColumn": .tripleColumn,
    ]

    /// Split behaviors of a column-style split (M-S-04).
    static let splitBehaviors: KeyValuePairs<String, SplitBehavior> = [
        "automatic": .automatic,
        "tile": .tile,
        "overlay": .overlay,
        "displace": .displace,
    ]

    /// The columns a collapsing split may put on top (M-S-02).
    static let topColumns: KeyValuePairs<String, SplitColumn> = [
        "primary": .primary,
        "supplementary": .supplementary,
        "secondary": .secondary,
    ]

    /// The columns `hide` and `show` name (M-S-08); `compact` is read to be reported.
    static let columnActionColumns: KeyValuePairs<String, SplitColumn> = [
        "primary": .primary,
        "supplementary": .supplementary,
        "secondary": .secondary,
        "compact": .compact,
    ]

    /// Tab bar controller modes (M-TB-04).
    static let tabsModes: KeyValuePairs<String, TabsMode> = [
        "automatic": .automatic,
        "tabBar": .tabBar,
        "tabSidebar": .tabSidebar,
    ]

    /// Large title display modes (M-NB-01).
    static let largeTitleDisplayModes: KeyValuePairs<String, LargeTitleDisplayMode> = [
        "automatic": .automatic,
        "always": .always,
        "never": .never,
    ]

    /// User interface styles a variant applies to (M-T-06).
    static let userInterfaceStyles: KeyValuePairs<String, UserInterfaceStyle> = [
        "light": .light,
        "dark": .dark,
        "any": .unspecified,
    ]

    /// Contrasts a variant applies to (M-T-06).
    static let contrasts: KeyValuePairs<String, Contrast> = [
        "normal": .normal,
        "high": .high,
        "any": .unspecified,
    ]

    /// Layout directions a variant applies to (M-T-06).
    static let layoutDirections: KeyValuePairs<String, LayoutDirection> = [
        "leftToRight": .leftToRight,
        "rightToLeft": .rightToLeft,
        "ltr": .leftToRight,
        "rtl": .rightToLeft,
        "any": .unspecified,
    ]

    /// Content size categories a variant applies to (M-T-05, M-T-06); `accessibility` (any of
    /// AX1 to AX5) is read separately.
    static let contentSizes: KeyValuePairs<String, ContentSizeCategory> = [
        "xSmall": .xSmall,
        "small": .small,
        "medium": .medium,
        "large": .large,
        "xLarge": .xLarge,
        "xxLarge": .xxLarge,
        "xxxLarge": .xxxLarge,
        "accessibility1": .accessibility1,
        "accessibility2": .accessibility2,
        "accessibility3": .accessibility3,
        "accessibility4": .accessibility4,
        "accessibility5": .accessibility5,
        "any": .unspecified,
    ]

    /// What a split's delegate does on collapse.
    static let collapseBehaviors: KeyValuePairs<String, CollapseBehavior> = [
        "automatic": .automatic,
        "discardSecondary": .discardSecondary,
    ]

    /// What a view's `disclosure` says of its rows' disclosure indicators.
    static let disclosures: KeyValuePairs<String, Disclosure> = [
        "true": .shown,
        "false": .hidden,
        "show": .tapSends(.show),
        "showDetail": .tapSends(.showDetail),
    ]

    /// Page spine locations.
    static let spines: KeyValuePairs<String, SpineLocation> = [
        "automatic": .automatic,
        "min": .min,
        "mid": .mid,
        "max": .max,
    ]

    /// Alert styles.
    static let alertStyles: KeyValuePairs<String, AlertStyle> = [
        "alert": .alert,
        "actionSheet": .actionSheet,
    ]

    /// Alert button styles.
    static let alertActionStyles: KeyValuePairs<String, AlertActionStyle> = [
        "default": .default,
        "cancel": .cancel,
        "destructive": .destructive,
    ]

    /// Presentation styles a screen may request (`none` is only an adaptation result).
    static let presentationStyles: KeyValuePairs<String, PresentationStyle> = [
        "automatic": .automatic,
        "fullScreen": .fullScreen,
        "pageSheet": .pageSheet,
        "formSheet": .formSheet,
        "currentContext": .currentContext,
        "overFullScreen": .overFullScreen,
        "overCurrentContext": .overCurrentContext,
        "popover": .popover,
        "custom": .custom,
    ]

    /// The presentation delegate's adaptive style answers.
    static let adaptiveStyles: KeyValuePairs<String, AdaptiveStyle> = [
        "automatic": .automatic,
        "none": .none,
        "fullScreen": .fullScreen,
        "overFullScreen": .overFullScreen,
    ]

    /// Popover arrow directions.
    static let arrowDirections: KeyValuePairs<String, ArrowDirection> = [
        "up": .up,
        "down": .down,
        "left": .left,
        "right": .right,
    ]

    /// The wrapper of an adapted presentation: whether it is a navigation controller.
    static let adaptedWrappers: KeyValuePairs<String, Bool> = [
        "navigation": true,
        "none": false,
    ]

    /// Size classes an override forces.
    static let overrideSizeClasses: KeyValuePairs<String, SizeClass> = [
        "compact": .compact,
        "regular": .regular,
    ]

    /// Size classes a variant applies to; `any` is Interface Builder's Any.
    static let variantSizeClasses: KeyValuePairs<String, SizeClass> = [
        "compact": .compact,
        "regular": .regular,
        "any": .unspecified,
    ]
}
