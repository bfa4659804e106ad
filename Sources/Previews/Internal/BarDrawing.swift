import Adaptivity

/// The bars a container draws: navigation bars, toolbars and search bars; tab bars are
/// ``TabBarDrawing``'s. The status bar is drawn once, over everything, by ``StatusBarDrawing``.
enum BarDrawing {
    private static let sideMargin = 16.0
    private static let itemSpacing = 20.0
    private static let backTitle = "Back"

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
            drawSearchBar(bar, context: context, into: &writer)
        }
    }

    /// The navigation bar's background reaches up under the status bar when the bar sits just
    /// below it, as iOS extends the bar's background to the top of the window.
    private static func drawNavigationBar(_ bar: ResolvedBar, of node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        let palette = context.palette
        let frame = bar.frame
        let gapAbove = frame.y - node.frame.y
        let backgroundTop = gapAbove > 0 && gapAbove <= 64 ? node.frame.y : frame.y
        writer.rect(Rect(x: frame.x, y: backgroundTop, width: frame.width, height: frame.maxY - backgroundTop), fill: palette.bar)
        writer.line(from: Point(x: frame.x, y: frame.maxY - 0.25), to: Point(x: frame.maxX, y: frame.maxY - 0.25), stroke: palette.barHairline, width: 0.5)
        let middle = frame.midY
        let compact = context.isCompact(bar)
        let fontSize = 17.0
        var leftWidth = 0.0
        if bar.showsBackButton {
            let scale = compact ? 0.8 : 1
            let tipX = frame.x + 9
            writer.polyline(
                [
                    Point(x: tipX + 8 * scale, y: middle - 10 * scale),
                    Point(x: tipX, y: middle),
                    Point(x: tipX + 8 * scale, y: middle + 10 * scale),
                ],
                stroke: palette.tint,
                width: 2.6
            )
            let textX = tipX + 8 * scale + 7
            let title = SVGText.truncate(bar.backTitle ?? Self.backTitle, toWidth: frame.width / 3, fontSize: fontSize)
            writer.text(title, center: Point(x: textX, y: middle), fontSize: fontSize, fill: palette.tint, anchor: .start)
            leftWidth = textX - frame.x + SVGText.estimatedWidth(of: title, fontSize: fontSize)
        }
        let items = bar.items.filter { $0 != bar.title }
        var right = frame.maxX - sideMargin
        for item in items.reversed() {
            let room = right - frame.x - max(leftWidth, frame.width / 2)
            let label = SVGText.truncate(item, toWidth: min(room, 120), fontSize: fontSize)
            guard !label.isEmpty else { break }
            writer.text(label, center: Point(x: right, y: middle), fontSize: fontSize, fill: palette.tint, anchor: .end)
            right -= SVGText.estimatedWidth(of: label, fontSize: fontSize) + itemSpacing
        }
        guard let title = bar.title else { return }
        let rightWidth = frame.maxX - right - itemSpacing
        let titleRoom = frame.width - 2 * max(leftWidth, rightWidth, 0) - 16
        let fitted = SVGText.truncate(title, toWidth: titleRoom, fontSize: fontSize, bold: true)
        writer.text(fitted, center: Point(x: frame.midX, y: middle), fontSize: fontSize, fill: palette.text, bold: true)
    }

    /// A bottom bar's background, reaching down to the bottom of its container when only the home
    /// indicator's margin lies between them, as iOS extends it.
    static func backgroundReachingBottom(of bar: ResolvedBar, in node: ResolvedNode) -> Rect {
        let gapBelow = node.frame.maxY - bar.frame.maxY
        guard gapBelow > 0, gapBelow <= 40 else { return bar.frame }
        return Rect(x: bar.frame.x, y: bar.frame.y, width: bar.frame.width, height: node.frame.maxY - bar.frame.y)
    }

    private static func drawToolbar(_ bar: ResolvedBar, of node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        let palette = context.palette
        let frame = bar.frame
        writer.rect(backgroundReachingBottom(of: bar, in: node), fill: palette.bar)
        writer.line(from: Point(x: frame.x, y: frame.y + 0.25), to: Point(x: frame.maxX, y: frame.y + 0.25), stroke: palette.barHairline, width: 0.5)
        guard !bar.items.isEmpty else { return }
        let slot = frame.width / Double(bar.items.count)
        for (index, item) in bar.items.enumerated() {
            let label = SVGText.truncate(item, toWidth: slot - 12, fontSize: 17)
            let center = Point(x: frame.x + slot * (Double(index) + 0.5), y: frame.midY)
            writer.text(label, center: center, fontSize: 17, fill: palette.tint)
        }
    }

    private static func drawSearchBar(_ bar: ResolvedBar, context: DrawingContext, into writer: inout SVGWriter) {
        let palette = context.palette
        let frame = bar.frame
        writer.rect(frame, fill: palette.bar)
        writer.line(from: Point(x: frame.x, y: frame.maxY - 0.25), to: Point(x: frame.maxX, y: frame.maxY - 0.25), stroke: palette.barHairline, width: 0.5)
        let fieldHeight = min(28, frame.height - 12)
        guard fieldHeight > 0 else { return }
        let field = Rect(x: frame.x + 8, y: frame.midY - fieldHeight / 2, width: frame.width - 16, height: fieldHeight)
        writer.rect(field, fill: "#e3e3e8", cornerRadius: 8)
        let lens = Point(x: field.x + 14, y: field.midY - 1)
        writer.circle(center: lens, radius: 4.5, fill: "none", stroke: palette.secondaryText, strokeWidth: 1.5)
        writer.line(from: Point(x: lens.x + 3.3, y: lens.y + 3.3), to: Point(x: lens.x + 7, y: lens.y + 7), stroke: palette.secondaryText, width: 1.6, roundCaps: true)
        let placeholder = bar.title ?? bar.items.first ?? "Search"
        let label = SVGText.truncate(placeholder, toWidth: field.width - 36, fontSize: 14)
        writer.text(label, center: Point(x: field.x + 26, y: field.midY), fontSize: 14, fill: palette.secondaryText, anchor: .start)
    }
}
