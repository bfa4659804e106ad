import Foundation

/// Times a build's steps on the monotonic clock: each `start` ends the step before it, `finish`
/// ends the last, so a step that stops the build is timed up to where it stopped.
struct StepClock {
    private var current: (step: String, start: UInt64)?
    private var times: [BuildStepTime] = []

    /// Ends the current step, if any, and starts `step`.
    mutating func start(_ step: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        end(at: now)
        current = (step, now)
    }

    /// Ends the current step and gives every step's time, in the order they ran.
    mutating func finish() -> [BuildStepTime] {
        end(at: DispatchTime.now().uptimeNanoseconds)
        return times
    }

    private mutating func end(at now: UInt64) {
        guard let current else { return }
        times.append(BuildStepTime(step: current.step, seconds: Double(now - min(now, current.start)) / 1e9))
        self.current = nil
    }
}
