/// Which `Host` headers a preview bound to a loopback address answers. A web page on another
/// site can make the browser resolve its own name to 127.0.0.1 (DNS rebinding) and then read
/// the preview, staff data included, as same-origin; its requests still carry its own name in
/// `Host`, so only loopback names are served.
package struct LoopbackHosts: Sendable {
    private let names: Set<String>
    private let port: UInt16

    /// Hosts for a server bound to `boundHost` (an IP address) on `port`; nil when the address is
    /// not loopback, where the user chose to serve the network and any name may reach it.
    package init?(boundHost: String, port: UInt16) {
        let loopback = boundHost.hasPrefix("127.") || boundHost == "::1" || boundHost == "0:0:0:0:0:0:0:1"
        guard loopback else { return nil }
        names = ["localhost", "127.0.0.1", "[::1]", ListenAddress.urlHost(boundHost)]
        self.port = port
    }

    /// Whether `host` (the header's value) names this server: a loopback name, with no port or
    /// the bound one. A missing Host (HTTP/1.0) is allowed: browsers always send it.
    package func allows(_ host: String?) -> Bool {
        guard let host else { return true }
        let lowered = host.lowercased()
        var name = Substring(lowered)
        if let colon = lowered.lastIndex(of: ":"), !lowered[colon...].contains("]") {
            guard lowered[lowered.index(after: colon)...] == Substring(String(port)) else { return false }
            name = lowered[..<colon]
        }
        return names.contains(String(name))
    }
}
