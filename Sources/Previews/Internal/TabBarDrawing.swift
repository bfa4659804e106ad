import Adaptivity

/// A tab bar: an icon placeholder over each title (beside it in compact height), the selected tab
/// tinted and its icon filled; the background reaches down over the home indicator's margin. On wide bars the items are grouped in the middle, as on iPad; in right-to-left the first tab is
/// at the right.
enum TabBarDrawing {
    private static let widestSlot = 110.0

    static func draw(_ bar: ResolvedBar, of node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        if bar.floating {
            FloatingTabBarDrawing.draw(bar, of: node, context: context, into: &writer)
            return
        }
        let palette = context.palette
        let frame = bar.frame
        writer.open(.tabBar, frame: frame, "node", node.id)
        defer { writer.closeGroup() }
        writer.rect(BarDrawing.backgroundReachingBottom(of: bar, in: node), fill: palette.bar)
        writer.line(from: Point(x: frame.x, y: frame.y + 0.25), to: Point(x: frame.maxX, y: frame.y + 0.25), stroke: palette.barHairline, width: 0.5)
        let count = bar.items.count
        guard count > 0 else { return }
        let area = context.horizontallySafe(frame)
        let slot = area.width > 600 ? min(area.width / Double(count), widestSlot) : area.width / Double(count)
        let firstX = area.midX - slot * Double(count) / 2
        let selected = selectedIndex(of: bar, in: node)
        let compact = context.isCompact(bar)
        for (index, item) in bar.items.enumerated() {
            let isSelected = index == selected
            let color = isSelected ? palette.tint : palette.unselectedTab
            let position = context.isRightToLeft ? count - 1 - index : index
            let slotMiddle = firstX + slot * (Double(position) + 0.5)
            let slotFrame = Rect(x: firstX + slot * Double(position), y: frame.y, width: slot, height: frame.height)
            let itemId = bar.tabIds.indices.contains(index) ? bar.tabIds[index] : item
            writer.open(.tabItem, frame: slotFrame, "item", itemId, "text", item, "selected", isSelected ? "true" : "false")
            defer { writer.closeGroup() }
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

    /// The item of the tabs node's `selectedGroup` (M-TB-06), else of its `selected` id (tab bars
    /// the engine made carry their tabs' ids);
    /// for other bars, the item whose title is the selected id or the selected child's title.
    static func selectedIndex(of bar: ResolvedBar, in node: ResolvedNode) -> Int? {
        if let group = node.selectedGroup, let index = bar.tabIds.firstIndex(of: group) { return index }
        if let selected = node.selected, let index = bar.tabIds.firstIndex(of: selected) { return index }
        let names = [node.selected, node.children.first?.title].compactMap { $0 }
        return bar.items.firstIndex { names.contains($0) }
    }
}
