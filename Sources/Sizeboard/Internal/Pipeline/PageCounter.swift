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
        lock.withLock {
            done += 1
            report(BuildProgress(pagesDone: done, pageTotal: total))
        }
    }
}
