import Adaptivity

/// A bar button item as drawn: its title, else its system item's title or glyph, else its
/// title-cased id (`new-message` shows "New Message"); bold for done items.
struct BarItem {
    let id: String
    let detail: BarItemSpec?

    private static let glyphSide = 22.0
    private static let glyphItems: Set<SystemBarItem> = [
        .add, .compose, .reply, .action, .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause, .close,
    ]

    /// The glyph shown instead of text: a system item that has one, when no title is given.
    var glyph: SystemBarItem? {
        guard detail?.title == nil, let system = detail?.system, Self.glyphItems.contains(system) else { return nil }
        return system
    }

    /// The words the item shows, or names when it shows a glyph.
    var text: String {
        if let title = detail?.title { return title }
        if let system = detail?.system { return Self.titleCased(system.rawValue) }
        return Self.titleCased(id)
    }

    var isBold: Bool {
        detail?.style == .done || detail?.system == .done || detail?.system == .save
    }

    /// The width it takes, at most `limit`.
    func width(fontSize: Double, limit: Double) -> Double {
        let natural = glyph == nil ? SVGText.estimatedWidth(of: text, fontSize: fontSize, bold: isBold) : Self.glyphSide
        return min(natural, max(0, limit))
    }

    static func titleCased(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: " ")
    }
}

extension ResolvedBar {
    /// The trailing items of a navigation bar, or the items of a toolbar, leading first.
    var barItems: [BarItem] { items.map { BarItem(id: $0, detail: itemDetails[$0]) } }
    /// The leading items of a navigation bar, leading first.
    var leftBarItems: [BarItem] { leftItems.map { BarItem(id: $0, detail: itemDetails[$0]) } }
}

/// Draws a bar item in the tint: its text fitted to its frame, or its system glyph.
enum BarItemDrawing {
    static func draw(_ item: BarItem, in frame: Rect, fontSize: Double, tint: String, into writer: inout SVGWriter) {
        guard let glyph = item.glyph else {
            let label = SVGText.truncate(item.text, toWidth: frame.width + 0.5, fontSize: fontSize, bold: item.isBold)
            writer.text(label, center: frame.center, fontSize: fontSize, fill: tint, bold: item.isBold)
            return
        }
        drawGlyph(glyph, center: frame.center, tint: tint, into: &writer)
    }

    private static func drawGlyph(_ glyph: SystemBarItem, center c: Point, tint: String, into writer: inout SVGWriter) {
        func p(_ x: Double, _ y: Double) -> Point { Point(x: c.x + x, y: c.y + y) }
        let width = 1.8
        switch glyph {
        case .add:
            writer.line(from: p(-9, 0), to: p(9, 0), stroke: tint, width: 2, roundCaps: true)
            writer.line(from: p(0, -9), to: p(0, 9), stroke: tint, width: 2, roundCaps: true)
        case .compose:
            writer.polyline([p(1, -8), p(-9, -8), p(-9, 9), p(8, 9), p(8, -1)], stroke: tint, width: width)
            writer.line(from: p(-3, 3), to: p(9, -9), stroke: tint, width: width, roundCaps: true)
        case .reply:
            writer.polyline([p(-3, -7), p(-10, 0), p(-3, 7)], stroke: tint, width: width)
            writer.polyline([p(-10, 0), p(2, 0), p(9, 4), p(10, 9)], stroke: tint, width: width)
        case .action:
            writer.polyline([p(-4, -3), p(-8, -3), p(-8, 10), p(8, 10), p(8, -3), p(4, -3)], stroke: tint, width: width)
            writer.line(from: p(0, -11), to: p(0, 3), stroke: tint, width: width, roundCaps: true)
            writer.polyline([p(-4, -7), p(0, -11), p(4, -7)], stroke: tint, width: width)
        case .organize:
            writer.polyline([p(-10, -6), p(-3, -6), p(-1, -3), p(10, -3), p(10, 8), p(-10, 8), p(-10, -6)], stroke: tint, width: width)
        case .bookmarks:
            writer.polyline([p(0, -6), p(-4, -9), p(-10, -9), p(-10, 8), p(-4, 8), p(0, 10), p(4, 8), p(10, 8), p(10, -9), p(4, -9), p(0, -6), p(0, 10)], stroke: tint, width: 1.5)
        case .search:
            writer.circle(center: p(-2, -2), radius: 7, fill: "none", stroke: tint, strokeWidth: width)
            writer.line(from: p(3, 3), to: p(9, 9), stroke: tint, width: 2.2, roundCaps: true)
        case .refresh:
            writer.polyline([p(8, -2), p(7, -5), p(4, -8), p(0, -9), p(-5, -8), p(-8, -4), p(-9, 0), p(-8, 5), p(-4, 8), p(0, 9), p(5, 8), p(8, 4)], stroke: tint, width: width)
            writer.polyline([p(3, -2), p(8, -2), p(8, -7)], stroke: tint, width: width)
        case .stop, .close:
            if glyph == .close { writer.circle(center: c, radius: 10, fill: "none", stroke: tint, strokeWidth: 1.5) }
            writer.line(from: p(-5, -5), to: p(5, 5), stroke: tint, width: width, roundCaps: true)
            writer.line(from: p(5, -5), to: p(-5, 5), stroke: tint, width: width, roundCaps: true)
        case .camera:
            writer.rect(Rect(x: c.x - 11, y: c.y - 6, width: 22, height: 15), fill: "none", cornerRadius: 3, stroke: tint, strokeWidth: 1.5)
            writer.circle(center: p(0, 1.5), radius: 4, fill: "none", stroke: tint, strokeWidth: 1.5)
            writer.polyline([p(-4, -6), p(-2, -9), p(2, -9), p(4, -6)], stroke: tint, width: 1.5)
        case .trash:
            writer.line(from: p(-9, -6), to: p(9, -6), stroke: tint, width: width, roundCaps: true)
            writer.polyline([p(-3, -6), p(-3, -9), p(3, -9), p(3, -6)], stroke: tint, width: 1.5)
            writer.polyline([p(-7, -6), p(-6, 10), p(6, 10), p(7, -6)], stroke: tint, width: width)
        case .play:
            writer.polygon([p(-6, -9), p(8, 0), p(-6, 9)], fill: tint)
        case .pause:
            writer.rect(Rect(x: c.x - 7, y: c.y - 9, width: 4.5, height: 18), fill: tint, cornerRadius: 1)
            writer.rect(Rect(x: c.x + 2.5, y: c.y - 9, width: 4.5, height: 18), fill: tint, cornerRadius: 1)
        case .done, .cancel, .edit, .save, .undo, .redo:
            return
        }
    }
}
