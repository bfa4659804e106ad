import Pages

/// A page as block handlers and transforms see it.
///
/// Its values live in one shared box that is copied only when a copy is changed: a build
/// passes every page's information from step to step, and a copy costs one reference count
/// instead of one for each string and collection of the page and its front matter.
public struct PageInfo: Sendable, Hashable, Codable {
    /// The file, e.g. `Content/photos.md`.
    public var path: String {
        get { box.values.path }
        set { change { $0.path = newValue } }
    }

    /// The output folder below the site root, e.g. `photos`.
    public var slug: String {
        get { box.values.slug }
        set { change { $0.slug = newValue } }
    }

    /// The front matter.
    public var metadata: PageMetadata {
        get { box.values.metadata }
        set { change { $0.metadata = newValue } }
    }

    /// The relative URL of the site root from the page, e.g. `../`.
    public var rootURL: String {
        get { box.values.rootURL }
        set { change { $0.rootURL = newValue } }
    }

    private var box: Box

    /// Creates page information.
    public init(path: String, slug: String, metadata: PageMetadata, rootURL: String) {
        box = Box(Values(path: path, slug: slug, metadata: metadata, rootURL: rootURL))
    }

    /// Creates page information from its encoded form: `path`, `slug`, `metadata`, `rootURL`.
    public init(from decoder: any Decoder) throws {
        box = Box(try Values(from: decoder))
    }

    /// Encodes `path`, `slug`, `metadata` and `rootURL`.
    public func encode(to encoder: any Encoder) throws {
        try box.values.encode(to: encoder)
    }

    /// Whether two pages' information is the same, value for value.
    public static func == (left: PageInfo, right: PageInfo) -> Bool {
        left.box === right.box || left.box.values == right.box.values
    }

    /// Hashes every value.
    public func hash(into hasher: inout Hasher) {
        box.values.hash(into: &hasher)
    }

    private mutating func change(_ body: (inout Values) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.values) }
        body(&box.values)
    }

    private struct Values: Hashable, Codable {
        var path: String
        var slug: String
        var metadata: PageMetadata
        var rootURL: String
    }

    private final class Box: @unchecked Sendable {
        var values: Values

        init(_ values: Values) {
            self.values = values
        }
    }
}
