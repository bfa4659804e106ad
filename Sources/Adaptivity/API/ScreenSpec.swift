/// One screen: a controller hierarchy, the taps applied to it and what it presents.
public struct ScreenSpec: Sendable, Hashable {
    /// The id, unique in its page.
    public var id: String
    /// The caption.
    public var title: String?
    /// Environment ids or group names; empty means the page's, then the site's default.
    public var environments: [String]
    /// The window's root view controller.
    public var root: ControllerSpec
    /// Taps applied in order in each environment, after collapse or expansion.
    public var actions: [ActionSpec]
    /// Presentations applied in order after the actions.
    public var presentations: [PresentationSpec]
    /// Where the screen's block starts.
    public var position: SourcePosition?

    /// Creates a screen.
    public init(
        id: String,
        title: String? = nil,
        environments: [String] = [],
        root: ControllerSpec,
        actions: [ActionSpec] = [],
        presentations: [PresentationSpec] = [],
        position: SourcePosition? = nil
    ) {
        self.id = id
        self.title = title
        self.environments = environments
        self.root = root
        self.actions = actions
        self.presentations = presentations
        self.position = position
    }
}
