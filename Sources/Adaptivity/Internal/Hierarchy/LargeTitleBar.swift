/// What the modern behavior adds to a navigation bar: the large-title band (M-NB-01) and the
/// search field stacked under the title (M-NB-02).
struct LargeTitleBar: Sendable, Hashable {
    /// Whether the top item's title shows large.
    var showsLargeTitle: Bool
    /// Whether the top item has a search controller in the bar.
    var hasSearchField: Bool
    /// The heights of the band and the field.
    var metrics: NavigationBarMetrics

    /// The additions for the navigation controller `navigation` showing `stack` (bottom first).
    ///
    /// Large titles need `prefersLargeTitles`; an item's mode `always` shows it large, `never`
    /// standard, `automatic` large on the root and, on a pushed item, as the item beneath it. Never
    /// in compact height (B-02).
    init(navigation: ControllerSpec, stack: [ControllerSpec], compactHeight: Bool, metrics: NavigationBarMetrics) {
        self.metrics = metrics
        let prefers: Bool = if case .navigation(let spec) = navigation.kind { spec.prefersLargeTitles } else { false }
        var large = prefers
        for item in stack {
            switch item.viewSpec?.largeTitleDisplayMode ?? .automatic {
            case .always: large = prefers
            case .never: large = false
            case .automatic: break
            }
        }
        showsLargeTitle = large && !compactHeight && !stack.isEmpty
        hasSearchField = stack.last?.viewSpec?.searchController ?? false
    }

    /// The height added under the standard bar.
    var extraHeight: Double {
        (showsLargeTitle ? metrics.largeTitleHeight : 0) + (hasSearchField ? metrics.searchFieldHeight : 0)
    }

    /// The search field's frame at the bottom of `bar`, the whole bar with its additions.
    func searchField(in bar: Rect) -> Rect? {
        guard hasSearchField else { return nil }
        return Rect(x: bar.x, y: bar.maxY - metrics.searchFieldHeight, width: bar.width, height: metrics.searchFieldHeight)
    }
}

extension ControllerSpec {
    /// The view fields, when the controller is a leaf view.
    var viewSpec: ViewSpec? {
        if case .view(let view) = kind { view } else { nil }
    }
}
