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

    /// The colors of content at the `elevated` interface level: ``darkElevated`` for ``dark``,
    /// the same colors otherwise (the light appearance does not change with the level).
    public var elevated: PreviewPalette {
        self == .dark ? .darkElevated : self
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
