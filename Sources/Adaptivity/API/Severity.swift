/// How serious a reported problem is.
public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    /// The build succeeds, unless run with `--strict`.
    case warning
    /// The build fails with exit status 1.
    case error

    /// Errors sort before warnings.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .error && rhs == .warning
    }
}
