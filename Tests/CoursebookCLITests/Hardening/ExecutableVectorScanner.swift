import Foundation

/// Finds anything a browser (or a mail or calendar client) could execute in generated files: script
/// tags other than our own, event-handler attributes, script addresses in links, unescaped `<` in
/// script data, and injected calendar lines.
enum ExecutableVectorScanner {
    /// The only script tags our templates write.
    static let ownScripts = ["assets/site.js", "assets/search-index.js"]
    /// The `--base-url` the corpus is built with: the 404 page links the site's own script absolutely.
    static let siteBase = "https://example.org/c/"
    private static let dangerousSchemes = ["javascript:", "vbscript:", "data:text/html", "data:image/svg"]
    private static let urlAttributes: Set<String> = ["href", "src", "action", "formaction", "xlink:href", "poster", "background", "srcset", "data"]
    private static let forbiddenTags: Set<String> = ["iframe", "object", "embed", "base", "frame", "frameset", "applet", "meta http-equiv"]

    /// Problems in one file, described by `path`.
    static func scan(_ text: String, path: String) -> [String] {
        let lower = path.lowercased()
        if lower.hasSuffix(".html") || lower.hasSuffix(".xml") || lower.hasSuffix(".md") { return scanMarkup(text, path: path) }
        if lower.hasSuffix(".js") { return lower.hasSuffix("site.js") ? [] : scanScriptData(text, path: path) }
        if lower.hasSuffix(".json") {
            return (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) == nil ? ["\(path): not valid JSON"] : []
        }
        if lower.hasSuffix(".ics") { return scanCalendar(text, path: path) }
        return []
    }

    /// Every tag: its name and attributes (values unescaped), with quoted values kept whole.
    static func tags(in text: String) -> [(name: String, attributes: [(String, String)])] {
        var result: [(String, [(String, String)])] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\n" || c == "\t" || c == "\r" || c == "\u{0C}" || c == "/" }
        while index < scalars.count {
            guard scalars[index] == "<", index + 1 < scalars.count, scalars[index + 1].properties.isAlphabetic else { index += 1; continue }
            index += 1
            var name = ""
            while index < scalars.count, !isSpace(scalars[index]), scalars[index] != ">" { name.unicodeScalars.append(scalars[index]); index += 1 }
            var attributes: [(String, String)] = []
            while index < scalars.count, scalars[index] != ">" {
                while index < scalars.count, isSpace(scalars[index]) { index += 1 }
                var attribute = ""
                while index < scalars.count, !isSpace(scalars[index]), scalars[index] != ">", scalars[index] != "=" {
                    attribute.unicodeScalars.append(scalars[index]); index += 1
                }
                var value = ""
                if index < scalars.count, scalars[index] == "=" {
                    index += 1
                    if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
                        let quote = scalars[index]
                        index += 1
                        while index < scalars.count, scalars[index] != quote { value.unicodeScalars.append(scalars[index]); index += 1 }
                        index += 1
                    } else {
                        while index < scalars.count, !isSpace(scalars[index]), scalars[index] != ">" { value.unicodeScalars.append(scalars[index]); index += 1 }
                    }
                }
                if !attribute.isEmpty { attributes.append((attribute.lowercased(), unescape(value))) }
            }
            result.append((name.lowercased(), attributes))
        }
        return result
    }

    private static func scanMarkup(_ text: String, path: String) -> [String] {
        var problems: [String] = []
        for tag in tags(in: text) {
            if tag.name == "script" {
                let source = tag.attributes.first { $0.0 == "src" }?.1 ?? ""
                if tag.attributes.count != 1 || !ownScripts.contains(where: { source.hasSuffix($0) && (!source.contains(":") || source == siteBase + $0) }) {
                    problems.append("\(path): a <script> tag that is not ours (\(tag.attributes))")
                }
            }
            if forbiddenTags.contains(tag.name) { problems.append("\(path): a <\(tag.name)> tag") }
            for (name, value) in tag.attributes {
                if name.hasPrefix("on") { problems.append("\(path): event handler attribute \(name) on <\(tag.name)>") }
                let squeezed = String(value.unicodeScalars.filter { $0.value > 0x20 }).lowercased()
                if urlAttributes.contains(name), dangerousSchemes.contains(where: { squeezed.hasPrefix($0) }) {
                    problems.append("\(path): \(name)=\"\(value)\" on <\(tag.name)>")
                }
                if name == "style", squeezed.contains("javascript:") || squeezed.contains("expression(") {
                    problems.append("\(path): style=\"\(value)\" on <\(tag.name)>")
                }
            }
        }
        return problems
    }

    /// Data inside a script file (the search index) must never contain a raw `<` (a `</script>`).
    private static func scanScriptData(_ text: String, path: String) -> [String] {
        text.contains("<") ? ["\(path): a raw '<' in script data (must be \\u003c)"] : []
    }

    /// Every unfolded line of a calendar is a property line; a value never starts a new one.
    private static func scanCalendar(_ text: String, path: String) -> [String] {
        var problems: [String] = []
        for line in text.components(separatedBy: "\r\n") where !line.isEmpty && !line.hasPrefix(" ") {
            if line.contains("\n") || line.contains("\r") { problems.append("\(path): a bare line break in '\(line.prefix(40))'") }
            if line.hasPrefix("X-INJECTED") { problems.append("\(path): an injected property line") }
        }
        return problems
    }

    /// HTML character references decoded (numeric and the few named ones that matter).
    static func unescape(_ value: String) -> String {
        var out = ""
        var rest = Substring(value)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[amp...]
            let end = rest.firstIndex(of: ";") ?? rest.endIndex
            let entity = rest.dropFirst().prefix(upTo: end)
            var decoded: String?
            if entity.hasPrefix("#x") || entity.hasPrefix("#X"), let code = UInt32(entity.dropFirst(2), radix: 16) {
                decoded = Unicode.Scalar(code).map { String(Character($0)) }
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()) {
                decoded = Unicode.Scalar(code).map { String(Character($0)) }
            } else {
                decoded = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "tab": "\t", "newline": "\n"][String(entity)]
            }
            if let decoded, end != rest.endIndex {
                out += decoded
                rest = rest[rest.index(after: end)...]
            } else {
                out += "&"
                rest = rest.dropFirst()
            }
        }
        return out + rest
    }
}
