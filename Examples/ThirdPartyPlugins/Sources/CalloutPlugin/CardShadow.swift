import Sizeboard

/// The chrome of the `card` presentation: rounded corners and a shadow offset below the card.
struct CardShadow: ChromeDrawing {
    var cornerRadius: Double { 16 }

    func svg(for context: ChromeContext) -> String {
        let frame = context.frame
        return "<g data-role=\"card-shadow\" data-node=\"\(SVGText.escape(context.presentation.presented))\">"
            + "<rect x=\"\(SVGText.number(frame.x))\" y=\"\(SVGText.number(frame.y + 6))\""
            + " width=\"\(SVGText.number(frame.width))\" height=\"\(SVGText.number(frame.height))\""
            + " rx=\"16\" fill=\"\(context.palette.separator)\" opacity=\"0.6\"/></g>"
    }
}
