/// The fields of a page-curl page view controller (PG-*).
public struct PagesSpec: Sendable, Hashable {
    /// All pages, in reading order.
    public var pages: [ControllerSpec]
    /// The index of the current page.
    public var currentIndex: Int
    /// The spine location.
    public var spine: SpineLocation

    /// Creates a pages spec.
    public init(pages: [ControllerSpec], currentIndex: Int = 0, spine: SpineLocation = .automatic) {
        self.pages = pages
        self.currentIndex = currentIndex
        self.spine = spine
    }
}

/// Where the spine of a page-curl page view controller is (PG-01).
public enum SpineLocation: String, Sendable, Hashable, Codable, CaseIterable {
    /// The delegate's canonical choice (PG-03).
    case automatic
    /// The left edge: one page.
    case min
    /// The middle: two pages.
    case mid
    /// The right edge: one page.
    case max
}
