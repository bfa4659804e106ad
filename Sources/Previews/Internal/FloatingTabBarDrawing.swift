import Adaptivity

/// The iPadOS 18 tab bar floating at the top (M-TB-03): a capsule of tab titles centred in the
/// bar's band, over the content; the selected tab on a lighter pill in the tint. The first tab is
/// at the leading edge of the capsule.
enum FloatingTabBarDrawing {
    private static let height = 36.0
    private static let fontSize = 15.0
    private static let padding = 16.0
    private static let margin = 3.0

    static func draw(_ bar: ResolvedBar, of node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        let palette = context.palette
        let frame = bar.frame
        writer.open(.tabBar, frame: frame, "node", node.id)
        defer { writer.closeGroup() }
        let area = context.horizontallySafe(frame)
        let widths = bar.items.map { SVGText.estimatedWidth(of: $0, fontSize: fontSize, bold: true) + 2 * padding }
        let available = max(0, area.width - 2 * padding - 2 * margin)
        let shrink = min(1, available / max(widths.reduce(0, +), 1))
        let slots = widths.map { $0 * shrink }
        let capsuleWidth = slots.reduce(0, +) + 2 * margin
        let capsule = Rect(x: area.midX - capsuleWidth / 2, y: frame.midY - height / 2, width: capsuleWidth, height: height)
        SoftShadow.draw(around: capsule, cornerRadius: height / 2, into: &writer)
        writer.rect(capsule, fill: palette.bar, cornerRadius: height / 2, stroke: palette.barHairline, strokeWidth: 0.5)
        let selected = TabBarDrawing.selectedIndex(of: bar, in: node)
        var x = capsule.x + margin
        for (index, item) in bar.items.enumerated() {
            let slot = context.mirrored(Rect(x: x, y: capsule.y + margin, width: slots[index], height: height - 2 * margin), in: capsule)
            x += slots[index]
            let isSelected = index == selected
            let itemId = bar.tabIds.indices.contains(index) ? bar.tabIds[index] : item
            writer.open(.tabItem, frame: slot, "item", itemId, "text", item, "selected", isSelected ? "true" : "false")
            if isSelected {
                writer.rect(slot, fill: palette.lightPlaceholder, cornerRadius: slot.height / 2)
            }
            let label = SVGText.truncate(item, toWidth: slot.width - 8, fontSize: fontSize, bold: true)
            writer.text(label, center: slot.center, fontSize: fontSize, fill: isSelected ? palette.tint : palette.text, bold: true)
            writer.closeGroup()
        }
    }
}
