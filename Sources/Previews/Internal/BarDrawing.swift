import Adaptivity

/// The bars a container draws: navigation bars, toolbars and search bars; tab bars are
/// ``TabBarDrawing``'s. The status bar is drawn once, over everything, by ``StatusBarDrawing``.
enum BarDrawing {
    static let fontSize = 17.0
    private static let standardHeight = 44.0
    private static let largeTitleFontSize = 34.0
    private static let largeTitleBandHeight = 52.0
    private static let largeTitleInset = 16.0

    static func draw(_ bar: ResolvedBar, of node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        switch bar.kind {
        case .status:
            return
        case .navigation:
            drawNavigationBar(bar, of: node, context: context, into: &writer)
        case .toolbar:
            drawToolbar(bar, of: node, context: context, into: &writer)
        case .tab:
            TabBarDrawing.draw(bar, of: node, context: context, into: &writer)
        case .search:
            drawSearchBar(bar, of: node, context: context, into: &writer)
        }
    }

    /// The navigation bar's background reaches up under the status bar when the bar sits just
    /// below it, as iOS extends the bar's background to the top of the window, and runs to the
    /// window's edges; the back button, items and title stay inside the safe area. The title is
    /// centred, moved off-centre when it does not fit there, and the back button shortened to
    /// "Back" and then to the chevron alone before the title is truncated (M-NB-04).
    private static func drawNavigationBar(_ bar: ResolvedBar, of node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        let palette = context.palette
        writer.open(.navigationBar, frame: bar.frame, "node", node.id)
        defer { writer.closeGroup() }
        var row = bar
        if bar.largeTitle {
            row.frame = Rect(x: bar.frame.x, y: bar.frame.y, width: bar.frame.width, height: min(standardHeight, bar.frame.height))
            row.title = nil
        } else {
            let frame = bar.frame
            let gapAbove = frame.y - node.frame.y
            let backgroundTop = gapAbove > 0 && gapAbove <= 64 ? node.frame.y : frame.y
            writer.rect(Rect(x: frame.x, y: backgroundTop, width: frame.width, height: frame.maxY - backgroundTop), fill: palette.bar)
            writer.line(from: Point(x: frame.x, y: frame.maxY - 0.25), to: Point(x: frame.maxX, y: frame.maxY - 0.25), stroke: palette.barHairline, width: 0.5)
        }
        let frame = row.frame
        let area = context.horizontallySafe(frame)
        let chevronScale = context.isCompact(bar) ? 0.8 : 1
        let layout = NavigationBarLayout(bar: row, area: area, chevronScale: chevronScale)
        if let back = layout.backText {
            let backFrame = context.mirrored(Rect(x: area.x, y: frame.y, width: layout.backWidth, height: frame.height), in: area)
            writer.open(.backButton, frame: backFrame, "text", back)
            drawBackButton(back, in: frame, area: area, chevronScale: chevronScale, context: context, into: &writer)
            writer.closeGroup()
        }
        for item in layout.items {
            let itemFrame = context.mirrored(item.frame, in: area)
            writer.open(.barItem, frame: itemFrame, "item", item.item.id, "side", item.side, "text", item.item.text)
            BarItemDrawing.draw(item.item, in: itemFrame, fontSize: fontSize, tint: palette.tint, into: &writer)
            writer.closeGroup()
        }
        if let field = bar.searchField {
            drawSearchField(in: field, context: context, into: &writer)
        }
        guard let title = bar.title else { return }
        if bar.largeTitle {
            drawLargeTitle(title, below: frame, area: area, context: context, into: &writer)
            return
        }
        let titleFrame = context.mirrored(layout.titleFrame, in: area)
        writer.open(.title, frame: titleFrame, "text", title, "shown", layout.shownTitle)
        writer.text(layout.shownTitle, center: titleFrame.center, fontSize: fontSize, fill: palette.text, bold: true)
        writer.closeGroup()
    }

