import Adaptivity

/// The outcome of decoding a screen block.
public struct ScreenDecoding: Sendable {
    /// The screen, when the block decoded without errors.
    public var screen: ScreenSpec?
    /// Problems found.
    public var diagnostics: [Diagnostic]
}
