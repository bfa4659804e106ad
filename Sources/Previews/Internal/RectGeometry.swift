import Adaptivity

extension Rect {
    func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    var center: Point { Point(x: midX, y: midY) }

    func isClose(to other: Rect) -> Bool {
        abs(x - other.x) < 0.5 && abs(y - other.y) < 0.5
            && abs(width - other.width) < 0.5 && abs(height - other.height) < 0.5
    }
}
