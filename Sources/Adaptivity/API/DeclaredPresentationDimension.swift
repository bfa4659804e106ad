extension DeclaredPresentation {
    /// A width or height of a declared presentation: a fraction of the container or a length in points.
    public enum Dimension: Sendable, Hashable {
        /// A fraction of the container's length, 0 to 1; the result is floored to whole points.
        case fraction(Double)
        /// A length in points, never more than the container's.
        case points(Double)

        /// Reads a dimension as `sizeboard.yml` writes it: `1/3` (a ratio), `0.33` or `1` (a number
        /// up to 1 is a fraction), `320` (a number above 1 is points) or `320pt` (points, whatever
        /// the number). Nil when the text is none of these or not positive.
        public init?(_ text: String) {
            if text.hasSuffix("pt") {
                guard let points = Double(text.dropLast(2)), points > 0 else { return nil }
                self = .points(points)
                return
            }
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count == 2 {
                guard let numerator = Double(parts[0]), let denominator = Double(parts[1]),
                      numerator > 0, denominator > 0, numerator <= denominator
                else { return nil }
                self = .fraction(numerator / denominator)
                return
            }
            guard parts.count == 1, let value = Double(text), value > 0, value.isFinite else { return nil }
            self = value <= 1 ? .fraction(value) : .points(value)
        }

        /// The length in points within a container `containerLength` long.
        public func length(in containerLength: Double) -> Double {
            switch self {
            case .fraction(let fraction): min(containerLength, (containerLength * fraction).rounded(.down))
            case .points(let points): min(containerLength, points)
            }
        }
    }
}
