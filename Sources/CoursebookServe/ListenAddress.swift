/// The address `serve` listens on, as the user gives it: an IPv6 address is one with a `:`, and is
/// written in brackets in a URL and a `Host` header. The one rule for the listener's socket
/// family, the address `serve` prints and the loopback names it answers (`LoopbackHosts`).
enum ListenAddress {
    /// Whether `host` (an IP address) is an IPv6 one.
    static func isIPv6(_ host: String) -> Bool { host.contains(":") }

    /// `host` as a URL or `Host` header writes it: `[::1]`, `127.0.0.1`.
    static func urlHost(_ host: String) -> String { isIPv6(host) ? "[\(host)]" : host }
}
