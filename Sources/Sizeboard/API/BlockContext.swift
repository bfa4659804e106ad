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
