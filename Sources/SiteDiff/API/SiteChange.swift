/// One entry of a comparison: a variant (page, screen, environment) added, removed or changed,
/// or a page whose prose or template changed without any screen change.
public struct SiteChange: Sendable, Hashable {
    /// What happened to the variant or page.
    public enum Kind: String, Sendable, Hashable, Encodable {
        /// Only the head site has it.
        case added
        /// Only the base site has it.
        case removed
        /// Both have it, and it differs.
        case changed
    }

    /// The page's file, e.g. `Content/photos.md`.
    public var page: String
    /// The screen id; nil for a change of the page alone.
    public var screen: String?
    /// The environment id; nil for a change of the page alone.
    public var environment: String?
    /// Added, removed or changed.
    public var change: Kind
    /// What changed, in sentences in UIKit's terms.
    public var what: [String]
    /// The variant's SVG in the base site, below its folder, when it has one.
    public var baseSVG: String?
    /// The variant's SVG in the head site, below its folder, when it has one.
    public var headSVG: String?

    /// Creates a change.
    public init(page: String, screen: String?, environment: String?, change: Kind, what: [String], baseSVG: String? = nil, headSVG: String? = nil) {
        self.page = page
        self.screen = screen
        self.environment = environment
        self.change = change
        self.what = what
        self.baseSVG = baseSVG
        self.headSVG = headSVG
    }

    /// A stable anchor for the change in the HTML report.
    public var anchor: String {
        let parts = [page, screen ?? "page", environment ?? ""].filter { !$0.isEmpty }
        let text = parts.joined(separator: "-").lowercased()
        return "change-" + String(text.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// `page › screen › environment`, as the reports title the change.
    public var title: String {
        [page, screen, environment].compactMap { $0 }.joined(separator: " › ")
    }
}

extension SiteChange: Encodable {
    private enum CodingKeys: String, CodingKey {
        case page, screen, environment, change, what
    }

    /// Encodes the contract's keys; `screen` and `environment` are `null` for a change of the page alone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(page, forKey: .page)
        try container.encode(screen, forKey: .screen)
        try container.encode(environment, forKey: .environment)
        try container.encode(change, forKey: .change)
        try container.encode(what, forKey: .what)
    }
}
