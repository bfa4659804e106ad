/// What a `<g>` of a preview stands for, in the drawing contract (DESIGN.md section 5.1): every
/// element that draws a UIKit object is a group with `data-role`, `data-frame` in window points and
/// the role's attributes, in painting order.
public enum DrawingRole: String, Sendable, CaseIterable {
    /// The window's contents; carries `data-environment` and `data-safe-area`.
    case screen
    /// The status bar.
    case statusBar = "status-bar"
    /// The home indicator.
    case homeIndicator = "home-indicator"
    /// A leaf view controller's view: `data-node`, `data-content`.
    case leaf
    /// A navigation bar: `data-node` (its navigation controller).
    case navigationBar = "navigation-bar"
    /// The back item: `data-text` (the previous title, `Back`, or empty for the chevron alone).
    case backButton = "back-button"
    /// A bar's title: `data-text` (the full title), `data-shown` (the characters drawn).
    case title
    /// A bar button item: `data-item`, `data-side` (`left`, `right`, `toolbar`), `data-text`.
    case barItem = "bar-item"
    /// A toolbar: `data-node`.
    case toolbar
    /// A tab bar: `data-node`.
    case tabBar = "tab-bar"
    /// One tab: `data-item`, `data-selected`.
    case tabItem = "tab-item"
    /// A list row: `data-disclosure`.
    case row
    /// A split divider.
    case divider
    /// A split column: `data-node`, `data-column` (`primary`, `supplementary`, `secondary`).
    case column
    /// A presented view controller's container: `data-node`, `data-style`.
    case presentation
    /// A dimming view: `data-node` (the presented id it belongs to).
    case dimming
    /// A popover's arrow: `data-direction`.
    case popoverArrow = "popover-arrow"
    /// A sheet's grabber.
    case sheetGrabber = "sheet-grabber"
    /// The presenter's window contents scaled back behind a card sheet (M-SH-03): `data-node`
    /// (the presented id of the card that pushes it back); its frame is the window's.
    case pushedBack = "pushed-back"
    /// An iPadOS 18 tab sidebar (M-TB-05): `data-node` (the tab bar controller).
    case sidebar
    /// An alert: `data-node`.
    case alert
    /// An action sheet: `data-node`.
    case actionSheet = "action-sheet"
    /// A group of actions: `data-cancel`.
    case actionGroup = "action-group"
    /// One action: `data-text`, `data-style`.
    case action
    /// A search bar: `data-cancel`.
    case searchBar = "search-bar"
    /// Multitasking: the app's window inside the device.
    case pane
    /// Multitasking: the other app beside or under the window.
    case otherApp = "other-app"
}
