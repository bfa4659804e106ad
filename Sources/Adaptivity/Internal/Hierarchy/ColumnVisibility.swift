/// What `hide(_:)` and `show(_:)` do to a column-style split (M-S-08, from the iOS 14 header of
/// UISplitViewController). Calls naming the compact column, or a column the split does not have,
/// change nothing.
enum ColumnVisibility {
    /// Collapsed: the column on top of the merged stack after `actions`, starting from `top`;
    /// `columns` are the split's columns in stack order, the primary first. `hide` is ignored for
    /// the primary and for a column not on top, else the column is popped (the one below it comes
    /// on top); `show` pushes the column and those between, or pops those covering it.
    static func topColumn(after actions: [ColumnAction], from top: SplitColumn, columns: [SplitColumn]) -> SplitColumn {
        var top = top
        for action in actions where columns.contains(action.column) {
            switch action.kind {
            case .hide:
                guard action.column == top, let index = columns.firstIndex(of: top), index > 0 else { continue }
                top = columns[index - 1]
            case .show:
                top = action.column
            }
        }
        return top
    }

    /// Expanded: the display mode after `actions`, starting from `mode`, one of `behavior`'s modes
    /// (M-S-04). Both calls are ignored for the secondary and for a column already in the requested
    /// state; otherwise the split goes to the nearest mode of its behavior where the column is
    /// (not) visible. In a triple-column split the supplementary shows with one sidebar, the
    /// primary only with two.
    static func displayMode(after actions: [ColumnAction], from mode: SplitDisplayMode, behavior: SplitBehavior, triple: Bool) -> SplitDisplayMode {
        var sidebars = sidebarCount(of: mode)
        for action in actions {
            switch (action.column, action.kind, triple) {
            case (.primary, .show, false): sidebars = 1
            case (.primary, .hide, false): sidebars = 0
            case (.primary, .show, true): sidebars = 2
            case (.primary, .hide, true): sidebars = min(sidebars, 1)
            case (.supplementary, .show, true): sidebars = max(sidebars, 1)
            case (.supplementary, .hide, true): sidebars = 0
            case (.supplementary, _, false), (.secondary, _, _), (.compact, _, _): continue
            }
        }
        let representative: SplitDisplayMode = switch sidebars {
        case 0: .secondaryOnly
        case 1: .oneBesideSecondary
        default: .twoBesideSecondary
        }
        return sidebars == sidebarCount(of: mode) ? mode : ColumnArrangement.reinterpreted(representative, behavior: behavior, triple: triple)
    }

    /// How many sidebars (primary, supplementary) show beside or over the secondary in `mode`.
    private static func sidebarCount(of mode: SplitDisplayMode) -> Int {
        switch mode {
        case .automatic, .primaryHidden, .secondaryOnly: 0
        case .allVisible, .primaryOverlay, .oneBesideSecondary, .oneOverSecondary: 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
        }
    }
}
