import Foundation
import Sizeboard

/// The table `sizeboard build --timings` prints on standard error: each step of the build with
/// its wall-clock time in milliseconds, then their sum.
enum StepTimesTable {
    /// The table's lines, each ended by a line feed.
    static func text(_ times: [BuildStepTime]) -> String {
        let rows = times.map { ($0.step, $0.seconds) } + [("all steps", times.reduce(0) { $0 + $1.seconds })]
        let width = rows.map(\.0.count).max() ?? 0
        return "Step times:\n" + rows.map { step, seconds in
            let padding = String(repeating: " ", count: width - step.count)
            return "  \(step)\(padding) \(String(format: "%9.1f", seconds * 1000)) ms\n"
        }.joined()
    }
}
