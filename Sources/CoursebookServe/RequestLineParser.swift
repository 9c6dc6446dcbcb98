/// `method SP request-target SP HTTP-version` (RFC 9112 §3).
enum RequestLineParser {
    static func parse(_ line: ArraySlice<UInt8>) -> Result<(String, String, String), RequestRejection> {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(HTTPBytes.isToken),
              !parts[1].isEmpty, parts[1].allSatisfy(HTTPBytes.isVisible) else { return .failure(.badRequest) }
        let version = parts[2]
        // HTTP-version = "HTTP/" DIGIT "." DIGIT
        guard version.count == 8, version.starts(with: Array("HTTP/".utf8)),
              HTTPBytes.isDigit(version[version.startIndex + 5]), version[version.startIndex + 6] == UInt8(ascii: "."),
              HTTPBytes.isDigit(version[version.startIndex + 7]) else { return .failure(.badRequest) }
        let text = String(decoding: version, as: UTF8.self)
        guard text == "HTTP/1.1" || text == "HTTP/1.0" else { return .failure(.versionNotSupported) }
        // Origin form only (or `*`, which no handler serves): an absolute URL would bypass the Host check.
        guard parts[1].first == UInt8(ascii: "/") else { return .failure(.badRequest) }
        return .success((String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self), text))
    }
}
