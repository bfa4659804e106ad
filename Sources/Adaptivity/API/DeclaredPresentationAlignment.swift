extension DeclaredPresentation {
    /// The edge a declared presentation sits against; the view is centered along the other axis.
    /// Leading is the left edge: the engine models left-to-right layouts only.
    public enum Alignment: String, Sendable, Hashable, Codable, CaseIterable {
        /// Against the left edge.
        case leading
        /// Against the right edge.
        case trailing
        /// Centered on both axes.
        case center
        /// Against the top edge.
        case top
        /// Against the bottom edge.
        case bottom
    }
}
