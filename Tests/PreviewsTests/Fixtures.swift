import Adaptivity
import Testing

/// A hand-built resolution with the name of its golden file.
struct Fixture: Sendable, CustomTestStringConvertible {
    let name: String
    let title: String
    let description: String
    let resolution: Resolution

    var testDescription: String { name }
}

/// Resolutions as the engine would fill them for representative screens, frames in window points.
enum Fixtures {
    static let all: [Fixture] = [
        phoneNavigationList, padExpandedSplit, phoneLandscapeCompactHeight, padPopover,
        phonePopoverAdaptedToOverFullScreen, phoneAlert, phoneActionSheet, padPageCurlSpread,
        padFormSheetDimmed, padCustomSidebar, padActionSheetPopover, phoneLandscapeTabsSearch, padSplitPrimaryOverlay,
    ]

    static func leaf(
        _ id: String, _ title: String?, _ content: String, frame: Rect, in environment: Environment,
        rows: Int? = nil, disclosure: Bool = false
    ) -> ResolvedNode {
        ResolvedNode(
            id: id, kind: "view", title: title, frame: frame,
            horizontal: environment.horizontal, vertical: environment.vertical,
            leaf: ResolvedLeaf(content: content, rows: rows, showsDisclosureIndicators: disclosure)
        )
    }

    static func navigation(
        _ id: String, frame: Rect, in environment: Environment, stack: [String], top: ResolvedNode,
        bars: [ResolvedBar]
    ) -> ResolvedNode {
        ResolvedNode(
            id: id, kind: "navigation", frame: frame,
            horizontal: environment.horizontal, vertical: environment.vertical,
            children: [top], stack: stack, bars: bars
        )
    }

