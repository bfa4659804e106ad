/// A window's safe-area insets in points (B-04): what the status bar, the sensor housing and the
/// home indicator cover. Encoded as `[top, left, bottom, right]`.
public struct SafeAreaInsets: Sendable, Hashable {
    /// The top inset: the status bar, or the sensor housing of a notched phone in portrait.
    public var top: Double
    /// The left inset: the sensor housing of a notched phone in landscape.
    public var left: Double
    /// The bottom inset: the home indicator.
    public var bottom: Double
    /// The right inset: the notched phone's other side in landscape.
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = SafeAreaInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The insets of a window without a sensor housing or home indicator: the 20 pt status bar,
    /// none on a phone in compact height, where the status bar is hidden (B-01).
    public static func statusBar(idiom: Idiom, vertical: SizeClass) -> SafeAreaInsets {
        SafeAreaInsets(top: idiom == .phone && vertical == .compact ? 0 : 20, left: 0, bottom: 0, right: 0)
    }

    /// `rect` shrunk by the insets.
    public func inset(_ rect: Rect) -> Rect {
        Rect(
            x: rect.x + left,
            y: rect.y + top,
            width: max(0, rect.width - left - right),
            height: max(0, rect.height - top - bottom)
        )
    }
}

extension SafeAreaInsets: Codable {
    /// Decodes `[top, left, bottom, right]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(
            top: try container.decode(Double.self),
            left: try container.decode(Double.self),
            bottom: try container.decode(Double.self),
            right: try container.decode(Double.self)
        )
    }

    /// Encodes `[top, left, bottom, right]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(top)
        try container.encode(left)
        try container.encode(bottom)
        try container.encode(right)
    }
}
