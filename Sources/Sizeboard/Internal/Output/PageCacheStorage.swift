import Foundation

/// Where the per-page render cache keeps its entries between builds: each entry is a few bytes
/// under a name. Reading never fails loudly (a missing or unreadable entry is nil) and writing
/// is best effort: the cache only ever saves work, it never decides what the site holds.
protocol PageCacheStorage: AnyObject, Sendable {
    /// The bytes stored under `name`, or nil.
    func entry(named name: String) -> [UInt8]?
    /// The head of the entry stored under `name` (its first bytes, as many as `store` was told),
    /// read without the rest, or nil.
    func head(named name: String) -> [UInt8]?
    /// Stores `bytes` under `name`, from any thread, replacing what was there, their first
    /// `headLength` bytes the head that `head(named:)` reads alone; false when they could not be
    /// stored.
    @discardableResult
    func store(_ bytes: [UInt8], named name: String, headLength: Int) -> Bool
    /// Removes the entry named `name`, if any.
    func remove(named name: String)
    /// How many entries are stored.
    var entryCount: Int { get }
    /// Removes every entry whose name is not in `names`.
    func retainOnly(_ names: Set<String>)
    /// Keeps what this build stored for the next one.
    func save()
}
