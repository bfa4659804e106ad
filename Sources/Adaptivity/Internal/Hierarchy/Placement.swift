/// Where a parent puts a child: its frame, the traits it passes down, the insets of the window's
/// chrome that reach into the frame, and what the child's leaves are inside of.
struct Placement: Sendable {
    /// The child's frame, in window coordinates.
    var frame: Rect
    /// The parent's traits with any override the parent forces on every child (T-05, T-07).
    var inherited: TraitCollection
    /// The status bar and home indicator room inside the frame (B-01, B-04).
    var insets: VerticalInsets
    /// What the child's leaves are inside of.
    var context: LeafContext
    /// Whether the child's view is in the view hierarchy now (a navigation controller's covered
    /// controllers, unselected tabs and hidden pages are not).
    var inHierarchy: Bool

    /// The placement of a child at `frame` inside this one: the insets that still reach into it,
    /// and everything else as given.
    func child(
        frame childFrame: Rect,
        inherited: TraitCollection,
        context: LeafContext,
        inHierarchy childInHierarchy: Bool = true
    ) -> Placement {
        Placement(
            frame: childFrame,
            inherited: inherited,
            insets: VerticalInsets(
                top: max(0, insets.top - (childFrame.y - frame.y)),
                bottom: max(0, insets.bottom - (frame.maxY - childFrame.maxY))
            ),
            context: context,
            inHierarchy: inHierarchy && childInHierarchy
        )
    }
}

/// Room at the top and bottom of a frame taken by the status bar and the home indicator.
struct VerticalInsets: Sendable, Hashable {
    /// The status bar's height inside the frame.
    var top: Double
    /// The home indicator's margin inside the frame.
    var bottom: Double
}

/// What a leaf is inside of, for whether an action from it pushes (its disclosure indicators).
struct LeafContext: Sendable, Hashable {
    /// Whether a navigation controller holds the leaf, so a show from it pushes (SH-03).
    var inNavigation: Bool
    /// Whether the leaf is in an expanded split's primary column, where a tap shows a detail
    /// beside it rather than pushing (SH-04).
    var inExpandedPrimary: Bool
    /// Whether the controller is a navigation controller on top of another one's stack (a
    /// showDetail of a navigation controller on a collapsed split): the outer bar is its bar.
    var isNestedNavigation = false

    /// Outside any container.
    static let window = LeafContext(inNavigation: false, inExpandedPrimary: false)
}
