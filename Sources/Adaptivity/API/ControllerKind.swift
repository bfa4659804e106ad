/// The kind of a controller and the fields that belong to that kind.
public indirect enum ControllerKind: Sendable, Hashable {
    /// A leaf view controller.
    case view(ViewSpec)
    /// A UINavigationController.
    case navigation(NavigationSpec)
    /// A UISplitViewController, classic or column style.
    case split(SplitSpec)
    /// A UITabBarController.
    case tabs(TabsSpec)
    /// A UIPageViewController with the page-curl transition.
    case pages(PagesSpec)
    /// A UIAlertController.
    case alert(AlertSpec)
    /// A UISearchController.
    case search(SearchSpec)
    /// A container kind registered by a plugin.
    case custom(CustomContainerSpec)

    /// The kind's name as written in the content language and reported in the resolve contract.
    public var name: String {
        switch self {
        case .view: "view"
        case .navigation: "navigation"
        case .split: "split"
        case .tabs: "tabs"
        case .pages: "pages"
        case .alert: "alert"
        case .search: "search"
        case .custom(let spec): spec.kind
        }
    }

    /// The child controllers, in declaration order.
    public var children: [ControllerSpec] {
        switch self {
        case .view, .alert: []
        case .navigation(let spec): spec.stack
        case .split(let spec): [spec.primary, spec.supplementary, spec.secondary, spec.compact].compactMap { $0 }
        case .tabs(let spec): spec.tabs
        case .pages(let spec): spec.pages
        case .search(let spec): [spec.results].compactMap { $0 }
        case .custom(let spec): spec.children
        }
    }
}
