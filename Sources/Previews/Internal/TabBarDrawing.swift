import Adaptivity

/// A tab bar: an icon placeholder over each title (beside it in compact height), the selected tab
/// tinted and its icon filled; the background reaches down over the home indicator's margin. On wide bars the items are grouped in the middle, as on iPad.
enum TabBarDrawing {
    private static let widestSlot = 110.0
    private static let unselected = "#929292"

    static func draw(_ bar: ResolvedBar, of node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        let palette = context.palette
        let frame = bar.frame
        writer.rect(BarDrawing.backgroundReachingBottom(of: bar, in: node), fill: palette.bar)
        writer.line(from: Point(x: frame.x, y: frame.y + 0.25), to: Point(x: frame.maxX, y: frame.y + 0.25), stroke: palette.barHairline, width: 0.5)
        let count = bar.items.count
        guard count > 0 else { return }
        let slot = frame.width > 600 ? min(frame.width / Double(count), widestSlot) : frame.width / Double(count)
        let firstX = frame.midX - slot * Double(count) / 2
        let selected = selectedIndex(of: bar.items, in: node)
        let compact = context.isCompact(bar)
        for (index, item) in bar.items.enumerated() {
            let isSelected = index == selected
            let color = isSelected ? palette.tint : unselected
            let slotMiddle = firstX + slot * (Double(index) + 0.5)
            if compact {
                let fontSize = 13.0
                let label = SVGText.truncate(item, toWidth: slot - 34, fontSize: fontSize)
                let labelWidth = SVGText.estimatedWidth(of: label, fontSize: fontSize)
                let iconX = slotMiddle - (18 + 6 + labelWidth) / 2
                drawIcon(Rect(x: iconX, y: frame.midY - 9, width: 18, height: 18), selected: isSelected, color: color, into: &writer)
                writer.text(label, center: Point(x: iconX + 24, y: frame.midY), fontSize: fontSize, fill: color, anchor: .start)
            } else {
                drawIcon(Rect(x: slotMiddle - 12, y: frame.y + 6, width: 24, height: 24), selected: isSelected, color: color, into: &writer)
                let label = SVGText.truncate(item, toWidth: slot - 4, fontSize: 10)
                writer.text(label, center: Point(x: slotMiddle, y: frame.y + 39), fontSize: 10, fill: color)
            }
        }
    }

    private static func drawIcon(_ frame: Rect, selected: Bool, color: String, into writer: inout SVGWriter) {
        if selected {
            writer.rect(frame, fill: color, cornerRadius: frame.width / 4)
        } else {
            writer.rect(frame.insetBy(dx: 0.75, dy: 0.75), fill: "none", cornerRadius: frame.width / 4, stroke: color, strokeWidth: 1.5)
        }
    }

    /// The item naming the selected tab: by the tabs node's `selected` id or the selected child's
    /// title or id, compared as written or as slugs; the first item when none matches.
    static func selectedIndex(of items: [String], in node: ResolvedNode) -> Int {
        let names = [node.selected, node.children.first?.title, node.children.first?.id].compactMap { $0 }
        let slugs = Set(names.map(slug))
        return items.firstIndex { names.contains($0) || slugs.contains(slug($0)) } ?? 0
    }

    private static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash, !result.isEmpty { result.append("-") }
                result.append(character)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return result
    }
}
