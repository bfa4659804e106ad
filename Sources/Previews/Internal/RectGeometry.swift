import Adaptivity

extension Rect {
    func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The overlap of the two rectangles; an empty rectangle at the nearest edge when they do not meet.
    func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = max(left, min(maxX, other.maxX))
        let bottom = max(top, min(maxY, other.maxY))
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    func contains(_ other: Rect, tolerance: Double = 0.5) -> Bool {
        other.x >= x - tolerance && other.y >= y - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    var center: Point { Point(x: midX, y: midY) }

    func isClose(to other: Rect) -> Bool {
        abs(x - other.x) < 0.5 && abs(y - other.y) < 0.5
            && abs(width - other.width) < 0.5 && abs(height - other.height) < 0.5
    }
}
