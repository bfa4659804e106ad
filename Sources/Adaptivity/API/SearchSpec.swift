/// The fields of a search controller (SC-*).
public struct SearchSpec: Sendable, Hashable {
    /// The results controller, if any.
    public var results: ControllerSpec?

    /// Creates a search spec.
    public init(results: ControllerSpec? = nil) {
        self.results = results
    }
}
