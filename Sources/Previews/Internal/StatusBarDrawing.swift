import Adaptivity

/// The status bar: "9:41" and a full battery; the time centered between signal dots (phones) or the
/// device name (iPads) and the battery on a 20 pt status bar, the time and battery in the ears
/// beside the sensor housing on notched phones, the time and date on the left of an all-screen
/// iPad's 24 pt status bar; in right-to-left the sides swap.
enum StatusBarDrawing {
    private static let time = "9:41"

    /// Draws the status bar, with light text (`lightText`) over the black backdrop of a
    /// pushed-back presenter.
    static func draw(context: DrawingContext, lightText: Bool, into writer: inout SVGWriter) {
        let height = context.statusBarHeight
        guard height > 0 else { return }
        let width = context.environment.width
        let color = lightText ? "#ffffff" : context.palette.text
        let bounds = context.environment.bounds
        func x(_ leftToRight: Double) -> Double { context.mirrored(x: leftToRight, in: bounds) }
        let leading: SVGWriter.Anchor = context.isRightToLeft ? .end : .start
        func batteryRight(_ leftToRight: Double, width: Double) -> Double {
            context.isRightToLeft ? x(leftToRight) + width + 4 : leftToRight
        }
        writer.open(.statusBar, frame: Rect(x: 0, y: 0, width: width, height: height))
        defer { writer.closeGroup() }
        if context.environment.hasSensorHousing {
            let middle = height * 0.5 + 1
            writer.text(time, center: Point(x: x(width * 0.18), y: middle), fontSize: 17, fill: color, bold: true)
            drawBattery(right: batteryRight(width - 30, width: 27), middle: middle, width: 27, height: 13, color: color, into: &writer)
            return
        }
        let middle = height / 2
        if context.environment.idiom == .pad, context.environment.safeArea.bottom > 0 {
            writer.text("9:41 Mon Jun 10", center: Point(x: x(20), y: middle), fontSize: 12, fill: color, bold: true, anchor: leading)
            drawBattery(right: batteryRight(width - 20, width: 24), middle: middle, width: 24, height: 11, color: color, into: &writer)
            return
        }
        if context.environment.idiom == .pad {
            writer.text("iPad", center: Point(x: x(7), y: middle), fontSize: 12, fill: color, anchor: leading)
        } else {
            for index in 0..<5 {
                writer.circle(center: Point(x: x(9.5 + Double(index) * 7), y: middle), radius: 2.75, fill: color)
            }
        }
        writer.text(time, center: Point(x: width / 2, y: middle), fontSize: 12, fill: color, bold: true)
        drawBattery(right: batteryRight(width - 7, width: 24), middle: middle, width: 24, height: 11, color: color, into: &writer)
    }

    private static func drawBattery(right: Double, middle: Double, width: Double, height: Double, color: String, into writer: inout SVGWriter) {
        let body = Rect(x: right - width - 2, y: middle - height / 2, width: width, height: height)
        writer.rect(body, fill: "none", cornerRadius: 3, stroke: color, strokeWidth: 1)
        writer.rect(body.insetBy(dx: 2, dy: 2), fill: color, cornerRadius: 1.5)
        writer.rect(Rect(x: body.maxX + 0.5, y: middle - 2, width: 1.5, height: 4), fill: color, cornerRadius: 0.75)
    }
}
