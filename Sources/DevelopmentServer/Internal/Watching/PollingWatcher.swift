import Foundation

/// A watcher that compares the size and modification time of every watched file twice a second:
/// for systems without inotify and for file systems that send no events (network, containers).
final class PollingWatcher: FileWatcher, @unchecked Sendable {
    private struct Stamp: Equatable {
        let size: Int
        let modified: Date
    }

    private let scope: WatchScope
    private let interval: TimeInterval
    private let condition = NSCondition()
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    init(scope: WatchScope, interval: TimeInterval = 0.5) {
        self.scope = scope
        self.interval = interval
    }

    func start(onChange: @escaping @Sendable ([String]) -> Void) {
        let first = snapshot()
        let thread = Thread { [self] in
            var previous = first
            while waitForNextRound() {
                let current = snapshot()
                var changes = current.filter { previous[$0.key] != $0.value }.map(\.key)
                changes += previous.keys.filter { current[$0] == nil }
                if !changes.isEmpty { onChange(changes.sorted()) }
                previous = current
            }
            finished.signal()
        }
        thread.name = "sizeboard file poller"
        thread.start()
    }

    func stop() {
        condition.withLock {
            stopped = true
            condition.signal()
        }
        finished.wait()
    }

    /// Waits one interval; false once stopped.
    private func waitForNextRound() -> Bool {
        condition.withLock {
            if !stopped { _ = condition.wait(until: Date(timeIntervalSinceNow: interval)) }
            return !stopped
        }
    }

    private func snapshot() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let keys: [URLResourceKey] = [.isDirectoryKey, .fileSizeKey, .contentModificationDateKey]
        for path in scope.files {
            if let stamp = Self.stamp(of: URL(fileURLWithPath: path), keys: keys) { stamps[path] = stamp }
        }
        for tree in scope.trees {
            guard let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: tree), includingPropertiesForKeys: keys) else { continue }
            for case let url as URL in enumerator {
                let path = url.standardizedFileURL.path
                if !scope.watchesTree(at: path) {
                    enumerator.skipDescendants()
                } else if scope.counts(path), let stamp = Self.stamp(of: url, keys: keys) {
                    stamps[path] = stamp
                }
            }
        }
        return stamps
    }

    private static func stamp(of url: URL, keys: [URLResourceKey]) -> Stamp? {
        guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isDirectory != true else { return nil }
        return Stamp(size: values.fileSize ?? 0, modified: values.contentModificationDate ?? .distantPast)
    }
}
