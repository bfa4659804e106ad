/// The fields of a leaf view controller.
public struct ViewSpec: Sendable, Hashable {
    /// The wireframe content: `empty`, `list`, `grid`, `text`, `image`, `form`, `map`, or a plugin's kind.
    public var content: String
    /// How many rows or items the content shows, when it is a list, grid or form.
    public var rows: Int?
    /// Bar item ids shown in the toolbar of the enclosing navigation controller.
    public var toolbar: [String]
    /// Bar item ids on the left of the navigation bar.
    public var leftBarItems: [String]
    /// Bar item ids on the right of the navigation bar.
    public var rightBarItems: [String]
    /// Whether the left bar items show beside the back button rather than in its place
    /// (`leftItemsSupplementBackButton`, B-02); UIKit's default hides the back button.
    public var leftItemsSupplementBackButton: Bool
    /// The preferred content size, used by popovers and form sheets.
    public var preferredSize: Size?
    /// Whether the rows show disclosure indicators; nil: none (SH-03, SH-04).
    public var disclosure: Disclosure?
    /// The bar items of `toolbar`, `leftBarItems` and `rightBarItems` that declare a title, a
    /// style or a system item, by id.
    public var barItemDetails: [String: BarItemSpec]
    /// `navigationItem.largeTitleDisplayMode` (M-NB-01).
    public var largeTitleDisplayMode: LargeTitleDisplayMode
    /// Whether `navigationItem.searchController` is set: a search field in the bar (M-NB-02).
    public var searchController: Bool

    /// Creates a leaf spec.
    public init(
        content: String = "empty",
        rows: Int? = nil,
        toolbar: [String] = [],
        leftBarItems: [String] = [],
        rightBarItems: [String] = [],
        leftItemsSupplementBackButton: Bool = false,
        preferredSize: Size? = nil,
        disclosure: Disclosure? = nil,
        barItemDetails: [String: BarItemSpec] = [:],
        largeTitleDisplayMode: LargeTitleDisplayMode = .automatic,
        searchController: Bool = false
    ) {
        self.content = content
        self.rows = rows
        self.toolbar = toolbar
        self.leftBarItems = leftBarItems
        self.rightBarItems = rightBarItems
        self.leftItemsSupplementBackButton = leftItemsSupplementBackButton
        self.preferredSize = preferredSize
        self.disclosure = disclosure
        self.barItemDetails = barItemDetails
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.searchController = searchController
    }
}

/// `UINavigationItem.LargeTitleDisplayMode` (M-NB-01).
public enum LargeTitleDisplayMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Large on the root of a stack that prefers large titles; a pushed item takes the previous one's.
    case automatic
    /// Always large when the bar prefers large titles.
    case always
    /// Never large.
    case never
}
