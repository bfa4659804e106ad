/// The site configuration, read from `sizeboard.yml`; every key has a default.
public struct SiteConfig: Sendable {
    /// The site title (`title`).
    public var title: String = "Sizeboard"
    /// The absolute URL the site is served from (`baseURL`), used where a link must be absolute (sitemaps).
    public var baseURL: String = "/"
    /// The content folder, relative to the project root (`content`).
    public var contentDirectory: String = "Content"
    /// The output folder, relative to the project root (`output`).
    public var outputDirectory: String = "_site"
    /// The theme's name (`theme`).
    public var theme: String = "default"
    /// The environments of screens that name none, as ids or group names (`environments`).
    public var environments: [String] = ["size-classes"]
    /// Environments that replace every page's and screen's own list when not empty: the command
    /// line's `--env`, never `sizeboard.yml`.
    public var overridingEnvironments: [String] = []
    /// The engine behavior (`behavior`).
    public var behavior: String = "classic"
    /// The optional plugins to enable, by name (`plugins`).
    public var plugins: [String] = []
    /// Whether raw HTML in Markdown is kept (`unsafeHTML`).
    public var allowsRawHTML: Bool = false
    /// Environments added to the device catalog (`devices`).
    public var devices: [Environment] = []
    /// Custom presentations declared without code (`presentations`), by name.
    public var presentations: [String: DeclaredPresentation] = [:]
    /// Every other key, for plugins and themes.
    public var extra: [String: MetadataValue] = [:]

    /// The configuration with every default.
    public init() {}
}
