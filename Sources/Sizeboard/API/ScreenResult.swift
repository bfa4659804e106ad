/// One screen of a page, resolved in each of its environments.
public struct ScreenResult: Sendable {
    /// The screen's id.
    public var id: String
    /// The screen's caption.
    public var title: String?
    /// One resolution per environment, in the environments' order.
    public var results: [Resolution]
    /// Where the screen's block starts in its page.
    public var position: SourcePosition?

    /// Creates a screen result.
    public init(id: String, title: String?, results: [Resolution], position: SourcePosition? = nil) {
        self.id = id
        self.title = title
        self.results = results
        self.position = position
    }
}

extension ScreenResult: Encodable {
    private enum CodingKeys: String, CodingKey {
        case id, title, results
    }

    /// Encodes as the resolve contract's screen object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encode(results, forKey: .results)
    }
}
