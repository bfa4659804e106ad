/// Where the page HTML step finds a page's body.
enum BodySource: Sendable {
    /// In the page itself (`RenderedPage.bodyHTML`): rendered by this build and held in memory.
    case held
    /// In the render cache, read back as bytes (`PageCacheEntry.bodyBytes`).
    case renderCache
    /// Nowhere: the page came from the render cache, whose entry does not keep a body the build
    /// that stored it held in memory (`PageCacheEntry.bodyKept`), so the page is rendered again
    /// from its source, whose bytes must still be those the page's hash was made of.
    case renderAgain(PendingPage)
}
