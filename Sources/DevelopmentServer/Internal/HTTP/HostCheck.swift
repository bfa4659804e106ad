/// Which `Host` headers the server answers: guards a loopback server against DNS rebinding, where
/// a web page on another site points its own name at 127.0.0.1 to read the local server.
struct HostCheck {
    /// Whether any host is accepted: the user chose the listening host on the command line.
    let acceptsAnyHost: Bool

    func accepts(hostHeader: String?) -> Bool {
        if acceptsAnyHost { return true }
        guard let hostHeader else { return true }
        var name = hostHeader.lowercased()
        if name.hasPrefix("[") {
            name = String(name.prefix { $0 != "]" }.dropFirst())
        } else if let colon = name.lastIndex(of: ":") {
            name = String(name[..<colon])
        }
        return name == "localhost" || name.hasSuffix(".localhost") || name == "::1" || name.hasPrefix("127.")
            && name.split(separator: ".").count == 4 && name.allSatisfy { $0.isNumber || $0 == "." }
    }
}