    /// iPhone 16 portrait: tabs holding a navigation controller whose list pushes on tap.
    static let phoneNavigationList: Fixture = {
        let environment = Environments.iPhone16Portrait
        let list = leaf("inbox", "Inbox", "list", frame: Rect(x: 0, y: 103, width: 393, height: 666), in: environment, rows: 20, disclosure: true)
        let navigation = Fixtures.navigation(
            "inbox-navigation", frame: Rect(x: 0, y: 0, width: 393, height: 769), in: environment,
            stack: ["inbox"], top: list,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 59, width: 393, height: 44), items: ["Edit"], title: "Inbox")]
        )
        let tabs = ResolvedNode(
            id: "tabs", kind: "tabs", frame: Rect(x: 0, y: 0, width: 393, height: 852),
            horizontal: .compact, vertical: .regular, children: [navigation], selected: "inbox-navigation",
            bars: [ResolvedBar(kind: .tab, frame: Rect(x: 0, y: 769, width: 393, height: 49), items: ["Inbox", "Contacts", "Settings"], tabIds: ["inbox-navigation", "contacts", "settings"])]
        )
        return Fixture(
            name: "iphone-navigation-list",
            title: "Inbox on iPhone 16",
            description: "A navigation controller inside a tab bar controller.",
            resolution: Resolution(environment: environment, statusBarHidden: false, root: tabs, visible: ["inbox"])
        )
    }()

    /// iPad Pro 11 landscape: an expanded split, list in the primary column, message in the secondary.
    static let padExpandedSplit: Fixture = {
        let environment = Environments.iPadPro11Landscape
        let list = ResolvedNode(
            id: "conversations", kind: "view", title: "Conversations", frame: Rect(x: 0, y: 68, width: 320, height: 746),
            horizontal: .compact, vertical: .regular,
            leaf: ResolvedLeaf(content: "list", rows: 30, showsDisclosureIndicators: false)
        )
        let primary = ResolvedNode(
            id: "primary", kind: "navigation", frame: Rect(x: 0, y: 0, width: 320, height: 834),
            horizontal: .compact, vertical: .regular, children: [list], stack: ["conversations"],
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 24, width: 320, height: 44), title: "Conversations")]
        )
        let message = leaf("message", "Message", "text", frame: Rect(x: 321, y: 68, width: 873, height: 746), in: environment)
        let secondary = navigation(
            "secondary", frame: Rect(x: 321, y: 0, width: 873, height: 834), in: environment, stack: ["message"], top: message,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: 321, y: 24, width: 873, height: 44), items: ["Reply"], title: "Message")]
        )
        let split = ResolvedNode(
            id: "mail", kind: "split", frame: environment.bounds, horizontal: .regular, vertical: .regular,
            children: [primary, secondary], collapsed: false, displayMode: .allVisible
        )
        return Fixture(
            name: "ipad-expanded-split",
            title: "Mail on iPad Pro 11\" landscape",
            description: "",
            resolution: Resolution(environment: environment, statusBarHidden: false, root: split, visible: ["conversations", "message"])
        )
    }()

    /// iPhone SE landscape (compact height): no status bar, 32 pt navigation bar and toolbar, a back button.
    static let phoneLandscapeCompactHeight: Fixture = {
        let environment = Environments.iPhoneSELandscape
        let photo = leaf("photo", "Photo", "image", frame: Rect(x: 0, y: 32, width: 667, height: 311), in: environment)
        let navigation = Fixtures.navigation(
            "photos", frame: environment.bounds, in: environment, stack: ["album", "photo"], top: photo,
            bars: [
                ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 0, width: 667, height: 32), title: "Photo", showsBackButton: true),
                ResolvedBar(kind: .toolbar, frame: Rect(x: 0, y: 343, width: 667, height: 32), items: ["Share", "Favorite", "Delete"]),
            ]
        )
        return Fixture(
            name: "iphone-landscape-compact-height",
            title: "Photo on iPhone SE landscape",
            description: "",
            resolution: Resolution(environment: environment, statusBarHidden: true, root: navigation, visible: ["photo"])
        )
    }()

    static func photoScreen(in environment: Environment) -> ResolvedNode {
        let photo = leaf("photo", "Photo", "image", frame: Rect(x: 0, y: 64, width: environment.width, height: environment.height - 64), in: environment)
        return navigation(
            "photos", frame: environment.bounds, in: environment, stack: ["photo"], top: photo,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 20, width: environment.width, height: 44), items: ["Share"], title: "Photo")]
        )
    }

    /// iPad 9.7 portrait: a popover from the Share bar button, arrow up at the button.
    static let padPopover: Fixture = {
        let environment = Environments.iPad97Portrait
        let options = leaf("share-options", "Share", "list", frame: Rect(x: 438, y: 114, width: 320, height: 356), in: environment, rows: 8)
        let popoverRoot = navigation(
            "share", frame: Rect(x: 438, y: 70, width: 320, height: 400), in: environment, stack: ["share-options"], top: options,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: 438, y: 70, width: 320, height: 44), title: "Share")]
        )
        let popover = ResolvedPresentation(
            presented: "share", requestedStyle: .popover, style: .popover, adapted: false, presenting: "photos",
            frame: Rect(x: 438, y: 70, width: 320, height: 400), arrow: .up, dimmed: false, root: popoverRoot,
            sourceFrame: Rect(x: 700, y: 27, width: 56, height: 30), removesPresenterView: false
        )
        return Fixture(
            name: "ipad-popover",
            title: "Share popover on iPad",
            description: "",
            resolution: Resolution(
                environment: environment, statusBarHidden: false, root: photoScreen(in: environment),
                presentations: [popover], visible: ["photo", "share-options"]
            )
        )
    }()

    /// iPhone SE portrait: the same popover adapted to overFullScreen and wrapped in a navigation controller.
    static let phonePopoverAdaptedToOverFullScreen: Fixture = {
        let environment = Environments.iPhoneSEPortrait
        let options = leaf("share-options", "Share", "list", frame: Rect(x: 0, y: 64, width: 375, height: 603), in: environment, rows: 8)
        let wrapper = navigation(
            "share-wrapper", frame: environment.bounds, in: environment, stack: ["share-options"], top: options,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 20, width: 375, height: 44), items: ["Done"], title: "Share")]
        )
        let adapted = ResolvedPresentation(
            presented: "share", requestedStyle: .popover, style: .overFullScreen, adapted: true, presenting: "photos",
            frame: environment.bounds, wrapper: "navigation", dimmed: false, root: wrapper, removesPresenterView: false
        )
        return Fixture(
            name: "iphone-popover-adapted",
            title: "Share popover on iPhone SE",
            description: "",
            resolution: Resolution(
                environment: environment, statusBarHidden: false, root: photoScreen(in: environment),
                presentations: [adapted], visible: ["photo", "share-options"]
            )
        )
    }()

    static func inboxScreen(in environment: Environment) -> ResolvedNode {
        let list = leaf("inbox", "Inbox", "list", frame: Rect(x: 0, y: 64, width: environment.width, height: environment.height - 64), in: environment, disclosure: true)
        return navigation(
            "mail", frame: environment.bounds, in: environment, stack: ["inbox"], top: list,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 20, width: environment.width, height: 44), title: "Inbox")]
        )
    }

    static func alertPresentation(
        _ id: String, title: String, message: String?, style: AlertStyle, actions: [String], frame: Rect,
        presentationStyle: PresentationStyle, in environment: Environment
    ) -> ResolvedPresentation {
        let alert = ResolvedNode(
            id: id, kind: "alert", title: title, frame: frame, horizontal: environment.horizontal, vertical: environment.vertical,
            alert: ResolvedAlert(style: style, message: message, actions: actions.map(Self.action))
        )
        return ResolvedPresentation(
            presented: id, requestedStyle: presentationStyle, style: presentationStyle, adapted: false, presenting: "mail",
            frame: frame, dimmed: true, root: alert, removesPresenterView: false
        )
    }

    /// iPhone SE portrait: a two-button alert over the inbox.
    static let phoneAlert: Fixture = {
        let environment = Environments.iPhoneSEPortrait
        let alert = alertPresentation(
            "delete-alert", title: "Delete Conversation?",
            message: "This conversation will be deleted from all your devices. You can't undo this action.",
            style: .alert, actions: ["Cancel", "Delete"], frame: Rect(x: 52.5, y: 251.5, width: 270, height: 164),
            presentationStyle: .overFullScreen, in: environment
        )
        return Fixture(
            name: "iphone-alert",
            title: "Delete alert",
            description: "",
            resolution: Resolution(
                environment: environment, statusBarHidden: false, root: inboxScreen(in: environment),
                presentations: [alert], visible: ["inbox", "delete-alert"]
            )
        )
    }()

    /// iPhone 16 portrait: an action sheet rising from the bottom in compact width.
    static let phoneActionSheet: Fixture = {
        let environment = Environments.iPhone16Portrait
        let sheet = alertPresentation(
            "move-sheet", title: "Move Conversation", message: nil, style: .actionSheet,
            actions: ["Archive", "Move to Junk", "Trash Conversation", "Cancel"],
            frame: Rect(x: 8, y: 512, width: 377, height: 298), presentationStyle: .overFullScreen, in: environment
        )
        let list = leaf("inbox", "Inbox", "list", frame: Rect(x: 0, y: 103, width: 393, height: 715), in: environment, disclosure: true)
        let root = navigation(
            "mail", frame: environment.bounds, in: environment, stack: ["inbox"], top: list,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 59, width: 393, height: 44), title: "Inbox")]
        )
        return Fixture(
            name: "iphone-action-sheet",
            title: "Move action sheet on iPhone 16",
            description: "",
            resolution: Resolution(environment: environment, statusBarHidden: false, root: root, presentations: [sheet], visible: ["inbox", "move-sheet"])
        )
    }()

    /// iPad 9.7 landscape: a page-curl spread, spine in the middle.
    static let padPageCurlSpread: Fixture = {
        let environment = Environments.iPad97Landscape
        let left = leaf("chapter-2", "Chapter 2", "text", frame: Rect(x: 0, y: 0, width: 512, height: 768), in: environment)
        let right = leaf("plate-3", "Plate 3", "image", frame: Rect(x: 512, y: 0, width: 512, height: 768), in: environment)
        let pages = ResolvedNode(
            id: "book", kind: "pages", frame: environment.bounds, horizontal: .regular, vertical: .regular,
            children: [left, right], spine: .mid, visiblePages: ["chapter-2", "plate-3"]
        )
        return Fixture(
            name: "ipad-page-curl-spread",
            title: "Book spread on iPad landscape",
            description: "",
            resolution: Resolution(environment: environment, statusBarHidden: false, root: pages, visible: ["chapter-2", "plate-3"])
        )
    }()

    /// iPad 9.7 portrait: a dimmed form sheet holding a form in a navigation controller.
    static let padFormSheetDimmed: Fixture = {
        let environment = Environments.iPad97Portrait
        let form = leaf("new-contact", "New Contact", "form", frame: Rect(x: 114, y: 246, width: 540, height: 576), in: environment, rows: 6)
        let sheetRoot = navigation(
            "new-contact-navigation", frame: Rect(x: 114, y: 202, width: 540, height: 620), in: environment, stack: ["new-contact"], top: form,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: 114, y: 202, width: 540, height: 44), items: ["Done"], title: "New Contact")]
        )
        let sheet = ResolvedPresentation(
            presented: "new-contact-navigation", requestedStyle: .formSheet, style: .formSheet, adapted: false, presenting: "mail",
            frame: Rect(x: 114, y: 202, width: 540, height: 620), dimmed: true, root: sheetRoot, removesPresenterView: false
        )
        return Fixture(
            name: "ipad-form-sheet",
            title: "New contact form sheet on iPad",
            description: "",
            resolution: Resolution(
                environment: environment, statusBarHidden: false, root: inboxScreen(in: environment),
                presentations: [sheet], visible: ["inbox", "new-contact"]
            )
        )
    }()

    /// iPad Pro 11 landscape: the presentation-controller talk's overlay sidebar, a custom presentation with dimming chrome.
    static let padCustomSidebar: Fixture = {
        let environment = Environments.iPadPro11Landscape
        let map = leaf("map", "Map", "map", frame: Rect(x: 0, y: 68, width: 1194, height: 746), in: environment)
        let base = navigation(
            "places", frame: environment.bounds, in: environment, stack: ["map"], top: map,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 24, width: 1194, height: 44), items: ["Filters"], title: "Places")]
        )
        let search = ResolvedNode(
            id: "filters", kind: "view", title: "Filters", frame: Rect(x: 796, y: 68, width: 398, height: 746),
            horizontal: .compact, vertical: .regular, leaf: ResolvedLeaf(content: "form", rows: 5)
        )
        let sidebarRoot = ResolvedNode(
            id: "sidebar-navigation", kind: "navigation", frame: Rect(x: 796, y: 0, width: 398, height: 834),
            horizontal: .compact, vertical: .regular, children: [search], stack: ["filters"],
            bars: [
                ResolvedBar(kind: .navigation, frame: Rect(x: 796, y: 24, width: 398, height: 44), items: ["Done"], title: "Filters"),
            ]
        )
        let sidebar = ResolvedPresentation(
            presented: "sidebar-navigation", requestedStyle: .custom, style: .custom, adapted: false, presenting: "places",
            frame: Rect(x: 796, y: 0, width: 398, height: 834), dimmed: true, root: sidebarRoot, custom: "dimming",
            removesPresenterView: false
        )
        return Fixture(
            name: "ipad-custom-sidebar",
            title: "Filters sidebar on iPad Pro 11\"",
            description: "",
            resolution: Resolution(environment: environment, statusBarHidden: false, root: base, presentations: [sidebar], visible: ["map", "filters"])
        )
    }()

    /// iPad 9.7 landscape: an action sheet as a popover above a toolbar button, arrow down, cancel hidden.
    static let padActionSheetPopover: Fixture = {
        let environment = Environments.iPad97Landscape
        let text = leaf("draft", "Draft", "text", frame: Rect(x: 0, y: 64, width: 1024, height: 660), in: environment)
        let base = navigation(
            "compose", frame: environment.bounds, in: environment, stack: ["draft"], top: text,
            bars: [
                ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 20, width: 1024, height: 44), items: ["Send"], title: "Draft"),
                ResolvedBar(kind: .toolbar, frame: Rect(x: 0, y: 724, width: 1024, height: 44), items: ["Attach", "Format", "Discard"]),
            ]
        )
        var sheet = alertPresentation(
            "discard-sheet", title: "Discard this draft?", message: "The draft will be moved to the Trash.", style: .actionSheet,
            actions: ["Discard Draft", "Save Draft"], frame: Rect(x: 694, y: 542, width: 304, height: 176),
            presentationStyle: .popover, in: environment
        )
        sheet.presenting = "compose"
        sheet.dimmed = false
        sheet.arrow = .down
        sheet.sourceFrame = Rect(x: 810, y: 731, width: 72, height: 30)
        return Fixture(
            name: "ipad-action-sheet-popover",
            title: "Discard action sheet on iPad",
            description: "",
            resolution: Resolution(environment: environment, statusBarHidden: false, root: base, presentations: [sheet], visible: ["draft", "discard-sheet"])
        )
    }()

    /// iPhone SE landscape: 32 pt tab bar with items beside their icons, a search bar over a grid.
    static let phoneLandscapeTabsSearch: Fixture = {
        let environment = Environments.iPhoneSELandscape
        let grid = leaf("library", "Library", "grid", frame: Rect(x: 0, y: 76, width: 667, height: 267), in: environment, rows: 40)
        let navigation = Fixtures.navigation(
            "library-navigation", frame: Rect(x: 0, y: 0, width: 667, height: 343), in: environment, stack: ["library"], top: grid,
            bars: [
                ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 0, width: 667, height: 32), items: ["Select"], title: "Library"),
                ResolvedBar(kind: .search, frame: Rect(x: 0, y: 32, width: 667, height: 44), title: "Photos, People, Places"),
            ]
        )
        let tabs = ResolvedNode(
            id: "tabs", kind: "tabs", frame: environment.bounds, horizontal: .compact, vertical: .compact,
            children: [navigation], selected: "library-navigation",
            bars: [ResolvedBar(kind: .tab, frame: Rect(x: 0, y: 343, width: 667, height: 32), items: ["For You", "Library", "Albums", "Search"], tabIds: ["for-you", "library-navigation", "albums", "search"])]
        )
        return Fixture(
            name: "iphone-landscape-tabs-search",
            title: "Library on iPhone SE landscape",
            description: "",
            resolution: Resolution(environment: environment, statusBarHidden: true, root: tabs, visible: ["library"])
        )
    }()

    /// iPad 9.7 portrait: the split's primary column shown over the secondary (primaryOverlay).
    static let padSplitPrimaryOverlay: Fixture = {
        let environment = Environments.iPad97Portrait
        let places = ResolvedNode(
            id: "places", kind: "view", title: "Places", frame: Rect(x: 0, y: 64, width: 320, height: 960),
            horizontal: .compact, vertical: .regular, leaf: ResolvedLeaf(content: "list", rows: 12, showsDisclosureIndicators: false)
        )
        let primary = ResolvedNode(
            id: "primary", kind: "navigation", frame: Rect(x: 0, y: 0, width: 320, height: 1024),
            horizontal: .compact, vertical: .regular, children: [places], stack: ["places"],
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 20, width: 320, height: 44), title: "Places")]
        )
        let map = leaf("map", "Map", "map", frame: Rect(x: 0, y: 64, width: 768, height: 960), in: environment)
        let secondary = navigation(
            "secondary", frame: environment.bounds, in: environment, stack: ["map"], top: map,
            bars: [ResolvedBar(kind: .navigation, frame: Rect(x: 0, y: 20, width: 768, height: 44), items: ["Directions"], title: "Map")]
        )
        let split = ResolvedNode(
            id: "explore", kind: "split", frame: environment.bounds, horizontal: .regular, vertical: .regular,
            children: [secondary, primary], collapsed: false, displayMode: .primaryOverlay
        )
        return Fixture(
            name: "ipad-split-primary-overlay",
            title: "Places over the map on iPad portrait",
            description: "",
            resolution: Resolution(environment: environment, statusBarHidden: false, root: split, visible: ["places", "map"])
        )
    }()

    /// A button as the fixtures name them: `Cancel` cancels, the deleting and discarding ones are destructive.
    static func action(_ title: String) -> AlertAction {
        if title == "Cancel" { return AlertAction(title: title, style: .cancel) }
        if ["Delete", "Trash Conversation", "Discard Draft"].contains(title) { return AlertAction(title: title, style: .destructive) }
        return AlertAction(title: title)
    }
}
