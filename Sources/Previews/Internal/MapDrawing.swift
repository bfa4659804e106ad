import Adaptivity

/// A street map: land cut by a grid of streets, a park and water over them, a main road crossing
/// everything and a pin in the middle.
struct MapDrawing: WritingContentDrawing {
    private static let land = "#f2efe9"
    private static let park = "#cde8b9"
    private static let water = "#aad3f2"
    private static let street = "#ffffff"
    private static let mainRoad = "#f9d470"

    func draw(
        _ leaf: ResolvedLeaf,
        of node: ResolvedNode,
        frame: Rect,
        safeFrame: Rect,
        appearance: PreviewAppearance,
        into writer: inout SVGWriter
    ) {
        guard frame.width > 0, frame.height > 0 else { return }
        writer.rect(frame, fill: Self.land)
        let spacing = 90.0
        var x = frame.x + 40
        while x < frame.maxX {
            writer.line(from: Point(x: x, y: frame.y), to: Point(x: x, y: frame.maxY), stroke: Self.street, width: 6)
            x += spacing
        }
        var y = frame.y + 60
        while y < frame.maxY {
            writer.line(from: Point(x: frame.x, y: y), to: Point(x: frame.maxX, y: y), stroke: Self.street, width: 6)
            y += spacing * 1.2
        }
        writer.rect(
            Rect(x: frame.x + frame.width * 0.12, y: frame.y + frame.height * 0.14, width: frame.width * 0.22, height: frame.height * 0.16),
            fill: Self.park
        )
        writer.polygon(
            [
                Point(x: frame.maxX, y: frame.y + frame.height * 0.62),
                Point(x: frame.x + frame.width * 0.7, y: frame.maxY),
                Point(x: frame.maxX, y: frame.maxY),
            ],
            fill: Self.water
        )
        writer.line(
            from: Point(x: frame.x, y: frame.y + frame.height * 0.78),
            to: Point(x: frame.maxX, y: frame.y + frame.height * 0.3),
            stroke: Self.mainRoad,
            width: 9
        )
        let pin = frame.center
        writer.line(from: Point(x: pin.x, y: pin.y - 8), to: Point(x: pin.x, y: pin.y + 8), stroke: "#5e5e63", width: 2, roundCaps: true)
        writer.circle(center: Point(x: pin.x, y: pin.y - 14), radius: 9, fill: appearance.palette.destructive, stroke: "#ffffff", strokeWidth: 2)
        writer.circle(center: Point(x: pin.x, y: pin.y - 14), radius: 3, fill: "#ffffff")
    }
}
