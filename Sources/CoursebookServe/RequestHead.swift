/// The request line and header fields of one HTTP/1.x request, as `RequestHeadReader` accepted
/// them: every byte checked against RFC 9112's grammar, every size within `RequestLimits`.
package struct RequestHead: Sendable, Equatable {
    /// One header field; names keep their spelling, lookups ignore case.
    package struct Field: Sendable, Equatable {
        package var name: String
        package var value: String
    }

    /// The method token, e.g. `GET`.
    package var method: String
    /// The request target as sent (origin form, e.g. `/courses/?q=1`), printable ASCII only.
    package var target: String
    /// `HTTP/1.0` or `HTTP/1.1`.
    package var version: String
    /// The header fields in the order sent.
    package var fields: [Field]

    /// The value of the first field called `name` (any case).
    package func value(of name: String) -> String? {
        fields.first { $0.name.caseInsensitiveEquals(name) }?.value
    }

    /// Whether the client announced a body (`Content-Length` above 0 or any `Transfer-Encoding`).
    /// The preview reads no bodies, so such a connection is closed after its answer rather than
    /// risk reading the body as the next request.
    package var hasBody: Bool {
        // Any digit but 0: a length too large for Int is still a body.
        value(of: "Transfer-Encoding") != nil || value(of: "Content-Length")?.contains { $0 != "0" } == true
    }

    /// Whether the connection may carry another request (RFC 9112 §9.3).
    package var keepsAlive: Bool {
        guard !hasBody else { return false }
        let tokens = (value(of: "Connection") ?? "").split(separator: ",").map { $0.trimmingSpaces().lowercased() }
        return version == "HTTP/1.1" ? !tokens.contains("close") : tokens.contains("keep-alive")
    }
}

extension String {
    func caseInsensitiveEquals(_ other: String) -> Bool {
        utf8.count == other.utf8.count && lowercased() == other.lowercased()
    }
}
