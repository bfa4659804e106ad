/// What the author says of a leaf's disclosure indicators (`disclosure:` on a view). Without it, a
/// list shows none: an action of the screen that pushes from it covers it with what it pushes, so
/// the list a screen shows is one nothing was pushed from yet (SH-03, SH-04).
public enum Disclosure: Sendable, Hashable {
    /// `disclosure: true`: always shown.
    case shown
    /// `disclosure: false`: never shown.
    case hidden
    /// `disclosure: show` or `showDetail`: a tap on a row sends this message, so the indicators
    /// show wherever it would push, as the Master-Detail template's
    /// `accessoryType = isCollapsed ? .disclosureIndicator : .none`.
    case tapSends(ActionKind)
}
