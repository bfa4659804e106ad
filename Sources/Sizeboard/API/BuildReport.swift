/// What a build did.
public struct BuildReport: Sendable {
    /// Every diagnostic, sorted.
    public var diagnostics: [Diagnostic]
    /// The pages built, in index order; empty when the output was already up to date.
    public var pages: [RenderedPage]
    /// How many pages the site has.
    public var pageCount: Int
    /// How many screens the site has.
    public var screenCount: Int
    /// The output folder's absolute path, when the output was written or already up to date.
    public var outputPath: String?
    /// Files written with new bytes.
    public var written = 0
    /// Files left as they were.
    public var unchanged = 0
    /// Stale files removed.
    public var removed = 0
    /// Whether nothing changed since the last build, so nothing was rendered or written.
    public var upToDate = false
    /// Whether warnings count as errors.
    public var strict: Bool

    /// Whether any error (or, when strict, any warning) was reported: the exit status is 1.
    public var failed: Bool {
        diagnostics.contains { $0.severity == .error || strict }
    }

    /// The resolve contract of the built pages.
    public var resolveDocument: ResolveDocument {
        ResolveDocument(pages: pages.map(ResolveDocument.Page.init), diagnostics: diagnostics)
    }
}
