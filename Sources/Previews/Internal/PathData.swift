/// The `d` attribute of a path, built from points and arcs with numbers as the writer formats them.
struct PathData {
    private(set) var bytes: [UInt8] = []

    mutating func move(to point: Point) {
        command("M", point)
    }

    mutating func line(to point: Point) {
        command("L", point)
    }

    /// A clockwise circular arc of `radius` ending at `point`.
    mutating func arc(radius: Double, to point: Point) {
        separate()
        bytes.append(UInt8(ascii: "A"))
        appendNumber(radius)
        bytes.append(UInt8(ascii: ","))
        appendNumber(radius)
        bytes.append(contentsOf: " 0 0 1 ".utf8)
        coordinates(point)
    }

    mutating func close() {
        bytes.append(UInt8(ascii: "Z"))
    }

    private mutating func command(_ letter: Unicode.Scalar, _ point: Point) {
        separate()
        bytes.append(UInt8(ascii: letter))
        coordinates(point)
    }

    private mutating func separate() {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
    }

    private mutating func coordinates(_ point: Point) {
        appendNumber(point.x)
        bytes.append(UInt8(ascii: ","))
        appendNumber(point.y)
    }

    private mutating func appendNumber(_ value: Double) {
        bytes.append(contentsOf: SVGText.number(value).utf8)
    }
}
