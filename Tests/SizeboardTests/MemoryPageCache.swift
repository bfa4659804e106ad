import Foundation
@testable import Sizeboard

/// A render cache kept in memory, for `MemoryOutput`: each entry's name and bytes.
final class MemoryPageCache: PageCacheStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: [UInt8]] = [:]

    /// Every entry, by name.
    var all: [String: [UInt8]] {
        get { lock.withLock { entries } }
        set { lock.withLock { entries = newValue } }
    }

    func entry(named name: String) -> [UInt8]? {
        lock.withLock { entries[name] }
    }

    func store(_ bytes: [UInt8], named name: String) {
        lock.withLock { entries[name] = bytes }
    }

    func remove(named name: String) {
        lock.withLock { entries[name] = nil }
    }

    func retainOnly(_ names: Set<String>) {
        lock.withLock { entries = entries.filter { names.contains($0.key) } }
    }

    func save() {}
}
