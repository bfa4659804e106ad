@testable import DevelopmentServer
import Foundation
import Testing

struct RebuildLoopTests {
    /// The batches the loop rebuilt for, gathered from its thread.
    final class Rebuilds: @unchecked Sendable {
        private let lock = NSLock()
        private var batches: [[String]] = []
        let first = DispatchSemaphore(value: 0)

        private var anticipated = 0

        func add(_ batch: [String]) {
            lock.withLock { batches.append(batch) }
            first.signal()
        }

        func anticipate() {
            lock.withLock { anticipated += 1 }
        }

        var anticipations: Int {
            lock.withLock { anticipated }
        }

        var all: [[String]] {
            lock.withLock { batches }
        }
    }

    @Test func aBurstOfChangesGivesOneRebuildWithEveryChangedPathAndIsAnticipatedOnce() {
        let rebuilds = Rebuilds()
        // A quiet period far longer than the burst takes, so that a slow machine cannot split it.
        let loop = RebuildLoop(debouncer: ChangeDebouncer(quietPeriod: .milliseconds(500), longestDelay: .seconds(20)), anticipate: rebuilds.anticipate) { rebuilds.add($0) }
        loop.start()
        for index in 0..<20 {
            loop.record(["/site/Content/\(index % 4).md"])
        }
        #expect(rebuilds.first.wait(timeout: .now() + 10) == .success)
        loop.stop()
        #expect(rebuilds.all == [["/site/Content/0.md", "/site/Content/1.md", "/site/Content/2.md", "/site/Content/3.md"]])
        #expect(rebuilds.anticipations == 1)
    }

    @Test func aChangeSavedBeforeTheLoopStartsIsRebuiltOnceItStarts() {
        let rebuilds = Rebuilds()
        let loop = RebuildLoop(debouncer: ChangeDebouncer(quietPeriod: .milliseconds(1), longestDelay: .seconds(1))) { rebuilds.add($0) }
        loop.record(["/site/Content/saved-during-the-first-build.md"])
        loop.start()
        #expect(rebuilds.first.wait(timeout: .now() + 10) == .success)
        loop.stop()
        #expect(rebuilds.all == [["/site/Content/saved-during-the-first-build.md"]])
    }

    @Test func stoppingALoopNeverStartedReturns() {
        let loop = RebuildLoop { _ in }
        loop.record(["/site/Content/a.md"])
        loop.stop()
    }

    @Test func stopWithoutChangesRunsNoRebuild() {
        let rebuilds = Rebuilds()
        let loop = RebuildLoop { rebuilds.add($0) }
        loop.start()
        loop.stop()
        #expect(rebuilds.all.isEmpty)
    }
}
