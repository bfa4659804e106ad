import Dispatch

extension Array where Element: Sendable {
    /// Maps on up to `jobs` threads; results keep the input's order, so output never depends on scheduling.
    func orderedParallelMap<Result: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        let workers = Swift.max(1, Swift.min(jobs, count))
        guard workers > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        let input = self
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: input.count, by: workers) {
                slots.store(transform(input[index]), at: index)
            }
        }
        return slots.results
    }
}

/// Fixed slots written by index from several threads, each slot by exactly one thread.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Result?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func store(_ result: Result, at index: Int) {
        storage[index] = result
    }

    var results: [Result] {
        (0..<count).map { storage[$0]! }
    }
}
