/// Finds and rewrites quoted attributes (`href="…"`, `src="…"`, `id="…"`) in HTML that the site
/// itself or libcmark produced, which always quote attributes with `"`.
enum HTMLAttributes {
    /// One attribute occurrence.
    struct Match {
        /// The attribute name, e.g. `href`.
        var name: String
        /// The raw (still entity-escaped) value.
        var value: String
    }

    /// Every occurrence of the named attributes, in document order.
    static func find(_ names: Set<String>, in html: String) -> [Match] {
        var matches: [Match] = []
        _ = rewrite(names, in: html) { match in
            matches.append(match)
            return nil
        }
        return matches
    }

    /// Calls `transform` for each named attribute; a returned string replaces the whole
    /// `name="value"` text, nil keeps it.
    static func rewrite(_ names: Set<String>, in html: String, _ transform: (Match) -> String?) -> String {
        var out = ""
        out.reserveCapacity(html.utf8.count)
        var rest = Substring(html)
        while let space = rest.firstIndex(where: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            let afterSpace = rest.index(after: space)
            guard let equals = rest[afterSpace...].prefix(12).firstIndex(of: "="),
                  names.contains(String(rest[afterSpace..<equals])),
                  rest.index(after: equals) < rest.endIndex, rest[rest.index(after: equals)] == "\"",
                  let close = rest[rest.index(equals, offsetBy: 2)...].firstIndex(of: "\"")
            else {
                out += rest[...space]
                rest = rest[afterSpace...]
                continue
            }
            let name = String(rest[afterSpace..<equals])
            let value = String(rest[rest.index(equals, offsetBy: 2)..<close])
            out += rest[...space]
            out += transform(Match(name: name, value: value)) ?? String(rest[afterSpace...close])
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        return out
    }

    /// Undoes the entity escaping libcmark and the templates apply inside attribute values.
    static func unescape(_ value: String) -> String {
        guard value.contains("&") else { return value }
        return value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&#x27;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Whether a link target is inside the site (no scheme, not protocol-relative, not absolute).
    static func isRelative(_ target: String) -> Bool {
        if target.hasPrefix("//") || target.hasPrefix("/") { return false }
        if let colon = target.firstIndex(of: ":") {
            let scheme = target[..<colon]
            if !scheme.contains("/"), !scheme.contains("?"), !scheme.contains("#") { return false }
        }
        return true
    }
}
