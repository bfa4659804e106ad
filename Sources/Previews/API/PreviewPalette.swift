/// The colors of the wireframes: iOS's light appearance (``standard``) or its dark appearance
/// (``dark``), on the device's own opaque background, so previews read the same on light and dark
/// pages. Plugin drawings use them to match.
public struct PreviewPalette: Sendable, Hashable {
    /// The device frame around the screen.
    public var bezel: String
    /// The screen and the background of plain views.
    public var background: String
    /// The background of grouped tables and forms.
    public var groupedBackground: String
    /// Navigation bars, toolbars, tab bars and search bars.
    public var bar: String
    /// Hairlines under and over bars.
    public var barHairline: String
    /// Table separators and split dividers.
    public var separator: String
    /// Buttons, bar items and the selected tab.
    public var tint: String
    /// Destructive actions and the map pin.
    public var destructive: String
    /// Titles.
    public var text: String
    /// Placeholder titles, unselected tabs and captions.
    public var secondaryText: String
    /// Wireframe placeholders for text and thumbnails.
    public var placeholder: String
    /// A lighter placeholder for secondary text and fields.
    public var lightPlaceholder: String
    /// Alert and action sheet backgrounds.
    public var alertBackground: String
    /// The cells of grouped tables and forms, on ``groupedBackground``.
    public var groupedCell: String
    /// The field of a search bar.
    public var searchField: String
    /// The backdrop of image placeholders.
    public var imageBackground: String
    /// The labels and icons of unselected tabs.
    public var unselectedTab: String
    /// The home indicator.
    public var homeIndicator: String
    /// What shows behind a presenter pushed back by a card sheet (M-SH-03).
    public var pushedBackBackdrop: String
    /// A sheet's grabber.
    public var grabber: String

    /// The standard palette.
    public static let standard = PreviewPalette(
        bezel: "#1c1c1e",
        background: "#ffffff",
        groupedBackground: "#efeff4",
        bar: "#f7f7f7",
        barHairline: "#a7a7aa",
        separator: "#c8c7cc",
        tint: "#007aff",
        destructive: "#ff3b30",
        text: "#000000",
        secondaryText: "#8e8e93",
        placeholder: "#d1d1d6",
        lightPlaceholder: "#e5e5ea",
        alertBackground: "#f4f4f6"
    )

    /// iOS's dark appearance: the system colors' dark values (black backgrounds, elevated grays,
    /// the brighter dark tint and red), for environments whose `userInterfaceStyle` is dark; the
    /// device is drawn lighter than the screen, so dark sheets keep their edges.
    public static let dark = PreviewPalette(
        bezel: "#3a3a3c",
        background: "#000000",
        groupedBackground: "#000000",
        bar: "#161618",
        barHairline: "#3d3d41",
        separator: "#38383a",
        tint: "#0a84ff",
        destructive: "#ff453a",
        text: "#ffffff",
        secondaryText: "#98989f",
        placeholder: "#48484a",
        lightPlaceholder: "#3a3a3c",
        alertBackground: "#2c2c2e",
        groupedCell: "#1c1c1e",
        searchField: "#1c1c1e",
        imageBackground: "#1c1c1e",
        unselectedTab: "#8e8e93",
        homeIndicator: "#ffffff",
        pushedBackBackdrop: "#000000",
        grabber: "#5b5b60"
    )

    /// The dark appearance's elevated colors, for sheets, popovers and alerts (M-T-03: the
    /// `elevated` interface level lifts their backgrounds to dark gray).
    public static let darkElevated: PreviewPalette = {
        var palette = PreviewPalette.dark
        palette.background = "#1c1c1e"
        palette.groupedBackground = "#1c1c1e"
        palette.groupedCell = "#2c2c2e"
        palette.bar = "#232325"
        palette.searchField = "#2c2c2e"
        palette.imageBackground = "#2c2c2e"
        return palette
    }()

