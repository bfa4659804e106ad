extension DrawingRole {
    /// The opening tag of the role's contract group up to its frame's value,
    /// `<g data-role="…" data-frame="`, as one literal that ``SVGWriter`` copies whole.
    var openingTagStart: StaticString {
        switch self {
        case .screen: "<g data-role=\"screen\" data-frame=\""
        case .statusBar: "<g data-role=\"status-bar\" data-frame=\""
        case .homeIndicator: "<g data-role=\"home-indicator\" data-frame=\""
        case .leaf: "<g data-role=\"leaf\" data-frame=\""
        case .navigationBar: "<g data-role=\"navigation-bar\" data-frame=\""
        case .backButton: "<g data-role=\"back-button\" data-frame=\""
        case .title: "<g data-role=\"title\" data-frame=\""
        case .barItem: "<g data-role=\"bar-item\" data-frame=\""
        case .toolbar: "<g data-role=\"toolbar\" data-frame=\""
        case .tabBar: "<g data-role=\"tab-bar\" data-frame=\""
        case .tabItem: "<g data-role=\"tab-item\" data-frame=\""
        case .row: "<g data-role=\"row\" data-frame=\""
        case .divider: "<g data-role=\"divider\" data-frame=\""
        case .column: "<g data-role=\"column\" data-frame=\""
        case .presentation: "<g data-role=\"presentation\" data-frame=\""
        case .dimming: "<g data-role=\"dimming\" data-frame=\""
        case .popoverArrow: "<g data-role=\"popover-arrow\" data-frame=\""
        case .sheetGrabber: "<g data-role=\"sheet-grabber\" data-frame=\""
        case .pushedBack: "<g data-role=\"pushed-back\" data-frame=\""
        case .sidebar: "<g data-role=\"sidebar\" data-frame=\""
        case .alert: "<g data-role=\"alert\" data-frame=\""
        case .actionSheet: "<g data-role=\"action-sheet\" data-frame=\""
        case .actionGroup: "<g data-role=\"action-group\" data-frame=\""
        case .action: "<g data-role=\"action\" data-frame=\""
        case .searchBar: "<g data-role=\"search-bar\" data-frame=\""
        case .pane: "<g data-role=\"pane\" data-frame=\""
        case .otherApp: "<g data-role=\"other-app\" data-frame=\""
        }
    }
}
