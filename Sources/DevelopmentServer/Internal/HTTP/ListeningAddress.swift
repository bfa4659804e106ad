import FlyingFox
import FlyingSocks
import Foundation

/// The socket address the server binds: the host as IPv4 or IPv6, and the first free port.
struct ListeningAddress {
    /// The host as given, `localhost` read as `127.0.0.1`.
    let host: String
    let isIPv6: Bool

    init(host: String) throws {
        let address = host == "localhost" ? "127.0.0.1" : host
        if (try? sockaddr_in.inet(ip4: address, port: 0)) != nil {
            self.host = address
            isIPv6 = false
        } else if (try? sockaddr_in6.inet6(ip6: address, port: 0)) != nil {
            self.host = address
            isIPv6 = true
        } else {
            throw ServerError.invalidHost(host)
        }
    }

    /// The socket address for `port`.
    func socketAddress(port: Int) -> any SocketAddress {
        if isIPv6 {
            // The host was checked in init.
            return (try? sockaddr_in6.inet6(ip6: host, port: UInt16(port))) ?? sockaddr_in6.inet6(port: UInt16(port))
        }
        return (try? sockaddr_in.inet(ip4: host, port: UInt16(port))) ?? sockaddr_in.inet(port: UInt16(port))
    }

    /// A server listening on `port` of the host, answering with `handler`.
    func makeServer(port: Int, handler: some HTTPHandler) -> HTTPServer {
        if isIPv6 {
            let address = (try? sockaddr_in6.inet6(ip6: host, port: UInt16(port))) ?? .inet6(port: UInt16(port))
            return HTTPServer(address: address, timeout: 60, logger: .disabled, handler: handler)
        }
        let address = (try? sockaddr_in.inet(ip4: host, port: UInt16(port))) ?? .inet(port: UInt16(port))
        return HTTPServer(address: address, timeout: 60, logger: .disabled, handler: handler)
    }

    /// The first port from `first` (up to 100 above it) that can be bound; 0 is returned as it is.
    func firstFreePort(from first: Int) throws -> Int {
        if first == 0 { return 0 }
        for port in first...min(first + 100, 65535) where canBind(port: port) {
            return port
        }
        throw ServerError.noFreePort(first: first)
    }

    private func canBind(port: Int) -> Bool {
        let address = socketAddress(port: port)
        guard let socket = try? Socket(domain: Int32(type(of: address).family)) else { return false }
        defer { try? socket.close() }
        try? socket.setValue(true, for: .localAddressReuse)
        return (try? socket.bind(to: address)) != nil
    }

    /// The URL a browser opens for `port`.
    func url(port: Int) -> URL {
        let shown = isIPv6 ? "[\(host)]" : host
        return URL(string: "http://\(shown):\(port)/")!
    }
}
