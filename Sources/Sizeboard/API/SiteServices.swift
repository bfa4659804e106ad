/// The configuration and shared services of a build, handed to every plugin.
public struct SiteServices: Sendable {
    /// The site configuration.
    public let config: SiteConfig
    /// The device catalog, with the site's and plugins' environments added.
    public let catalog: DeviceCatalog
    /// The adaptivity engine, with the behavior and plugin extensions of the site.
    public let engine: Engine
    /// The SVG renderer, with the plugins' drawings.
    public let previews: PreviewRenderer
    /// The theme.
    public let theme: Theme
    /// The names screen blocks may use, with the plugins' kinds.
    public let vocabulary: ScreenVocabulary
    /// Elements plugins add to the `<head>` of every page, given the page's relative URL of the site root.
    public let siteHeadElements: [@Sendable (_ rootURL: String) -> String]

    /// Creates services.
    public init(
        config: SiteConfig,
        catalog: DeviceCatalog,
        engine: Engine,
        previews: PreviewRenderer,
        theme: Theme,
        vocabulary: ScreenVocabulary,
        siteHeadElements: [@Sendable (_ rootURL: String) -> String] = []
    ) {
        self.config = config
        self.catalog = catalog
        self.engine = engine
        self.previews = previews
        self.theme = theme
        self.vocabulary = vocabulary
        self.siteHeadElements = siteHeadElements
    }

    /// The environments named by `names` (ids or group names, in order, without repeats), or the
    /// first unknown name with the nearest known one.
    public func environments(named names: [String]) -> Result<[Environment], UnknownEnvironment> {
        let selection = catalog.selection(names: names)
        if let unknown = selection.unknown.first {
            return .failure(UnknownEnvironment(name: unknown.name, suggestion: unknown.suggestion))
        }
        return .success(selection.environments)
    }
}

/// An environment name that is neither an id nor a group of the catalog.
public struct UnknownEnvironment: Error, Sendable {
    /// The name as written.
    public var name: String
    /// The nearest known id or group name, if one is close.
    public var suggestion: String?

    /// A message with a "did you mean" when a known name is close.
    public var message: String {
        let suggestion = suggestion.map { "; did you mean `\($0)`?" } ?? ""
        return "unknown environment `\(name)`\(suggestion) (`sizeboard devices` lists them)"
    }
}
