/// The frame and sheet properties of a page sheet, form sheet or adapted popover under the
/// modern behavior (M-SH-02 to M-SH-08).
struct ModernSheetLayout: Sendable, Hashable {
    /// The frame of the presented view, in window coordinates.
    var frame: Rect
    /// The sheet's resolved properties.
    var sheet: ResolvedSheet
    /// Whether the sheet dims what lies behind it (M-SH-05).
    var dimmed: Bool

    /// Lays out a sheet shown as `appearance` with `style` in `window` with `safeArea`.
    ///
    /// - card (M-SH-02, M-SH-04): large = `[0, safeTop + inset, W, H - safeTop - inset]`; medium
    ///   = the bottom `round(H x fraction)`; a custom detent = its height plus the bottom safe
    ///   inset, at most the large height; the selected detent (default: the smallest active one);
    ///   dimmed above the largest undimmed detent (M-SH-05); the presenter pushed back when dimmed
    ///   (M-SH-03).
    /// - edge-attached (M-SH-06): the safe-area width (or the preferred width when it follows it),
    ///   centered on the bottom edge, from the top inset down; only large is active.
    /// - centered (M-SH-08): a form sheet of the preferred size or the default, a page sheet of
    ///   the page width between the vertical margins (form sizing without page sizing); clamped to
    ///   the window less its margins; centered.
    init(
        appearance: SheetAppearance,
        style: PresentationStyle,
        spec: SheetSpec,
        preferredSize: Size?,
        window: Rect,
        safeArea: SafeAreaInsets,
        metrics: SheetMetrics
    ) {
        let radius = spec.cornerRadius ?? metrics.cornerRadius
        switch appearance {
        case .edgeAttached:
            let safeWidth = max(0, window.width - safeArea.left - safeArea.right)
            let preferredWidth = spec.widthFollowsPreferredSize ? preferredSize.map(\.width).flatMap { $0 > 0 ? $0 : nil } : nil
            let width = min(preferredWidth ?? safeWidth, window.width)
            frame = Rect(
                x: window.midX - width / 2, y: window.y + metrics.edgeAttachedTopInset,
                width: width, height: max(0, window.height - metrics.edgeAttachedTopInset)
            )
            dimmed = Self.dims(selected: SheetDetent.large.identifier, active: [.large], largestUndimmed: spec.largestUndimmed)
            sheet = ResolvedSheet(
                detent: SheetDetent.large.identifier, detents: [SheetDetent.large.identifier],
                largestUndimmedDetent: spec.largestUndimmed, grabber: spec.grabber, cornerRadius: radius,
                edgeAttached: true, presenterPushedBack: false, level: .elevated
            )
        case .card:
            let largeTop = window.y + safeArea.top + metrics.cardTopInset
            let largeHeight = max(0, window.maxY - largeTop)
            let listed = spec.detents.isEmpty ? [SheetDetent.large] : spec.detents
            let heights = listed.map { detent -> (SheetDetent, Double) in
                switch detent {
                case .large: (detent, largeHeight)
                case .medium: (detent, min(largeHeight, (window.height * metrics.mediumFraction).rounded()))
                case .custom(_, let height): (detent, min(largeHeight, max(0, height) + safeArea.bottom))
                }
            }
            let selected = heights.first { $0.0.identifier == spec.selected } ?? heights[0]
            let height = selected.1
            frame = Rect(x: window.x, y: window.maxY - height, width: window.width, height: height)
            dimmed = Self.dims(selected: selected.0.identifier, active: listed, largestUndimmed: spec.largestUndimmed)
            sheet = ResolvedSheet(
                detent: selected.0.identifier, detents: listed.map(\.identifier),
                largestUndimmedDetent: spec.largestUndimmed, grabber: spec.grabber, cornerRadius: radius,
                edgeAttached: false, presenterPushedBack: dimmed, level: .elevated
            )
        case .centered, .popover, .plain:
            let limit = Size(
                width: max(0, window.width - 2 * metrics.windowMargin),
                height: max(0, window.height - 2 * metrics.windowMargin)
            )
            if style == .pageSheet, spec.pageSizing {
                let top = window.y + safeArea.top + metrics.pageSheetVerticalMargin
                let bottom = window.maxY - safeArea.bottom - metrics.pageSheetVerticalMargin
                let width = min(metrics.pageSheetWidth, limit.width)
                frame = Rect(x: window.midX - width / 2, y: top, width: width, height: max(0, bottom - top))
            } else {
                let width = preferredSize.map(\.width).flatMap { $0 > 0 ? $0 : nil } ?? metrics.formSheetSize.width
                let height = preferredSize.map(\.height).flatMap { $0 > 0 ? $0 : nil } ?? metrics.formSheetSize.height
                frame = centered(Size(width: min(width, limit.width), height: min(height, limit.height)), in: window)
            }
            dimmed = true
            sheet = ResolvedSheet(grabber: spec.grabber, cornerRadius: radius, level: .elevated)
        }
    }

    /// Whether a sheet at `selected` dims: always without a largest undimmed detent, else when the
    /// selected detent comes after it in `active` order (M-SH-05).
    private static func dims(selected: String, active: [SheetDetent], largestUndimmed: String?) -> Bool {
        guard let largestUndimmed, let limit = active.firstIndex(where: { $0.identifier == largestUndimmed }) else { return true }
        let index = active.firstIndex { $0.identifier == selected } ?? active.count - 1
        return index > limit
    }
}
