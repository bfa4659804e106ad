/// What a build did.
public struct BuildReport: Sendable {
    /// Every diagnostic, sorted.
    public var diagnostics: [Diagnostic]
    /// The pages built, in index order.
    public var pages: [RenderedPage]
    /// The output folder's absolute path, when the output was written.
    public var outputPath: String?
    /// Files written with new bytes.
    public var written: Int
    /// Files left as they were.
    public var unchanged: Int
    /// Stale files removed.
    public var removed: Int
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
