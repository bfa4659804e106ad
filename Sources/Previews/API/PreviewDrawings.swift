/// The drawings a renderer uses for leaf contents (by `content` kind) and custom presentation
/// chrome (by name).
///
/// ``standard`` registers the built-in ones (`empty`, `list`, `grid`, `text`, `image`, `form`, `map`;
/// chromes `plain`, `dimming`, `card`, `none`) through the same `register` calls a plugin makes.
/// A later registration under the same name replaces the earlier one. Leaves whose kind has no
/// drawing show a dashed placeholder naming the kind; custom presentations whose name has no chrome
/// use `plain`.
public struct PreviewDrawings: Sendable {
    private var contents: [String: any ContentDrawing] = [:]
    /// The drawings of `contents` that write into the document's bytes themselves, found once
    /// when registered: a cast to the protocol for every leaf of every preview took ~1.4 k
    /// instructions.
    private var writingContents: [String: any WritingContentDrawing] = [:]
    private var chromes: [String: any ChromeDrawing] = [:]

    /// An empty set of drawings.
    public init() {}

    /// The built-in drawings.
    public static let standard: PreviewDrawings = {
        var drawings = PreviewDrawings()
        drawings.register(content: "empty", drawing: EmptyDrawing())
        drawings.register(content: "list", drawing: ListDrawing())
        drawings.register(content: "grid", drawing: GridDrawing())
        drawings.register(content: "text", drawing: TextDrawing())
        drawings.register(content: "image", drawing: ImageDrawing())
        drawings.register(content: "form", drawing: FormDrawing())
        drawings.register(content: "map", drawing: MapDrawing())
        drawings.register(chrome: "plain", drawing: EdgeChrome(cornerRadius: 0))
        drawings.register(chrome: "dimming", drawing: EdgeChrome(cornerRadius: 0))
        drawings.register(chrome: "card", drawing: EdgeChrome(cornerRadius: 10))
        drawings.register(chrome: "none", drawing: NoChrome())
        return drawings
    }()

    /// Registers `drawing` for leaves whose content kind is `content`.
    public mutating func register(content: String, drawing: any ContentDrawing) {
        contents[content] = drawing
        writingContents[content] = drawing as? any WritingContentDrawing
    }

    /// Registers a closure that draws leaves whose content kind is `content`.
    public mutating func register(content: String, draw: @escaping @Sendable (ContentContext) -> String) {
        contents[content] = ClosureContentDrawing(draw: draw)
        writingContents[content] = nil
    }

    /// Registers `drawing` as the chrome of custom presentations named `chrome`.
    public mutating func register(chrome: String, drawing: any ChromeDrawing) {
        chromes[chrome] = drawing
    }

    /// Registers a closure that draws the chrome of custom presentations named `chrome`, whose
    /// content is clipped to `cornerRadius`.
    public mutating func register(
        chrome: String,
        cornerRadius: Double = 0,
        draw: @escaping @Sendable (ChromeContext) -> String
    ) {
        chromes[chrome] = ClosureChromeDrawing(cornerRadius: cornerRadius, draw: draw)
    }

    /// The drawing registered for `content`, if any.
    public func contentDrawing(for content: String) -> (any ContentDrawing)? {
        contents[content]
    }

    /// The drawing registered for `content` when it writes into the document itself.
    func writingDrawing(for content: String) -> (any WritingContentDrawing)? {
        writingContents[content]
    }

    /// The chrome registered as `name`, if any. Use it to register a built-in chrome under the name
    /// of a custom presentation declared in the site configuration.
    public func chromeDrawing(named name: String) -> (any ChromeDrawing)? {
        chromes[name]
    }

    /// The content kinds that have drawings, sorted.
    public var contentKinds: [String] { contents.keys.sorted() }

    /// The chrome names that have drawings, sorted.
    public var chromeNames: [String] { chromes.keys.sorted() }
}
