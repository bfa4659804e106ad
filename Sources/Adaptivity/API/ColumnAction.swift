/// A `hide(_:)` or `show(_:)` call on a column-style split view controller (M-S-08).
public struct ColumnAction: Sendable, Hashable {
    /// Whether the column is hidden or shown.
    public var kind: ColumnActionKind
    /// The column; UIKit does not accept `compact`, which the engine reports and skips.
    public var column: SplitColumn
    /// Where the call was written.
    public var position: SourcePosition?

    /// Creates a call.
    public init(kind: ColumnActionKind, column: SplitColumn, position: SourcePosition? = nil) {
        self.kind = kind
        self.column = column
        self.position = position
    }
}

/// The two column messages of a column-style split view controller (M-S-08).
public enum ColumnActionKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `hide(_:)`.
    case hide
    /// `show(_:)`.
    case show
}
