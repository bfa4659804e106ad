import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// Maps on up to `jobs` threads; results keep the input's order, so output never depends on scheduling.
    ///
    /// The input is cut into runs of consecutive elements (`orderedParallelMapRunsPerWorker` for each thread), and
    /// each thread takes the next run not taken yet whenever it is done with one, so two threads
    /// write next to each other's results only where runs meet, not on every cache line, and a
    /// thread that shares its core with other work (a step's background task) takes fewer runs
    /// instead of finishing last alone: dealt in turn, the runs of a one-page edit's render step
    /// left one thread working alone for a tenth of the step.
    func orderedParallelMap<Result: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        let workers = Swift.max(1, Swift.min(jobs, count))
        guard workers > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        let input = self
        let runCount = Swift.min(input.count, workers * orderedParallelMapRunsPerWorker)
        let runs = RunDealer(count: runCount)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let run = runs.next() {
                for index in (run * input.count / runCount)..<((run + 1) * input.count / runCount) {
                    slots.store(transform(input[index]), at: index)
                }
            }
        }
        return slots.results
    }
}

/// How many runs of consecutive elements `orderedParallelMap` cuts its input into for each thread.
private let orderedParallelMapRunsPerWorker = 64

/// Hands out the numbers of `count` runs in order, each once, to whichever thread asks next.
private final class RunDealer: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var dealt = 0

    init(count: Int) {
        self.count = count
    }

    func next() -> Int? {
        lock.withLock {
            guard dealt < count else { return nil }
            defer { dealt += 1 }
            return dealt
        }
    }
}

/// Fixed slots written by index from several threads, each slot by exactly one thread.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Result?>
    private let count: Int
    /// Whether `results` moved the values out, leaving nothing to deinitialize.
    private var taken = false

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        if !taken { storage.deinitialize(count: count) }
        storage.deallocate()
    }

    func store(_ result: Result, at index: Int) {
        storage[index] = result
    }

    /// The results, moved out of the slots rather than copied (a result holding counted
    /// references, such as a rendered page, would be retained once more and released with the
    /// slots, on one thread); called once, after every slot is stored.
    var results: [Result] {
        taken = true
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count {
                (buffer.baseAddress! + index).initialize(to: (storage + index).move()!)
            }
            initialized = count
        }
    }
}
