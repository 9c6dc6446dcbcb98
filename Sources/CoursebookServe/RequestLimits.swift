/// How large a request head may be; every size is checked while the bytes arrive, so parsing
/// costs at most one pass over `head` bytes per request.
package struct RequestLimits: Sendable {
    /// Bytes in the request line, without its line ending.
    package var requestLine = 8 * 1024
    /// Bytes in the whole head, request line and blank line included.
    package var head = 32 * 1024
    /// Header fields.
    package var fields = 100

    package init(requestLine: Int = 8 * 1024, head: Int = 32 * 1024, fields: Int = 100) {
        self.requestLine = requestLine
        self.head = head
        self.fields = fields
    }
}
