import Adaptivity

/// Where a navigation bar's back button, items and title go inside the safe part of the bar
/// (M-NB-04): items at their full width from each edge; the back button with the previous
/// title, else "Back", else the chevron alone, whichever first lets the title show whole; the
/// title centred on the bar when it fits there, else moved off-centre between the two sides, and
/// truncated only when even the chevron alone leaves too little room.
struct NavigationBarLayout {
    struct PlacedItem {
        let item: BarItem
        let side: String
        let frame: Rect
    }

    private static let margin = 16.0
    private static let spacing = 8.0
    private static let itemLimit = 120.0
    private static let fontSize = BarDrawing.fontSize

    /// The back button's text (empty for the chevron alone); nil when no back button shows.
    private(set) var backText: String?
    /// The back button's width from the safe area's leading edge.
    private(set) var backWidth = 0.0
    private(set) var items: [PlacedItem] = []
    private(set) var shownTitle = ""
    private(set) var titleFrame = Rect(x: 0, y: 0, width: 0, height: 0)

    init(bar: ResolvedBar, area: Rect, chevronScale: Double) {
        let frame = bar.frame
        let chevronWidth = 9 + 8 * chevronScale + 7
        func backButtonWidth(_ text: String) -> Double {
            text.isEmpty ? chevronWidth : chevronWidth + SVGText.estimatedWidth(of: text, fontSize: Self.fontSize)
        }
        let leftStart = bar.showsBackButton ? area.x : area.x + Self.margin
        var rightEdge = area.maxX - Self.margin
        for item in bar.barItems.reversed() {
            let width = item.width(fontSize: Self.fontSize, limit: Self.itemLimit)
            rightEdge -= width
            items.insert(PlacedItem(item: item, side: "right", frame: Rect(x: rightEdge, y: frame.y, width: width, height: frame.height)), at: 0)
            rightEdge -= Self.spacing * 2
        }
        let rightEnd = bar.items.isEmpty ? area.maxX - Self.margin : rightEdge + Self.spacing * 2
        let title = bar.title ?? ""
        let titleWidth = SVGText.estimatedWidth(of: title, fontSize: Self.fontSize, bold: true)
        let leftItemsWidth = bar.leftBarItems.reduce(0.0) { $0 + Self.spacing * 2 + $1.width(fontSize: Self.fontSize, limit: Self.itemLimit) }
        var candidates: [String] = []
        if bar.showsBackButton {
            candidates = [bar.backTitle, "Back", ""].compactMap { $0 }
            if candidates.first == "" { candidates = ["Back", ""] }
        }
        var chosen: String? = candidates.last
        for candidate in candidates {
            let leftEnd = leftStart + backButtonWidth(candidate) + leftItemsWidth
            let room = rightEnd - leftEnd - 2 * Self.spacing
            if room >= (bar.title == nil ? 0 : titleWidth) {
                chosen = candidate
                break
            }
        }
        backText = chosen
        backWidth = chosen.map(backButtonWidth) ?? 0
        var leftEdge = leftStart + backWidth + (chosen != nil && !bar.leftItems.isEmpty ? Self.spacing * 2 : 0)
        for item in bar.leftBarItems {
            let width = item.width(fontSize: Self.fontSize, limit: Self.itemLimit)
            items.append(PlacedItem(item: item, side: "left", frame: Rect(x: leftEdge, y: frame.y, width: width, height: frame.height)))
            leftEdge += width + Self.spacing * 2
        }
        if !bar.leftItems.isEmpty { leftEdge -= Self.spacing * 2 }
        let low = leftEdge + Self.spacing
        let high = rightEnd - Self.spacing
        shownTitle = SVGText.truncate(title, toWidth: max(0, high - low), fontSize: Self.fontSize, bold: true)
        let shownWidth = SVGText.estimatedWidth(of: shownTitle, fontSize: Self.fontSize, bold: true)
        let centred = frame.midX - shownWidth / 2
        let titleX = min(max(centred, low), max(low, high - shownWidth))
        titleFrame = Rect(x: titleX, y: frame.y, width: shownWidth, height: frame.height)
    }
}
