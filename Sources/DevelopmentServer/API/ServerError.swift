/// Why the development server could not start.
public enum ServerError: Error, CustomStringConvertible {
    /// The host is not an IPv4 or IPv6 address, nor `localhost`.
    case invalidHost(String)
    /// No port from the first one tried to 100 above it was free.
    case noFreePort(first: Int)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .invalidHost(let host):
            "--host must be an IP address or `localhost`, not `\(host)`"
        case .noFreePort(let first):
            "no free port from \(first) to \(first + 100)"
        }
    }
}
