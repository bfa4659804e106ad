import Adaptivity

/// A shadow made of a few translucent outsets, which renders alike everywhere without filters.
enum SoftShadow {
    static func draw(around frame: Rect, cornerRadius: Double, into writer: inout SVGWriter) {
        for (spread, opacity) in [(8.0, 0.04), (4.0, 0.06), (1.5, 0.1)] {
            writer.rect(
                frame.insetBy(dx: -spread, dy: -spread).offsetBy(dx: 0, dy: spread / 2),
                fill: "#000000",
                cornerRadius: cornerRadius + spread,
                opacity: opacity
            )
        }
    }
}
