import Foundation
import Sizeboard

/// One line on standard error, `pages done/total, elapsed`, rewritten in place as a build goes
/// and cleared at the end; drawn only when standard error is a terminal, at most ten times a second.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let started = Date()
    private var lastDrawn: Date?
    private var isShown = false

    /// A line for the build, or nil when standard error is not a terminal.
    static func onTerminal() -> ProgressLine? {
        isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil
    }

    /// Redraws the line with `progress`.
    func show(_ progress: BuildProgress) {
        lock.withLock {
            let now = Date()
            if let lastDrawn, now.timeIntervalSince(lastDrawn) < 0.1, progress.pagesDone < progress.pageTotal { return }
            lastDrawn = now
            isShown = true
            let elapsed = String(format: "%.1f s", now.timeIntervalSince(started))
            FileHandle.standardError.write(Data("\r\u{1B}[K\(progress.pagesDone)/\(progress.pageTotal) pages, \(elapsed)".utf8))
        }
    }

    /// Erases the line, if it was drawn.
    func clear() {
        lock.withLock {
            guard isShown else { return }
            isShown = false
            FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        }
    }
}
