import Foundation

/// Counts the pages rendered on any thread and passes each count to `BuildOptions.progress`.
final class PageCounter: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let report: @Sendable (BuildProgress) -> Void
    private var done = 0

    init(total: Int, report: @escaping @Sendable (BuildProgress) -> Void) {
        self.total = total
        self.report = report
    }

    func pageDone() {
        pagesDone(1)
    }

    /// Counts `count` pages at once (those taken from the render cache), reporting once.
    func pagesDone(_ count: Int) {
        guard count > 0 else { return }
        lock.withLock {
            done += count
            report(BuildProgress(pagesDone: done, pageTotal: total))
        }
    }
}
