/// The colors of the wireframes: iOS's light appearance, on the device's own opaque background,
/// so previews read the same on light and dark pages. Plugin drawings use them to match.
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

    /// Creates a palette; every color is an SVG color value such as `#007aff`.
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
        alertBackground: String
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
    }
}
