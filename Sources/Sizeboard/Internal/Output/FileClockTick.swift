import Foundation

/// The tick of the clock that stamps a file's changes, in nanoseconds: on Linux, the resolution
/// of the coarse real-time clock that the kernel's `current_time()` reads (the timer tick, 4 ms
/// at 250 Hz); nil where it is not known.
enum FileClockTick {
    static let nanoseconds: Int64? = {
        #if os(Linux)
        var resolution = timespec()
        guard clock_getres(CLOCK_REALTIME_COARSE, &resolution) == 0 else { return nil }
        let tick = Int64(resolution.tv_sec) * 1_000_000_000 + Int64(resolution.tv_nsec)
        return tick > 0 ? tick : nil
        #else
        return nil
        #endif
    }()
}
