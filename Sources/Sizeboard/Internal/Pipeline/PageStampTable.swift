/// The stamps of a listing's pages by relative path, with their digest (`PageStamp.digest`) kept
/// up to date as stamps are set and removed: a listing kept in memory and amended carries its
/// table along instead of building it again for every build.
struct PageStampTable {
    private(set) var stamps: [String: PageStamp] = [:]
    private var sum = UnorderedDigest()

    /// The digest of the stamps, as `PageStamp.digest` gives it.
    var digest: UInt64 {
        sum.value
    }

    init() {}

    /// The table of `pages`' stamps.
    init(_ pages: [PageDiscovery.FoundPage]) {
        stamps.reserveCapacity(pages.count)
        for page in pages {
            set(page.stamp, for: page.relativePath)
        }
    }

    /// Sets the stamp of the page at `path`; nil removes the page.
    mutating func set(_ stamp: PageStamp?, for path: String) {
        let old = if let stamp { stamps.updateValue(stamp, forKey: path) } else { stamps.removeValue(forKey: path) }
        if let old {
            sum.remove(PageStamp.entryHash(path: path, stamp: old))
        }
        if let stamp {
            sum.add(PageStamp.entryHash(path: path, stamp: stamp))
        }
    }
}
