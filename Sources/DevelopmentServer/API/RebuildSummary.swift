import Sizeboard

/// One build the development server ran: the first one, or one after a burst of changes.
public struct RebuildSummary: Sendable {
    /// What the build reported.
    public let report: BuildReport
    /// The changed files that started it; empty for the first build.
    public let changedPaths: [String]
    /// How long the build took to put the site in place (or to stop); the open pages were told
    /// then, before the build recorded what the next one needs.
    public let duration: Duration
    /// Whether the build changed the served site, so that open pages were told to reload.
    public let reloadsPages: Bool
}
