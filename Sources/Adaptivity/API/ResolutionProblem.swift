/// Something the engine found wrong with a spec in one environment, such as a popover with no
/// source in regular width (PO-01) or two equally specific variants that disagree (IB-02).
public struct ResolutionProblem: Sendable, Hashable, Codable {
    /// How serious the problem is.
    public var severity: Severity
    /// A stable machine-readable code such as `popover-without-source`.
    public var code: String
    /// A sentence for people.
    public var message: String
    /// Where the offending spec was written, when known.
    public var position: SourcePosition?

    /// Creates a problem.
    public init(severity: Severity, code: String, message: String, position: SourcePosition?) {
        self.severity = severity
        self.code = code
        self.message = message
        self.position = position
    }
}
