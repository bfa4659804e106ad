/// What a block handler gets: the block, the page around it and the site's services.
public struct BlockContext: Sendable {
    /// The block: info string, attributes, body, source range.
    public var block: FencedBlock
    /// The page the block is in.
    public var page: PageInfo
    /// The site's configuration and services (engine, devices, theme, preview renderer).
    public var site: SiteServices

    /// Creates a context.
    public init(block: FencedBlock, page: PageInfo, site: SiteServices) {
        self.block = block
        self.page = page
        self.site = site
    }
}

/// A page as block handlers and transforms see it.
public struct PageInfo: Sendable, Hashable, Codable {
    /// The file, e.g. `Content/photos.md`.
    public var path: String
    /// The output folder below the site root, e.g. `photos`.
    public var slug: String
    /// The front matter.
    public var metadata: PageMetadata
    /// The relative URL of the site root from the page, e.g. `../`.
    public var rootURL: String

    /// Creates page information.
    public init(path: String, slug: String, metadata: PageMetadata, rootURL: String) {
        self.path = path
        self.slug = slug
        self.metadata = metadata
        self.rootURL = rootURL
    }
}
