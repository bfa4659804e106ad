/// What a build did.
public struct BuildReport: Sendable {
    /// Every diagnostic, sorted.
    public var diagnostics: [Diagnostic]
    /// The pages built, in index order; empty when the output was already up to date.
    public var pages: [PageSummary]
    /// The resolve contract's entries of the pages, in index order: a resolve's (a build writes
    /// them to each page's `resolution.json` instead, and leaves this empty).
    public var resolvedPages: [ResolveDocument.Page] = []
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
    /// Why the build stopped without replacing the site, when it did: a closing line printed
    /// after the diagnostics, about the whole build rather than a place in a file.
    public var summary: Summary?
    /// The option the build refused before any work, when it did (the exit status is 2).
    public var usageError: UsageError?
    /// Where to write the diagnostics as JSON: the options' file, unless the build refused it.
    public var diagnosticsFile: String?
    /// How long each step of a build took, in the order they ran, up to the one that ended the
    /// build (`open output` when no page's stamp moved); empty for a resolve.
    public var stepTimes: [BuildStepTime] = []

    /// A closing line about the whole build: `error: message [code]`.
    public struct Summary: Sendable, Equatable {
        /// A stable code such as `nothing-written`.
        public var code: String
        /// A sentence for people.
        public var message: String

        /// Creates a summary.
        public init(code: String, message: String) {
            self.code = code
            self.message = message
        }

        /// `error: message [code]`.
        public var description: String {
            "error: \(message) [\(code)]"
        }
    }

    /// Whether any error (or, when strict, any warning) was reported: the exit status is 1 (2
    /// for a usage error).
    public var failed: Bool {
        summary != nil || usageError != nil || diagnostics.contains { $0.severity == .error || strict }
    }

    /// The resolve contract of the resolved pages.
    public var resolveDocument: ResolveDocument {
        ResolveDocument(pages: resolvedPages, diagnostics: diagnostics)
    }
}
