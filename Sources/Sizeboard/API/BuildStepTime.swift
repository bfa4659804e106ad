/// How long one of a build's steps took on the clock (`sizeboard build --timings`).
public struct BuildStepTime: Sendable, Equatable {
    /// The step's name: `configure`, `discover`, `open output`, `read pages`, `render`,
    /// `page HTML`, `generate` or `commit` (docs/ARCHITECTURE.md describes each).
    public var step: String
    /// Its wall-clock time, in seconds.
    public var seconds: Double

    /// Creates a step's time.
    public init(step: String, seconds: Double) {
        self.step = step
        self.seconds = seconds
    }
}
