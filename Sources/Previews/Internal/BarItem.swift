import Adaptivity

/// A bar button item as drawn: its id and the words it shows, the id title-cased
/// (`new-message` shows "New Message").
struct BarItem {
    let id: String

    var text: String {
        id.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: " ")
    }

    /// The width its text takes, at most `limit`.
    func width(fontSize: Double, limit: Double) -> Double {
        min(SVGText.estimatedWidth(of: text, fontSize: fontSize), max(0, limit))
    }
}

extension ResolvedBar {
    /// The trailing items of a navigation bar, or the items of a toolbar, leading first.
    var barItems: [BarItem] { items.map(BarItem.init) }
    /// The leading items of a navigation bar, leading first.
    var leftBarItems: [BarItem] { leftItems.map(BarItem.init) }
}

/// Draws a bar item's text in the tint, fitted to its frame.
enum BarItemDrawing {
    static func draw(_ item: BarItem, in frame: Rect, fontSize: Double, tint: String, into writer: inout SVGWriter) {
        let label = SVGText.truncate(item.text, toWidth: frame.width + 0.5, fontSize: fontSize)
        writer.text(label, center: frame.center, fontSize: fontSize, fill: tint)
    }
}