    /// A large title (M-NB-01): bold, at the leading edge of the band under the bar's row, at rest
    /// with no bar background or hairline (the scroll-edge appearance, M-NB-03).
    private static func drawLargeTitle(_ title: String, below row: Rect, area: Rect, context: DrawingContext, into writer: inout SVGWriter) {
        let band = Rect(x: area.x + largeTitleInset, y: row.maxY, width: max(0, area.width - 2 * largeTitleInset), height: largeTitleBandHeight)
        let shown = SVGText.truncate(title, toWidth: band.width, fontSize: largeTitleFontSize, bold: true)
        let width = SVGText.estimatedWidth(of: shown, fontSize: largeTitleFontSize, bold: true)
        let titleFrame = context.mirrored(Rect(x: band.x, y: band.y, width: width, height: band.height), in: area)
        writer.open(.title, frame: titleFrame, "text", title, "shown", shown)
        writer.text(shown, center: titleFrame.center, fontSize: largeTitleFontSize, fill: context.palette.text, bold: true)
        writer.closeGroup()
    }

    /// The search field a search controller puts in the navigation bar, under the title (M-NB-02).
    private static func drawSearchField(in frame: Rect, context: DrawingContext, into writer: inout SVGWriter) {
        let palette = context.palette
        writer.open(.searchBar, frame: frame, "cancel", false)
        defer { writer.closeGroup() }
        let area = context.horizontallySafe(frame)
        let fieldHeight = min(36, frame.height - 12)
        guard fieldHeight > 0 else { return }
        let field = Rect(x: area.x + largeTitleInset, y: frame.midY - fieldHeight / 2, width: max(0, area.width - 2 * largeTitleInset), height: fieldHeight)
        writer.rect(field, fill: palette.searchField, cornerRadius: 10)
        let lens = Point(x: context.mirrored(x: field.x + 16, in: field), y: field.midY - 1)
        writer.circle(center: lens, radius: 5, fill: "none", stroke: palette.secondaryText, strokeWidth: 1.6)
        let handle = context.isRightToLeft ? -1.0 : 1.0
        writer.line(from: Point(x: lens.x + handle * 3.6, y: lens.y + 3.6), to: Point(x: lens.x + handle * 7.5, y: lens.y + 7.5), stroke: palette.secondaryText, width: 1.7, roundCaps: true)
        writer.text("Search", center: Point(x: context.mirrored(x: field.x + 30, in: field), y: field.midY), fontSize: fontSize, fill: palette.secondaryText, anchor: context.isRightToLeft ? .end : .start)
    }

    /// The chevron at the leading edge of the safe area, pointing back (to the right in
    /// right-to-left), and the back title after it.
    private static func drawBackButton(_ back: String, in frame: Rect, area: Rect, chevronScale: Double, context: DrawingContext, into writer: inout SVGWriter) {
        let direction = context.isRightToLeft ? -1.0 : 1.0
        let tipX = context.mirrored(x: area.x + 9, in: area)
        writer.polyline(
            [
                Point(x: tipX + direction * 8 * chevronScale, y: frame.midY - 10 * chevronScale),
                Point(x: tipX, y: frame.midY),
                Point(x: tipX + direction * 8 * chevronScale, y: frame.midY + 10 * chevronScale),
            ],
            stroke: context.palette.tint,
            width: 2.6
        )
        writer.text(
            back,
            center: Point(x: context.isRightToLeft ? tipX - 8 * chevronScale - 7 : tipX + 8 * chevronScale + 7, y: frame.midY),
            fontSize: fontSize,
            fill: context.palette.tint,
            anchor: context.isRightToLeft ? .end : .start
        )
    }

    /// A bottom bar's background, reaching down to the bottom of its container when only the home
    /// indicator's margin lies between them, as iOS extends it.
    static func backgroundReachingBottom(of bar: ResolvedBar, in node: ResolvedNode) -> Rect {
        let gapBelow = node.frame.maxY - bar.frame.maxY
        guard gapBelow > 0, gapBelow <= 40 else { return bar.frame }
        return Rect(x: bar.frame.x, y: bar.frame.y, width: bar.frame.width, height: node.frame.maxY - bar.frame.y)
    }

