/// How a built-in style shows under the modern behavior in one presenting environment
/// (M-P-02, M-P-03, M-P-04, M-SH-06).
enum SheetAppearance: Sendable, Hashable {
    /// A card attached to the bottom edge, full width (compact width, regular height; M-SH-02).
    case card
    /// A sheet attached to the bottom edge in compact height (M-SH-06).
    case edgeAttached
    /// A sheet floating centered in the window (regular width and height; M-SH-08).
    case centered
    /// A popover at its source (PO-*).
    case popover
    /// Not a sheet: the style's own frame (full screen, context, custom).
    case plain

    /// The style and appearance of `mapped` (the requested style after `automatic` is mapped)
    /// presented from `traits`, with the delegate's `answer` and the sheet's edge attachment.
    ///
    /// Sheets (page and form): a card in compact width and regular height (not an adaptation);
    /// in compact height an edge-attached sheet when asked for, else fullScreen (adapted);
    /// centered otherwise. Popovers: a popover in regular width and height; otherwise they behave
    /// as a form sheet (adapted). The delegate's `none` keeps the requested look (a popover stays a
    /// popover, a sheet in compact height stays attached to the edge ⚠); its fullScreen or
    /// overFullScreen replaces the style wherever adaptation is triggered.
    static func resolve(
        mapped: PresentationStyle,
        traits: TraitCollection,
        answer: AdaptiveStyle,
        edgeAttachedInCompactHeight: Bool
    ) -> (style: PresentationStyle, adapted: Bool, appearance: SheetAppearance) {
        let compactHeight = traits.vertical == .compact
        let compactWidth = traits.horizontal == .compact
        let triggered = compactWidth || compactHeight
        guard mapped == .formSheet || mapped == .pageSheet || mapped == .popover else {
            return (mapped, false, .plain)
        }
        if triggered {
            switch answer {
            case .fullScreen: return (.fullScreen, true, .plain)
            case .overFullScreen: return (.overFullScreen, true, .plain)
            case .none:
                if mapped == .popover { return (.popover, false, .popover) }
                return (mapped, false, compactHeight ? .edgeAttached : .card)
            case .automatic:
                break
            }
        }
        let sheetStyle: PresentationStyle = mapped == .popover ? .formSheet : mapped
        let adaptedToSheet = mapped == .popover && triggered
        if compactHeight {
            return edgeAttachedInCompactHeight
                ? (sheetStyle, adaptedToSheet, .edgeAttached)
                : (.fullScreen, true, .plain)
        }
        if compactWidth { return (sheetStyle, adaptedToSheet, .card) }
        return mapped == .popover ? (.popover, false, .popover) : (mapped, false, .centered)
    }
}
