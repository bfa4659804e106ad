/// How far a build is: handed to `BuildOptions.progress` as pages are rendered.
public struct BuildProgress: Sendable, Equatable {
    /// Pages rendered so far.
    public var pagesDone: Int
    /// Pages to render.
    public var pageTotal: Int

    /// Creates a progress value.
    public init(pagesDone: Int, pageTotal: Int) {
        self.pagesDone = pagesDone
        self.pageTotal = pageTotal
    }
}
