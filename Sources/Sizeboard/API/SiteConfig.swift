import Adaptivity

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
    /// The iOS version of the behavior's version-tagged rules (`ios`, 13 to 18 under `modern`);
    /// nil means the behavior's default.
    public var ios: Int?
    /// Whether the command line chose the behavior (`--behavior`, `--ios`): it then replaces every
    /// page's own `behavior` and `ios`, as `--env` replaces their environments.
    public var overridingBehavior: Bool = false
    /// The optional plugins to enable, by name (`plugins`).
    public var plugins: [String] = []
    /// Whether raw HTML in Markdown is kept (`unsafeHTML`).
    public var allowsRawHTML: Bool = false
    /// Environments added to the device catalog (`devices`).
    public var devices: [Environment] = []
    /// Environment groups of the site's own (`groups: {name: [ids or group names]}`), in file order.
    public var groups: [ConfiguredGroup] = []
    /// Custom presentations declared without code (`presentations`), by name.
    public var presentations: [String: DeclaredPresentation] = [:]
    /// Every other key, for plugins and themes.
    public var extra: [String: MetadataValue] = [:]

    /// The configuration with every default.
    public init() {}

    /// Reads the text of a `sizeboard.yml` shown as `path`: the configuration (defaults where a
    /// key is missing or wrong) and every problem, located.
    public static func decode(_ yaml: String, path: String = "sizeboard.yml") -> (config: SiteConfig, diagnostics: [Diagnostic]) {
        let decoded = SiteConfigDecoder(path: path).decode(yaml)
        return (decoded.config, decoded.diagnostics)
    }
}

/// An environment group declared in `sizeboard.yml`: a name for a list of environment ids and
/// group names, usable wherever environments are named.
public struct ConfiguredGroup: Sendable, Hashable {
    /// The group's name.
    public var name: String
    /// Environment ids and group names, in order.
    public var members: [String]
    /// Where the list was written in `sizeboard.yml`.
    public var position: SourcePosition?
    /// Where each member was written, in the same order; empty when unknown.
    public var memberPositions: [SourcePosition] = []

    /// Creates a group.
    public init(name: String, members: [String], position: SourcePosition? = nil) {
        self.name = name
        self.members = members
        self.position = position
    }
}