    /// Toolbar items spread evenly over the safe part of the bar, each centred in its share, the
    /// first at the leading edge.
    private static func drawToolbar(_ bar: ResolvedBar, of node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        let palette = context.palette
        let frame = bar.frame
        writer.open(.toolbar, frame: frame, "node", node.id)
        defer { writer.closeGroup() }
        writer.rect(backgroundReachingBottom(of: bar, in: node), fill: palette.bar)
        writer.line(from: Point(x: frame.x, y: frame.y + 0.25), to: Point(x: frame.maxX, y: frame.y + 0.25), stroke: palette.barHairline, width: 0.5)
        guard !bar.items.isEmpty else { return }
        let area = context.horizontallySafe(frame).insetBy(dx: 8, dy: 0)
        let slot = area.width / Double(bar.items.count)
        for (index, item) in bar.barItems.enumerated() {
            let width = min(slot - 4, item.width(fontSize: fontSize, limit: slot - 4))
            let itemFrame = context.mirrored(Rect(x: area.x + slot * (Double(index) + 0.5) - width / 2, y: frame.y, width: max(0, width), height: frame.height), in: area)
            writer.open(.barItem, frame: itemFrame, "item", item.id, "side", "toolbar", "text", item.text)
            BarItemDrawing.draw(item, in: itemFrame, fontSize: fontSize, tint: palette.tint, into: &writer)
            writer.closeGroup()
        }
    }

    private static func drawSearchBar(_ bar: ResolvedBar, of node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        let palette = context.palette
        let frame = bar.frame
        let showsCancel = context.isSearchActive
        writer.open(.searchBar, frame: frame, "cancel", showsCancel)
        defer { writer.closeGroup() }
        let reachesTop = frame.y > 0 && frame.y <= context.statusBarHeight + 0.5
        writer.rect(Rect(x: frame.x, y: reachesTop ? 0 : frame.y, width: frame.width, height: reachesTop ? frame.maxY : frame.height), fill: palette.bar)
        writer.line(from: Point(x: frame.x, y: frame.maxY - 0.25), to: Point(x: frame.maxX, y: frame.maxY - 0.25), stroke: palette.barHairline, width: 0.5)
        let fieldHeight = min(28, frame.height - 12)
        guard fieldHeight > 0 else { return }
        var area = context.horizontallySafe(frame)
        let safe = area
        if showsCancel {
            let cancel = "Cancel"
            let cancelWidth = SVGText.estimatedWidth(of: cancel, fontSize: fontSize)
            writer.text(cancel, center: Point(x: context.mirrored(x: area.maxX - 8, in: safe), y: frame.midY), fontSize: fontSize, fill: palette.tint, anchor: context.isRightToLeft ? .start : .end)
            area.width = max(0, area.width - cancelWidth - 8)
        }
        let field = context.mirrored(Rect(x: area.x + 8, y: frame.midY - fieldHeight / 2, width: max(0, area.width - 16), height: fieldHeight), in: safe)
        writer.rect(field, fill: palette.searchField, cornerRadius: 8)
        let lens = Point(x: context.mirrored(x: field.x + 14, in: field), y: field.midY - 1)
        writer.circle(center: lens, radius: 4.5, fill: "none", stroke: palette.secondaryText, strokeWidth: 1.5)
        let handleDirection = context.isRightToLeft ? -1.0 : 1.0
        writer.line(from: Point(x: lens.x + handleDirection * 3.3, y: lens.y + 3.3), to: Point(x: lens.x + handleDirection * 7, y: lens.y + 7), stroke: palette.secondaryText, width: 1.6, roundCaps: true)
        let placeholder = bar.title ?? bar.items.first ?? "Search"
        let label = SVGText.truncate(placeholder, toWidth: field.width - 36, fontSize: 14)
        writer.text(label, center: Point(x: context.mirrored(x: field.x + 26, in: field), y: field.midY), fontSize: 14, fill: palette.secondaryText, anchor: context.isRightToLeft ? .end : .start)
    }
}
