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
