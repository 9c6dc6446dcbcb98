import Testing
@testable import CoursebookServe

/// An IPv6 listen address is one with a `:`, written in brackets.
struct ListenAddressTests {
    @Test func anIPv6AddressIsWrittenInBrackets() {
        #expect(ListenAddress.isIPv6("::1"))
        #expect(!ListenAddress.isIPv6("127.0.0.1"))
        #expect(ListenAddress.urlHost("::1") == "[::1]")
        #expect(ListenAddress.urlHost("127.0.0.1") == "127.0.0.1")
        #expect(LoopbackHosts(boundHost: "::1", port: 4000)?.allows("[::1]:4000") == true)
    }
}
