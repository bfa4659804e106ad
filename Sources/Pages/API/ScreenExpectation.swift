import Adaptivity

/// One claim of a screen's `expect:` list: what must hold in some of its environments, checked
/// against each resolution after the screen resolved (`{in: phones, collapsed: true}`).
public struct ScreenExpectation: Sendable, Hashable {
    /// What must hold.
    public enum Assertion: Sendable, Hashable {
        /// Every split (or the split with this id) is collapsed, or expanded.
        case collapsed(split: String?, Bool)
        /// Every split (or the split with this id) shows in this display mode.
        case displayMode(split: String?, String)
        /// Each of these leaves is visible on screen.
        case visible([String])
        /// None of these leaves is visible on screen.
        case hidden([String])
        /// The presentation of this controller shows, in this style (after adaptation) and
        /// adapted or not, when given.
        case presentation(String, style: String?, adapted: Bool?)
        /// The tab bar controller (or the one with this id) has this tab selected.
        case selected(tabs: String?, String)
        /// The status bar is hidden, or shown.
        case statusBarHidden(Bool)
    }

    /// The `in:` value: an environment id, a group name, `all`, or a size class:
    /// `compact-width`, `regular-width`, `compact-height`, `regular-height`.
    public var scope: String
    /// What must hold there.
    public var assertion: Assertion
    /// Where the expectation is written in the page.
    public var position: SourcePosition

    /// Creates an expectation.
    public init(scope: String, assertion: Assertion, position: SourcePosition) {
        self.scope = scope
        self.assertion = assertion
        self.position = position
    }
}
