import Adaptivity

/// A span of a source file, from `start` to `end` inclusive.
public struct SourceRange: Sendable, Hashable, Codable {
    /// The first character.
    public var start: SourcePosition
    /// The last character.
    public var end: SourcePosition

    /// Creates a range.
    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}
