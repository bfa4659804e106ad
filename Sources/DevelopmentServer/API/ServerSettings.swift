/// Where and how the development server listens and watches.
public struct ServerSettings: Sendable {
    /// The address to listen on: `127.0.0.1` unless given on the command line.
    public var host: String
    /// Whether the host was given on the command line; only then may it be other than loopback,
    /// and only then are requests naming another host in their `Host` header answered.
    public var hostIsExplicit: Bool
    /// The first port tried; the next free one is taken when it is in use. 0 lets the system choose.
    public var port: Int
    /// Whether to watch by polling instead of the system's file events.
    public var polling: Bool

    /// Whether the host is a loopback address, reachable from this machine only.
    public var isLoopback: Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// Creates settings; by default, loopback on port 8000 with the system's file events.
    public init(host: String? = nil, port: Int = 8000, polling: Bool = false) {
        self.host = host ?? "127.0.0.1"
        hostIsExplicit = host != nil
        self.port = port
        self.polling = polling
    }
}
