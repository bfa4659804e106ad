import Pages

/// A page as block handlers and transforms see it.
///
/// Its values are shared by copies until one is changed (`CopyOnWrite`): a build passes every
/// page's information from step to step, and a copy costs one reference count.
public struct PageInfo: Sendable, Hashable, Codable {
    /// The file, e.g. `Content/photos.md`.
    public var path: String {
        get { storage.values.path }
        set { storage.change { $0.path = newValue } }
    }

    /// The output folder below the site root, e.g. `photos`.
    public var slug: String {
        get { storage.values.slug }
        set { storage.change { $0.slug = newValue } }
    }

    /// The front matter.
    public var metadata: PageMetadata {
        get { storage.values.metadata }
        set { storage.change { $0.metadata = newValue } }
    }

    /// The relative URL of the site root from the page, e.g. `../`.
    public var rootURL: String {
        get { storage.values.rootURL }
        set { storage.change { $0.rootURL = newValue } }
    }

    private var storage: CopyOnWrite<Values>

    /// Creates page information.
    public init(path: String, slug: String, metadata: PageMetadata, rootURL: String) {
        storage = CopyOnWrite(Values(path: path, slug: slug, metadata: metadata, rootURL: rootURL))
    }

    /// Creates page information from its encoded form: `path`, `slug`, `metadata`, `rootURL`.
    public init(from decoder: any Decoder) throws {
        storage = CopyOnWrite(try Values(from: decoder))
    }

    /// Encodes `path`, `slug`, `metadata` and `rootURL`.
    public func encode(to encoder: any Encoder) throws {
        try storage.values.encode(to: encoder)
    }

    /// Whether two pages' information is the same, value for value.
    public static func == (left: PageInfo, right: PageInfo) -> Bool {
        left.storage.holdsSameValues(as: right.storage)
    }

    /// Hashes every value.
    public func hash(into hasher: inout Hasher) {
        storage.values.hash(into: &hasher)
    }

    private struct Values: Hashable, Codable {
        var path: String
        var slug: String
        var metadata: PageMetadata
        var rootURL: String
    }
}
