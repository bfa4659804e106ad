import Foundation

/// Runs one rebuild per burst of changes, one at a time, on a thread of its own (builds are
/// synchronous and use every core; they must not hold the server's tasks). Changes that come in
/// during a rebuild are gathered for the next one. When a burst begins while no rebuild is under
/// way, `anticipate` is told once, before the quiet period is waited for.
final class RebuildLoop: @unchecked Sendable {
    private let condition = NSCondition()
    private var debouncer: ChangeDebouncer
    private var changes: Set<String> = []
    private var stopped = false
    private var started = false
    private let finished = DispatchSemaphore(value: 0)
    private let rebuild: @Sendable ([String]) -> Void
    private let anticipate: @Sendable () -> Void

    /// `rebuild` gets the paths changed since the previous rebuild; `anticipate` must return at
    /// once (it starts work on other threads).
    init(debouncer: ChangeDebouncer = ChangeDebouncer(), anticipate: @escaping @Sendable () -> Void = {}, rebuild: @escaping @Sendable ([String]) -> Void) {
        self.debouncer = debouncer
        self.anticipate = anticipate
        self.rebuild = rebuild
    }

    func start() {
        condition.withLock { started = true }
        let thread = Thread { [self] in
            while let batch = nextBatch() {
                rebuild(batch)
            }
            finished.signal()
        }
        thread.name = "sizeboard rebuilds"
        thread.start()
    }

    /// Notes changed paths.
    func record(_ paths: [String]) {
        condition.withLock {
            debouncer.record(at: .now)
            changes.formUnion(paths)
            condition.signal()
        }
    }

    /// Stops after the rebuild under way, if any, and waits for it: the output folder is complete.
    func stop() {
        let wasStarted = condition.withLock {
            stopped = true
            condition.signal()
            return started
        }
        if wasStarted { finished.wait() }
    }

    /// Waits until a burst of changes is over; nil once stopped.
    private func nextBatch() -> [String]? {
        condition.withLock {
            var anticipated = false
            while !stopped {
                let now = ContinuousClock.now
                if debouncer.isDue(at: now) { break }
                if let deadline = debouncer.deadline {
                    if !anticipated {
                        anticipate()
                        anticipated = true
                    }
                    let wait = now.duration(to: deadline)
                    let seconds = Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18
                    _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
                } else {
                    condition.wait()
                }
            }
            guard !stopped else { return nil }
            debouncer.reset()
            defer { changes = [] }
            return changes.sorted()
        }
    }
}
