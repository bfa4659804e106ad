/// The measurements the engine lays alerts and action sheets out with (A-01, A-02, section 13).
///
/// UIKit sizes an alert from its text; the engine estimates text with an average character width,
/// so the height is a documented formula rather than a measurement:
///
/// - a text of `n` characters on a line of `w` points takes `ceil(n × characterWidth / w)` lines,
///   at least one, each explicit line break starting a new line;
/// - the header (title and message) is `2 × headerPadding + titleLines × titleLineHeight +
///   messageLines × messageLineHeight`, plus `titleMessageSpacing` when both are present, and
///   nothing when there is neither;
/// - an alert with exactly two actions shows them side by side in one row of `buttonHeight`,
///   otherwise one row per action;
/// - an action sheet shows one row per action (`actionSheetButtonHeight` as a sheet,
///   `buttonHeight` in a popover), the cancel action as a sheet in its own group below a
///   `actionSheetCancelSpacing` gap.
public struct AlertMetrics: Sendable, Hashable {
    /// The width of an alert.
    public var alertWidth: Double
    /// The content width of an action sheet shown as a popover.
    public var actionSheetPopoverWidth: Double
    /// The distance between an action sheet shown as a sheet and the window edges; also the
    /// smallest distance between an alert and the window's top and bottom edges.
    public var screenEdgeMargin: Double
    /// The horizontal inset of the title and message.
    public var textInset: Double
    /// The space above the title and below the message.
    public var headerPadding: Double
    /// The height of one line of the title.
    public var titleLineHeight: Double
    /// The average width of one title character.
    public var titleCharacterWidth: Double
    /// The height of one line of the message.
    public var messageLineHeight: Double
    /// The average width of one message character.
    public var messageCharacterWidth: Double
    /// The space between the title and the message.
    public var titleMessageSpacing: Double
    /// The height of a button row of an alert or of an action sheet in a popover.
    public var buttonHeight: Double
    /// The height of a button row of an action sheet shown as a sheet.
    public var actionSheetButtonHeight: Double
    /// The gap above the cancel group of an action sheet shown as a sheet.
    public var actionSheetCancelSpacing: Double

    /// Creates alert metrics.
    public init(
        alertWidth: Double,
        actionSheetPopoverWidth: Double,
        screenEdgeMargin: Double,
        textInset: Double,
        headerPadding: Double,
        titleLineHeight: Double,
        titleCharacterWidth: Double,
        messageLineHeight: Double,
        messageCharacterWidth: Double,
        titleMessageSpacing: Double,
        buttonHeight: Double,
        actionSheetButtonHeight: Double,
        actionSheetCancelSpacing: Double
    ) {
        self.alertWidth = alertWidth
        self.actionSheetPopoverWidth = actionSheetPopoverWidth
        self.screenEdgeMargin = screenEdgeMargin
        self.textInset = textInset
        self.headerPadding = headerPadding
        self.titleLineHeight = titleLineHeight
        self.titleCharacterWidth = titleCharacterWidth
        self.messageLineHeight = messageLineHeight
        self.messageCharacterWidth = messageCharacterWidth
        self.titleMessageSpacing = titleMessageSpacing
        self.buttonHeight = buttonHeight
        self.actionSheetButtonHeight = actionSheetButtonHeight
        self.actionSheetCancelSpacing = actionSheetCancelSpacing
    }

    /// The values of behavior `classic`: alerts 270 pt wide, action sheets 8 pt from the window
    /// edges (section 13); the popover width, text and row values are the engine's estimates of
    /// iOS 8's layout, not measurements.
    public static let classic = AlertMetrics(
        alertWidth: 270,
        actionSheetPopoverWidth: 304,
        screenEdgeMargin: 8,
        textInset: 16,
        headerPadding: 20,
        titleLineHeight: 22,
        titleCharacterWidth: 9,
        messageLineHeight: 18,
        messageCharacterWidth: 7,
        titleMessageSpacing: 4,
        buttonHeight: 44,
        actionSheetButtonHeight: 57,
        actionSheetCancelSpacing: 8
    )
}
