import Foundation

/// How to run a build or a resolve, as the command line sets it.
public struct BuildOptions: Sendable {
    /// The project root: where `sizeboard.yml` and `Themes/` are, and what paths are shown relative to.
    public var projectRoot: URL
    /// The configuration file; nil means `sizeboard.yml` in the project root, if it exists.
    public var configPath: String?
    /// Overrides the configuration's content folder.
    public var contentDirectory: String?
    /// Overrides the configuration's output folder.
    public var outputDirectory: String?
    /// Overrides the configuration's behavior.
    public var behavior: String?
    /// Overrides the configuration's iOS version of the behavior's rules (`--ios`).
    public var ios: Int?
    /// Replaces every page's and screen's own environment list when not empty (`--env`).
    public var environments: [String]
    /// Worker threads for the parallel stages.
    public var jobs: Int
    /// Whether warnings count as errors.
    public var strict: Bool
    /// Where the diagnostics are to be written as JSON, if anywhere: a build checks it before it
    /// writes anything (its folder must exist; it may not be in the content or output folder).
    public var diagnosticsFile: String?
    /// Called from any thread as pages are rendered, with how many are done: a command line
    /// shows it on a terminal, a server could show it in the page.
    public var progress: (@Sendable (BuildProgress) -> Void)?

    /// Creates options; `jobs` defaults to the number of cores.
    public init(
        projectRoot: URL,
        configPath: String? = nil,
        contentDirectory: String? = nil,
        outputDirectory: String? = nil,
        behavior: String? = nil,
        environments: [String] = [],
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        strict: Bool = false
    ) {
        self.projectRoot = projectRoot
        self.configPath = configPath
        self.contentDirectory = contentDirectory
        self.outputDirectory = outputDirectory
        self.behavior = behavior
        self.environments = environments
        self.jobs = jobs
        self.strict = strict
    }
}
