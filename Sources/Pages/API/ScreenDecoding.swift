import Adaptivity

/// The outcome of decoding one `screen` block.
///
/// A block with any error yields no screen: a partial screen would resolve into a preview that
/// misleads, so the figure shows the diagnostics instead.
public struct ScreenDecoding: Sendable, Hashable {
    /// The decoded screen; nil when any diagnostic is an error.
    public var screen: ScreenSpec?
    /// Every problem found, in source order.
    public var diagnostics: [Diagnostic]
    /// The screen's `expect:` claims, checked once it resolved.
    public var expectations: [ScreenExpectation] = []

    /// Creates an outcome.
    public init(screen: ScreenSpec?, diagnostics: [Diagnostic]) {
        self.screen = screen
        self.diagnostics = diagnostics
    }
}
