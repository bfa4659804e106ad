import Pages

/// A page the render step is to make: read already, or listed and read only when the render step
/// needs its text: on a first build (nothing to compare with, so the pages are read on every
/// core as they are rendered) and for a page whose stamp is the one the last build recorded,
/// known by the hash of the bytes it had then, when the render cache cannot give it.
enum PendingPage: Sendable {
    /// A page read, with the hash of its bytes (none for a resolve, which keeps no cache).
    case read(PageSource, hash: UInt64?)
    /// A page not read yet: where it is, the path shown for it, and the hash of its bytes when
    /// its stamp vouches that they are the last build's.
    case listed(PageDiscovery.FoundPage, path: String, hash: UInt64?)

    /// The path shown in diagnostics and the resolve contract, e.g. `Content/photos.md`.
    var path: String {
        switch self {
        case .read(let source, _): source.path
        case .listed(_, let path, _): path
        }
    }

    /// The page's output folder.
    var slug: String {
        switch self {
        case .read(let source, _): source.slug
        case .listed(let found, _, _): found.slug
        }
    }

    /// The hash of the page's bytes, when known before reading it.
    var hash: UInt64? {
        switch self {
        case .read(_, let hash): hash
        case .listed(_, _, let hash): hash
        }
    }
}
