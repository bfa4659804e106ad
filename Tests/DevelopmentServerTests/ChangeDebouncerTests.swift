@testable import DevelopmentServer
import Testing

/// The debounce rule, on instants given by the test (no clock, no sleeping).
struct ChangeDebouncerTests {
    /// How many rebuilds a debouncer starts for changes at `offsets` (milliseconds from a start),
    /// checking for due rebuilds at every millisecond, as the rebuild loop would wake up.
    private func rebuildCount(changesAt offsets: [Int], quiet: Int = Int(ChangeDebouncer().quietPeriod / .milliseconds(1)), longest: Int = 1000) -> Int {
        var debouncer = ChangeDebouncer(quietPeriod: .milliseconds(quiet), longestDelay: .milliseconds(longest))
        let start = ContinuousClock.now
        var rebuilds = 0
        var pending = offsets.sorted()
        for millisecond in 0...(pending.last ?? 0) + longest + quiet {
            let now = start + .milliseconds(millisecond)
            while let next = pending.first, next <= millisecond {
                debouncer.record(at: now)
                pending.removeFirst()
            }
            if debouncer.isDue(at: now) {
                rebuilds += 1
                debouncer.reset()
            }
        }
        return rebuilds
    }

    @Test("a burst of saves gives one rebuild", arguments: [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],        // "save all", ten files
        [0, 0],                                // an editor writing twice
        [0, 3],                                // a temporary file, then renamed over the page
        [0, 10, 20, 30, 40, 50, 60, 70],       // saves 10 ms apart, under the quiet period
    ])
    func burst(offsets: [Int]) {
        #expect(rebuildCount(changesAt: offsets) == 1)
    }

    @Test func changesApartByMoreThanTheQuietPeriodGiveOneRebuildEach() {
        #expect(rebuildCount(changesAt: [0, 200, 400]) == 3)
    }

    @Test func aStreamOfChangesRebuildsAtLeastOnceInTheLongestDelay() {
        let everyTenMilliseconds = Array(stride(from: 0, through: 2500, by: 10))
        #expect(rebuildCount(changesAt: everyTenMilliseconds) == 3)
    }

    @Test func theDeadlineIsTheQuietPeriodAfterTheLastChange() {
        var debouncer = ChangeDebouncer(quietPeriod: .milliseconds(50), longestDelay: .seconds(1))
        let start = ContinuousClock.now
        #expect(debouncer.deadline == nil)
        #expect(!debouncer.isDue(at: start + .seconds(5)))
        debouncer.record(at: start)
        debouncer.record(at: start + .milliseconds(30))
        #expect(debouncer.deadline == start + .milliseconds(80))
        #expect(!debouncer.isDue(at: start + .milliseconds(79)))
        #expect(debouncer.isDue(at: start + .milliseconds(80)))
        debouncer.reset()
        #expect(debouncer.deadline == nil)
    }
}
