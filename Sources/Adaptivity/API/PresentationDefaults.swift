/// The presentation values the rules leave open (ADAPTIVITY.md section 13), for one behavior.
///
/// Every value the presentation rules need and UIKit does not document is a field here, so a
/// later rule set is another value rather than a fork.
public struct PresentationDefaults: Sendable, Hashable {
    /// The style of a presentation whose spec names none and whose controller implies none (P-02).
    public var defaultStyle: PresentationStyle
    /// What each style becomes when adaptation is triggered and no delegate answers (P-04);
    /// a style that is not a key here does not adapt.
    public var adaptations: [PresentationStyle: PresentationStyle]
    /// The traits of the presenting environment that trigger adaptation (P-05, P-06).
    public var adaptationTrigger: AdaptationTrigger
    /// Whether the delegate's answer (`adaptive:`) counts only when adaptation is triggered (P-07);
    /// false makes it count in every environment, as an unconditional iOS 8.3 answer does (P-08).
    public var consultsDelegateOnlyWhenTriggered: Bool
    /// The styles a delegate or a custom presentation may adapt to; any other answer counts as no
    /// adaptation (P-07, P-08).
    public var adaptiveTargets: Set<PresentationStyle>
    /// The form sheet's size when the presented controller has no preferred size (P-03).
    public var formSheetSize: Size
    /// Whether a form sheet takes the presented controller's preferred size (P-03).
    public var formSheetHonorsPreferredSize: Bool
    /// Whether form and page sheets dim what lies behind them (P-03).
    public var sheetsDimBackground: Bool
    /// The popover layout margin on each edge of the window (PO-04).
    public var popoverLayoutMargin: Double
    /// How far a popover's arrow reaches from its content to its source (PO-05).
    public var popoverArrowLength: Double
    /// The width of a popover whose content has no preferred size; the height is all the room
    /// available (PO-06).
    public var popoverDefaultWidth: Double
    /// Whether a popover dims what lies behind it (PO-09).
    public var popoverDimsBackground: Bool
    /// Whether an active search controller dims the content it covers (UISearchController's
    /// `dimsBackgroundDuringPresentation`, YES by default).
    public var searchDimsBackground: Bool
    /// Whether a navigation controller defines a presentation context without being told to (P-21).
    public var navigationDefinesContext: Bool
    /// How alerts and action sheets are laid out.
    public var alert: AlertMetrics
    /// What a requested `automatic` style shows as (P-02, M-P-01).
    public var automaticStyle: PresentationStyle

    /// Creates presentation defaults.
    public init(
        defaultStyle: PresentationStyle,
        adaptations: [PresentationStyle: PresentationStyle],
        adaptationTrigger: AdaptationTrigger,
        consultsDelegateOnlyWhenTriggered: Bool,
        adaptiveTargets: Set<PresentationStyle>,
        formSheetSize: Size,
        formSheetHonorsPreferredSize: Bool,
        sheetsDimBackground: Bool,
        popoverLayoutMargin: Double,
        popoverArrowLength: Double,
        popoverDefaultWidth: Double,
        popoverDimsBackground: Bool,
        searchDimsBackground: Bool,
        navigationDefinesContext: Bool,
        alert: AlertMetrics,
        automaticStyle: PresentationStyle = .fullScreen
    ) {
        self.defaultStyle = defaultStyle
        self.adaptations = adaptations
        self.adaptationTrigger = adaptationTrigger
        self.consultsDelegateOnlyWhenTriggered = consultsDelegateOnlyWhenTriggered
        self.adaptiveTargets = adaptiveTargets
        self.formSheetSize = formSheetSize
        self.formSheetHonorsPreferredSize = formSheetHonorsPreferredSize
        self.sheetsDimBackground = sheetsDimBackground
        self.popoverLayoutMargin = popoverLayoutMargin
        self.popoverArrowLength = popoverArrowLength
        self.popoverDefaultWidth = popoverDefaultWidth
        self.popoverDimsBackground = popoverDimsBackground
        self.searchDimsBackground = searchDimsBackground
        self.navigationDefinesContext = navigationDefinesContext
        self.alert = alert
        self.automaticStyle = automaticStyle
    }

    /// The seed talks' iOS 8 semantics (section 13): fullScreen by default; in compact width, and
    /// only there, popovers adapt to overFullScreen and form sheets, page sheets and currentContext
    /// to fullScreen; the delegate may answer fullScreen, overFullScreen or none; form sheets
    /// 540x620 (or the preferred size) and page sheets dimmed; popovers with 10 pt margins, a 13 pt
    /// arrow, 320 pt default width and no dimming (PO-09: no visible tint since iOS 7); search dims;
    /// navigation controllers do not define a context.
    public static let classic = PresentationDefaults(
        defaultStyle: .fullScreen,
        adaptations: [
            .popover: .overFullScreen,
            .formSheet: .fullScreen,
            .pageSheet: .fullScreen,
            .currentContext: .fullScreen,
        ],
        adaptationTrigger: .compactWidth,
        consultsDelegateOnlyWhenTriggered: true,
        adaptiveTargets: [.fullScreen, .overFullScreen],
        formSheetSize: Size(width: 540, height: 620),
        formSheetHonorsPreferredSize: true,
        sheetsDimBackground: true,
        popoverLayoutMargin: 10,
        popoverArrowLength: 13,
        popoverDefaultWidth: 320,
        popoverDimsBackground: false,
        searchDimsBackground: true,
        navigationDefinesContext: false,
        alert: .classic
    )

    /// iOS 13 to 18 (M-P-01 to M-P-08): `automatic` by default (mapped per iOS version); popovers
    /// adapt to form sheets and sheets to full screen in compact width or height, the delegate may
    /// also answer formSheet, pageSheet or none; sheets and alerts dimmed, popovers not.
    public static let modern: PresentationDefaults = {
        var defaults = PresentationDefaults.classic
        defaults.defaultStyle = .automatic
        defaults.adaptations = [
            .popover: .formSheet,
            .formSheet: .fullScreen,
            .pageSheet: .fullScreen,
        ]
        defaults.adaptationTrigger = .compactWidthOrHeight
        defaults.adaptiveTargets = [.fullScreen, .overFullScreen, .formSheet, .pageSheet]
        return defaults
    }()
}
