import Foundation
@testable import Sizeboard

/// A render cache kept in memory, for `MemoryOutput`: each entry's name, bytes and head length. It can be
/// made to fail as a full or damaged disk would: refusing every store, or giving back only the
/// first bytes of an entry (its head) and never a whole one.
final class MemoryPageCache: PageCacheStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: [UInt8]] = [:]
    private var headLengths: [String: Int] = [:]
    private var refusing = false
    private var givingHeadsOnly = false

    /// Whether every store fails.
    var refusesStores: Bool {
        get { lock.withLock { refusing } }
        set { lock.withLock { refusing = newValue } }
    }

    /// Whether a whole entry cannot be read (its first bytes still can).
    var givesHeadsOnly: Bool {
        get { lock.withLock { givingHeadsOnly } }
        set { lock.withLock { givingHeadsOnly = newValue } }
    }

    /// Every entry, by name (an entry set here is its own head).
    var all: [String: [UInt8]] {
        get { lock.withLock { entries } }
        set {
            lock.withLock {
                entries = newValue
                headLengths = headLengths.filter { newValue[$0.key]?.count ?? 0 >= $0.value }
            }
        }
    }

    func entry(named name: String) -> [UInt8]? {
        lock.withLock { givingHeadsOnly ? nil : entries[name] }
    }

    func head(named name: String) -> [UInt8]? {
        lock.withLock { entries[name].map { Array($0.prefix(headLengths[name] ?? $0.count)) } }
    }

    @discardableResult
    func store(_ bytes: [UInt8], named name: String, headLength: Int) -> Bool {
        lock.withLock {
            guard !refusing else { return false }
            entries[name] = bytes
            headLengths[name] = headLength
            return true
        }
    }

    var entryCount: Int {
        lock.withLock { entries.count }
    }

    func remove(named name: String) {
        lock.withLock {
            entries[name] = nil
            headLengths[name] = nil
        }
    }

    func retainOnly(_ names: Set<String>) {
        lock.withLock {
            entries = entries.filter { names.contains($0.key) }
            headLengths = headLengths.filter { names.contains($0.key) }
        }
    }

    func save() {}
}
