/// Where the walk for a presentation's presenter stops (P-20, P-21, SC-02).
enum PresenterScope: Sendable, Hashable {
    /// Full-screen-type styles: the window's root controller, or the presented controller the
    /// caller sits in (P-20, section 13).
    case window
    /// Current-context styles and search: the nearest ancestor that defines a presentation
    /// context, else the window's root controller (P-21, SC-02).
    case context
}
