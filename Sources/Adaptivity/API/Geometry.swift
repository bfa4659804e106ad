/// A size in points.
public struct Size: Sendable, Hashable, Codable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// Creates a size of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle in points, in window coordinates unless a declaration says otherwise.
public struct Rect: Sendable, Hashable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle at the origin with the given size.
    public init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The size of the rectangle.
    public var size: Size { Size(width: width, height: height) }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal center.
    public var midX: Double { x + width / 2 }
    /// The vertical center.
    public var midY: Double { y + height / 2 }
}

extension Rect: Codable {
    /// Decodes `[x, y, width, height]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(
            x: try container.decode(Double.self),
            y: try container.decode(Double.self),
            width: try container.decode(Double.self),
            height: try container.decode(Double.self)
        )
    }

    /// Encodes as `[x, y, width, height]`, the form of the resolve contract.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
        try container.encode(width)
        try container.encode(height)
    }
}
