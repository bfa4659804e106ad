import Adaptivity

/// The front matter of a page, typed where Sizeboard reads it and kept as written elsewhere.
public struct PageMetadata: Sendable, Hashable, Codable {
    /// The page title; defaults to the first level-1 heading, then the file name.
    public var title: String?
    /// A one-line summary shown on the index.
    public var summary: String?
    /// Environment ids or group names for the page's screens.
    public var environments: [String]
    /// Where each entry of `environments` was written, in the same order; empty when unknown.
    public var environmentPositions: [SourcePosition] = []
    /// The position on the index; pages without one follow, by path.
    public var order: Int?
    /// A draft is not built.
    public var draft: Bool
    /// Every other key, for plugins and themes.
    public var extra: [String: MetadataValue] {
        get { deferredExtra.value }
        set { deferredExtra = DeferredValue(newValue) }
    }
    private var deferredExtra: DeferredValue<[String: MetadataValue]>
    /// The engine behavior for the page's screens (`behavior: modern`), replacing the site's.
    public var behavior: String?
    /// The iOS version of the behavior's version-tagged rules (`ios: 17`), replacing the site's.
    public var ios: Int?

    /// Creates metadata; every field defaults to absent.
    public init(
        title: String? = nil,
        summary: String? = nil,
        environments: [String] = [],
        order: Int? = nil,
        draft: Bool = false,
        extra: [String: MetadataValue] = [:]
    ) {
        self.title = title
        self.summary = summary
        self.environments = environments
        self.order = order
        self.draft = draft
        deferredExtra = DeferredValue(extra)
    }

    /// Creates metadata whose `extra` is made by `makingExtra` when it is first read.
    package init(title: String?, summary: String?, environments: [String], order: Int?, draft: Bool, makingExtra: @escaping @Sendable () -> [String: MetadataValue]) {
        self.title = title
        self.summary = summary
        self.environments = environments
        self.order = order
        self.draft = draft
        deferredExtra = DeferredValue(making: makingExtra)
    }

    private enum CodingKeys: String, CodingKey {
        case title, summary, environments, environmentPositions, order, draft, deferredExtra = "extra", behavior, ios
    }
}
