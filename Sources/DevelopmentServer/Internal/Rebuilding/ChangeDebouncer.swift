/// When a burst of changes is over: a rebuild is due once no change came for `quietPeriod`, or
/// `longestDelay` after the first change of the burst, whichever comes first. Editors that save by
/// renaming or write twice, and "save all", give bursts; each burst gives one rebuild. Their saves
/// come microseconds to a few milliseconds apart, so the quiet period is 20 ms, webpack's
/// `aggregateTimeout`: a longer one is waited for on every edit.
struct ChangeDebouncer {
    typealias Instant = ContinuousClock.Instant

    let quietPeriod: Duration
    let longestDelay: Duration
    private var firstChange: Instant?
    private var lastChange: Instant?

    init(quietPeriod: Duration = .milliseconds(20), longestDelay: Duration = .seconds(1)) {
        self.quietPeriod = quietPeriod
        self.longestDelay = longestDelay
    }

    /// Notes a change seen at `instant`.
    mutating func record(at instant: Instant) {
        if firstChange == nil { firstChange = instant }
        lastChange = instant
    }

    /// When the rebuild is due; nil when no change is waiting.
    var deadline: Instant? {
        guard let firstChange, let lastChange else { return nil }
        return min(lastChange + quietPeriod, firstChange + longestDelay)
    }

    /// Whether a rebuild is due at `instant`.
    func isDue(at instant: Instant) -> Bool {
        deadline.map { instant >= $0 } ?? false
    }

    /// Forgets the changes: the rebuild that covers them is starting.
    mutating func reset() {
        firstChange = nil
        lastChange = nil
    }
}
