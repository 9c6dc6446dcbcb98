/// One address's outcome.
enum PageAddressRewrite: Sendable, Equatable {
    /// Written as it is.
    case keep
    /// Written as this address instead.
    case replace(String)
    /// Not followable: written as `data-broken-href`/`data-broken-src`, with a warning for the page.
    case disarm(warning: String)
}