    /// iOS's light appearance with Increase Contrast on (M-T-01 `accessibilityContrast` high): the
    /// accessible values of the system colors (darker separators, hairlines, gray text and
    /// placeholders; the deeper blue and red); black text and white backgrounds stay.
    public static let highContrast: PreviewPalette = {
        var palette = PreviewPalette.standard
        palette.barHairline = "#6c6c70"
        palette.separator = "#aeaeb2"
        palette.tint = "#0040dd"
        palette.destructive = "#d70015"
        palette.secondaryText = "#6c6c70"
        palette.placeholder = "#bcbcc0"
        palette.lightPlaceholder = "#d8d8dc"
        palette.unselectedTab = "#6c6c70"
        palette.grabber = "#8e8e93"
        return palette
    }()

    /// iOS's dark appearance with Increase Contrast on: the accessible dark values (lighter
    /// separators, hairlines, gray text and placeholders; the brighter blue and red).
    public static let darkHighContrast: PreviewPalette = {
        var palette = PreviewPalette.dark
        palette.barHairline = "#6c6c70"
        palette.separator = "#5a5a5e"
        palette.tint = "#409cff"
        palette.destructive = "#ff6961"
        palette.secondaryText = "#aeaeb2"
        palette.placeholder = "#6c6c70"
        palette.lightPlaceholder = "#5a5a5e"
        palette.unselectedTab = "#aeaeb2"
        palette.grabber = "#8e8e93"
        return palette
    }()

    /// ``darkHighContrast`` at the `elevated` interface level: the accessible elevated grays.
    public static let darkHighContrastElevated: PreviewPalette = {
        var palette = PreviewPalette.darkHighContrast
        palette.background = "#242426"
        palette.groupedBackground = "#242426"
        palette.groupedCell = "#363638"
        palette.bar = "#2a2a2c"
        palette.searchField = "#363638"
        palette.imageBackground = "#363638"
        return palette
    }()

    /// The palette of an appearance: `dark` selects the dark colors, `highContrast` their
    /// accessible values.
    public static func of(dark: Bool, highContrast: Bool) -> PreviewPalette {
        switch (dark, highContrast) {
        case (false, false): .standard
        case (false, true): .highContrast
        case (true, false): .dark
        case (true, true): .darkHighContrast
        }
    }

    /// The colors of content at the `elevated` interface level: ``darkElevated`` for ``dark``,
    /// ``darkHighContrastElevated`` for ``darkHighContrast``, the same colors otherwise (the light
    /// appearance does not change with the level).
    public var elevated: PreviewPalette {
        if self == .dark { return .darkElevated }
        if self == .darkHighContrast { return .darkHighContrastElevated }
        return self
    }

    /// Creates a palette; every color is an SVG color value such as `#007aff`. The colors added
    /// after `alertBackground` default to the light appearance's.
    public init(
        bezel: String,
        background: String,
        groupedBackground: String,
        bar: String,
        barHairline: String,
        separator: String,
        tint: String,
        destructive: String,
        text: String,
        secondaryText: String,
        placeholder: String,
        lightPlaceholder: String,
        alertBackground: String,
        groupedCell: String = "#ffffff",
        searchField: String = "#e3e3e8",
        imageBackground: String = "#f2f2f7",
        unselectedTab: String = "#929292",
        homeIndicator: String = "#000000",
        pushedBackBackdrop: String = "#000000",
        grabber: String = "#c4c4c7"
    ) {
        self.bezel = bezel
        self.background = background
        self.groupedBackground = groupedBackground
        self.bar = bar
        self.barHairline = barHairline
        self.separator = separator
        self.tint = tint
        self.destructive = destructive
        self.text = text
        self.secondaryText = secondaryText
        self.placeholder = placeholder
        self.lightPlaceholder = lightPlaceholder
        self.alertBackground = alertBackground
        self.groupedCell = groupedCell
        self.searchField = searchField
        self.imageBackground = imageBackground
        self.unselectedTab = unselectedTab
        self.homeIndicator = homeIndicator
        self.pushedBackBackdrop = pushedBackBackdrop
        self.grabber = grabber
    }
}
