import Adaptivity

/// An iPadOS 18 tab sidebar (M-TB-05, M-TB-06): a panel at the leading edge listing the
/// top-level tabs, then each tab group as a section with its header; the selected tab on a tinted
/// row; tabs not in the hierarchy show their title-cased ids. It lies over the selected tab's view (overlap layout) with a shadow on its trailing edge.
enum SidebarDrawing {
    private static let rowHeight = 44.0
    private static let headerHeight = 36.0
    private static let inset = 16.0

    static func draw(_ sidebar: ResolvedSidebar, of node: ResolvedNode, context: DrawingContext, into writer: inout SVGWriter) {
        let palette = context.palette
        let frame = sidebar.frame
        writer.open(.sidebar, frame: frame, "node", node.id)
        defer { writer.closeGroup() }
        let trailing = context.isRightToLeft ? frame.x - 6 : frame.maxX
        writer.rect(Rect(x: trailing, y: frame.y, width: 6, height: frame.height), fill: "#000000", opacity: 0.06)
        writer.rect(frame, fill: palette.groupedBackground)
        let safe = frame.intersection(context.safeRect)
        var top = safe.y + 12
        let grouped = Set(sidebar.sections.flatMap(\.tabs) + sidebar.sections.map(\.id))
        let titles = Dictionary(node.children.map { ($0.id, $0.title ?? BarItem.titleCased($0.id)) }, uniquingKeysWith: { first, _ in first })
        func row(_ id: String, title: String) {
            guard top + rowHeight <= safe.maxY else { return }
            let rowFrame = Rect(x: safe.x + 8, y: top, width: safe.width - 16, height: rowHeight)
            let selected = id == node.selected
            if selected {
                writer.rect(rowFrame, fill: palette.tint, cornerRadius: 10)
            }
            let color = selected ? "#ffffff" : palette.text
            let icon = context.mirrored(Rect(x: rowFrame.x + 12, y: rowFrame.midY - 9, width: 18, height: 18), in: rowFrame)
            writer.rect(icon, fill: "none", cornerRadius: 4.5, stroke: selected ? "#ffffff" : palette.tint, strokeWidth: 1.5)
            let label = SVGText.truncate(title, toWidth: rowFrame.width - 52, fontSize: 17)
            writer.text(label, center: Point(x: context.mirrored(x: rowFrame.x + 42, in: rowFrame), y: rowFrame.midY), fontSize: 17, fill: color, anchor: context.isRightToLeft ? .end : .start)
            top += rowHeight
        }
        for id in sidebar.items where !grouped.contains(id) {
            row(id, title: titles[id] ?? BarItem.titleCased(id))
        }
        for section in sidebar.sections {
            guard top + headerHeight <= safe.maxY else { break }
            let header = SVGText.truncate(section.title ?? BarItem.titleCased(section.id), toWidth: safe.width - 2 * inset, fontSize: 20, bold: true)
            writer.text(header, center: Point(x: context.mirrored(x: safe.x + inset, in: safe), y: top + headerHeight / 2 + 4), fontSize: 20, fill: palette.text, bold: true, anchor: context.isRightToLeft ? .end : .start)
            top += headerHeight
            for tab in section.tabs {
                row(tab, title: titles[tab] ?? BarItem.titleCased(tab))
            }
        }
    }
}
