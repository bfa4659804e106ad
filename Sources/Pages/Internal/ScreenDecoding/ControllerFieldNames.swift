/// The field names of each controller kind.
enum ControllerFieldNames {
    /// The built-in kinds, in the order messages list them.
    static let builtInKinds = ["view", "navigation", "split", "tabs", "pages", "alert", "search"]

    /// Fields every controller may carry.
    static let common = ["id", "title", "definesContext", "overrideTraits", "variants"]

    /// Fields a variant adds to the ones it may change.
    static let variantOnly = ["when", "installed"]

    /// Fields of a plugin container kind besides its attributes.
    static let customContainer = ["children"]

    /// The fields specific to the built-in `kind`.
    static func specific(to kind: String) -> [String] {
        switch kind {
        case "view":
            [
                "content", "rows", "items", "toolbar", "barItems", "leftItemsSupplementBackButton", "preferredSize", "disclosure",
                "largeTitleDisplayMode", "searchController",
            ]
        case "navigation": ["stack", "toolbar", "prefersLargeTitles"]
        case "split":
            [
                "primary", "secondary", "displayMode", "primaryWidth", "onCollapse", "onExpand",
                "style", "supplementary", "compact", "splitBehavior", "topColumn", "supplementaryWidth", "columnActions",
            ]
        case "tabs": ["tabs", "selected", "mode", "groups", "sidebar"]
        case "pages": ["pages", "current", "spine"]
        case "alert": ["message", "style", "actions"]
        case "search": ["results"]
        default: customContainer
        }
    }

    /// The fields a controller of each built-in kind may carry, the common ones first, in the
    /// order of ``builtInKinds``.
    static let builtInFields = builtInKinds.map { common + specific(to: $0) }

    /// Every field name of any built-in kind, to recognize a field written beside the kind key.
    static let all: Set<String> = Set(common + builtInKinds.flatMap(specific(to:)))
}
