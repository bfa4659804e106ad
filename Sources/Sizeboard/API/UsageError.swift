/// A value given in `BuildOptions` (on the command line, an option such as `--output`) that the
/// build cannot use: found before any work, it is not a place in a file, and the exit status is 2.
public struct UsageError: Error, Sendable, Equatable {
    /// The command-line option that gave the value, e.g. `--env`.
    public var option: String
    /// A sentence for people that names the option.
    public var message: String

    /// Creates a usage error.
    public init(option: String, message: String) {
        self.option = option
        self.message = message
    }
}
